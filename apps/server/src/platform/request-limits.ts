import type { IncomingMessage } from 'node:http';
import { POST_POSTER_MAX_BYTES, POST_VIDEO_MAX_BYTES } from '@rootshare/contracts/limits';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { errorChain } from './errors';

/** The largest request a member may send: a video post, its video and its poster image. */
export const LARGEST_REQUEST_BYTES = POST_VIDEO_MAX_BYTES + POST_POSTER_MAX_BYTES;
/** A slow phone's uplink: 1 Mbit/s, a weak mobile signal (docs/architecture.md, request limits). */
export const SLOW_UPLINK_BYTES_PER_SECOND = 125_000;
/**
 * How long a whole request may take to arrive: the largest one at a slow phone's uplink, rounded up
 * to the minute (205 MiB at 1 Mbit/s: 1,720 s, so 29 minutes).
 */
export const REQUEST_TIMEOUT_SECONDS_DEFAULT = Math.ceil(LARGEST_REQUEST_BYTES / SLOW_UPLINK_BYTES_PER_SECOND / 60) * 60;
/** A client that sends nothing for this long is gone or stalling on purpose: its request is closed. */
export const REQUEST_IDLE_SECONDS_DEFAULT = 30;

/**
 * Past a size limit, the rest of the body is still read and thrown away up to this many bytes, so
 * the client, which is still sending, reads the 413 instead of a reset connection; a body longer
 * still is cut off.
 */
export const DISCARD_AFTER_REFUSAL_BYTES = 16 * 1024 * 1024;

/**
 * The HTTP server's limits (docs/security.md S88): a connection silent for `idleSeconds` is closed,
 * headers must arrive whole within that time, and a request within `requestSeconds`. Node looks for
 * requests past their time every half idle limit at most, so none outlives its limit by more.
 */
export function serverTimeouts({ idleSeconds, requestSeconds }: { idleSeconds: number; requestSeconds: number }): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  const idleMs = idleSeconds * 1000;
  const requestMs = Math.max(requestSeconds * 1000, idleMs);
  return {
    connectionTimeout: idleMs,
    requestTimeout: requestMs,
    http: { headersTimeout: idleMs, connectionsCheckingInterval: Math.max(250, Math.min(idleMs, 30_000) / 2) },
  };
}

/**
 * True when a request failed because its client went away (a closed tab, a phone losing signal)
 * rather than because something on our side did: Node fails the request's stream with ECONNRESET,
 * the same code a database connection reset has.
 */
export function isClientAbort(error: unknown, request: IncomingMessage): boolean {
  const streamError = request.errored;
  if (streamError && [...errorChain(error)].includes(streamError as unknown as Record<string, unknown>)) return true;
  return request.destroyed && !request.complete;
}

/**
 * Reads and throws away what is left of a refused request's body, up to DISCARD_AFTER_REFUSAL_BYTES,
 * while the answer goes out on the same connection; past that the connection is closed. Answers
 * false when the body announced is already longer than that, and the connection should simply close.
 */
export function discardRestOfBody(request: IncomingMessage): boolean {
  if (request.complete) return true;
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > DISCARD_AFTER_REFUSAL_BYTES) return false;
  let discarded = 0;
  request.unpipe();
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARD_AFTER_REFUSAL_BYTES) request.socket.destroy();
  });
  request.resume();
  return true;
}

/**
 * A stop closes each keep-alive connection as soon as its last response is sent: Node closes the
 * idle ones once when the server starts closing, and a connection whose response was still going
 * out then would otherwise hold the stop for the whole keep-alive time (the 10 seconds a stop has).
 */
export function closeConnectionsOnStop(app: FastifyInstance): void {
  app.addHook('preClose', async () => {
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
  });
}
