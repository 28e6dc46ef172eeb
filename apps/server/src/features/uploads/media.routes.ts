import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../../platform/errors';
import { isSafeKey, type ByteRange, type Storage } from '../../platform/storage';

const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";
// Uploads waiting to be processed are never served: only pipeline output is public.
const PRIVATE_PREFIXES = ['incoming/'];

/** `bytes=start-end` (one range); anything else is served whole. */
function parseRange(header: string | undefined): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') return undefined;
  return match[2] === '' ? { start: Number(match[1]) } : { start: Number(match[1]), end: Number(match[2]) };
}

/** Serves stored media from disk or S3 alike, with byte ranges so videos seek. */
export const mediaRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    if (!/^[a-z0-9][a-z0-9/_.-]*$/.test(key) || !isSafeKey(key) || PRIVATE_PREFIXES.some((p) => key.startsWith(p))) throw notFound();
    const range = parseRange(request.headers.range);
    if (range?.end !== undefined && range.end < range.start) throw new HttpError(416, 'Range not satisfiable');
    const object = await storage.get(key, range);
    if (!object) throw notFound();
    reply
      .header('content-type', object.contentType)
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', MEDIA_CSP)
      .header('content-disposition', 'inline');
    if (range) {
      const end = Math.min(range.end ?? object.size - 1, object.size - 1);
      reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${end}/${object.size}`)
        .header('content-length', String(end - range.start + 1));
    } else {
      reply.header('content-length', String(object.size));
    }
    return reply.send(object.body);
  });
};
