import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

export const NUL_CHARACTER = 'Text may not contain the NUL character';

/** True when a string anywhere in the value (nested objects and arrays included) holds U+0000. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // An upload's body is its stream (or its bytes): walking it would walk the socket and the server behind it.
  if (value instanceof Stream || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * PostgreSQL stores no U+0000 in text, so a NUL byte anywhere in a request's path parameters, query
 * or JSON body is refused with 400 before any route sees it (docs/security.md S52); multipart fields
 * go through `parseOrBadRequest`, which refuses it too.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw badRequest(NUL_CHARACTER);
  });
}
