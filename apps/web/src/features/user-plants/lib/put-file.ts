import { sendWithProgress } from '@/lib/upload';

export interface PutFileOptions {
  /** Called with the share of the file sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Why a raw upload failed: the HTTP status (0 when the network failed). */
export class PutFileError extends Error {
  constructor(readonly status: number) {
    super(`Upload failed (${status === 0 ? 'network error' : `HTTP ${status}`})`);
    this.name = 'PutFileError';
  }
}

/** PUTs a file's raw bytes with its content type and the member's bearer token, reporting progress. */
export async function putFile(url: string, file: File, { onProgress, signal }: PutFileOptions = {}): Promise<void> {
  const { status } = await sendWithProgress(url, {
    method: 'PUT',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
  if (status < 200 || status >= 300) throw new PutFileError(status);
  onProgress?.(1);
}
