import { readToken } from '@/lib/session-storage';

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

/**
 * PUTs a file's raw bytes with its content type and the member's bearer token. XMLHttpRequest,
 * not fetch, because only it reports upload progress.
 */
export function putFile(url: string, file: File, { onProgress, signal }: PutFileOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.setRequestHeader('content-type', file.type || 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve();
      } else {
        reject(new PutFileError(request.status));
      }
    };
    request.onerror = () => reject(new PutFileError(0));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
