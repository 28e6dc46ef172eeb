import { quotaDetailsFromBody } from '@rootshare/contracts/error-message';
import { ErrorBodySchema } from '@rootshare/contracts/http';
import type { z } from 'zod';
import { ApiError, apiPath, handleAuthFailure, parseJson } from './api';
import { readToken } from './session-storage';

export interface SendOptions {
  method: 'POST' | 'PUT';
  body: XMLHttpRequestBodyInit;
  headers?: Record<string, string>;
  /** The share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** What the server answered; status 0 when no answer came (network failure). */
export interface SendAnswer {
  status: number;
  text: string;
}

/**
 * Sends a body with the member's bearer token through XMLHttpRequest, not fetch, because only it
 * reports upload progress. Resolves with any answer; rejects only with an AbortError.
 */
export function sendWithProgress(url: string, { method, body, headers = {}, onProgress, signal }: SendOptions): Promise<SendAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open(method, url);
    const token = readToken();
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => resolve({ status: 0, text: '' });
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

export interface UploadFormOptions<T> {
  method?: 'POST' | 'PUT';
  /** Parses the answer; without it the body is returned unchecked as unknown. */
  schema?: z.ZodType<T>;
  /** The whole percentage of the form sent so far, from 0 to 100, called when it changes. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The error message when the server gives no sentence of its own or cannot be reached. */
  fallbackMessage?: string;
}

/**
 * Sends multipart form data under /api with the bearer token, reporting real upload progress.
 * Fails like apiRequest: an ApiError with the server's sentence (else the fallback), and a 401 or
 * 403 ends the session the same way.
 */
export async function uploadForm<T = unknown>(path: string, form: FormData, options: UploadFormOptions<T> = {}): Promise<T> {
  const { method = 'POST', schema, onProgress, signal, fallbackMessage } = options;
  const url = apiPath(path);
  let reported = -1;
  const report = (percent: number) => {
    if (percent === reported) return;
    reported = percent;
    onProgress?.(percent);
  };
  report(0);
  const { status, text } = await sendWithProgress(url, {
    method,
    body: form,
    headers: { accept: 'application/json' },
    onProgress: (fraction) => report(Math.min(100, Math.floor(fraction * 100))),
    ...(signal ? { signal } : {}),
  });
  const body = parseJson(text);
  if (status >= 200 && status < 300) {
    report(100);
    return schema ? schema.parse(body) : (body as T);
  }
  if (status === 401 || status === 403) handleAuthFailure(method, url);
  const sentence = ErrorBodySchema.safeParse(body).data?.error;
  throw new ApiError(
    sentence || fallbackMessage || (status === 0 ? 'Network error' : `HTTP ${status}`),
    status,
    quotaDetailsFromBody(body),
  );
}
