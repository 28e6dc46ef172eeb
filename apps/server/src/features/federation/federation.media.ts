import { validatePublicUrl } from '@fedify/vocab-runtime';
import { MEDIA_NOT_KEPT_HERE, MediaProxyQuerySchema } from '@rootshare/contracts/federation-following';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { federationConversations, federationFollowing, federationRemoteObjects } from '../../db/schema/federation';
import type { Database } from '../../platform/db';
import { HttpError, notFound, tooManyRequests } from '../../platform/errors';
import { sniffImageType } from '../../platform/images';
import type { RateLimitStore } from '../../platform/rate-limit';
import { postCommentRows } from '../posts/posts.reads';

/** A picture larger than this is refused: no picture a card shows needs more. */
export const MEDIA_MAX_BYTES = 8 * 1024 * 1024;
/** How long the other server has to answer, redirects included. */
const MEDIA_FETCH_MS = 10_000;
/** Redirects followed, each checked as the first address was. */
const MEDIA_MAX_REDIRECTS = 3;
/** Pictures kept in memory, all together; the least recently served go first. */
const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;
/** Pictures one visitor may ask for a minute: a feed page shows a few dozen. */
export const MEDIA_PER_MINUTE = 600;
const MINUTE_MS = 60_000;
/** A picture at an address does not change often, and a changed one gets a new address on most servers. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' } as const;
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** What the other server's failure is called in the 502 answer, for the web and the log. */
export type MediaFailure = 'media_unreachable' | 'media_not_an_image' | 'media_too_large';
const FAILURES: Record<MediaFailure, string> = {
  media_unreachable: 'The picture’s server did not answer with it',
  media_not_an_image: 'The picture’s server sent something that is not a picture',
  media_too_large: 'The picture is too large to show',
};
const failed = (code: MediaFailure) => new HttpError(502, FAILURES[code], {}, { code });

interface Picture {
  type: string;
  bytes: Buffer;
}

/** The picture's type from its first bytes, when the type its server declared agrees; null otherwise. */
function pictureType(declared: string, bytes: Buffer): string | null {
  const sniffed = sniffImageType(bytes);
  // AVIF sniffs as a HEIF container; only its own brands are a picture browsers show.
  const type = sniffed === 'heic' ? (AVIF_BRANDS.has(bytes.toString('latin1', 8, 12)) ? TYPES.avif : null) : sniffed && TYPES[sniffed];
  return type !== null && declared.split(';')[0]?.trim().toLowerCase() === type ? type : null;
}

/** The body up to the cap, or null once it goes past it (reading stops there). */
async function readCapped(length: string | null, body: ReadableStream<Uint8Array>): Promise<Buffer | null> {
  if (Number(length ?? 0) > MEDIA_MAX_BYTES) {
    await body.cancel();
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > MEDIA_MAX_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Follows the address (redirects too, each checked as the first was) to an answer that is not a redirect. */
async function reach(url: string, allowPrivateAddress: boolean, signal: AbortSignal): Promise<Response> {
  let address = url;
  for (let hop = 0; hop <= MEDIA_MAX_REDIRECTS; hop++) {
    // Fedify's check refuses other protocols, loopback and private networks (a UrlError); trials allow the latter.
    if (!allowPrivateAddress) await validatePublicUrl(address);
    else if (!/^https?:$/.test(new URL(address).protocol)) throw failed('media_unreachable');
    const response = await fetch(address, { redirect: 'manual', signal, headers: { accept: Object.values(TYPES).join(', ') } });
    const next = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !next) return response;
    await response.body?.cancel();
    address = new URL(next, address).href;
  }
  throw failed('media_unreachable');
}

/**
 * Fetches a picture from its server as an anonymous client (no cookie, no signature): only a raster
 * picture under the cap, whose first bytes agree with the type its server declared, is kept.
 */
async function fetchPicture(url: string, allowPrivateAddress: boolean): Promise<Picture> {
  try {
    const response = await reach(url, allowPrivateAddress, AbortSignal.timeout(MEDIA_FETCH_MS));
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw failed('media_unreachable');
    }
    const bytes = await readCapped(response.headers.get('content-length'), response.body);
    if (bytes === null) throw failed('media_too_large');
    const type = pictureType(response.headers.get('content-type') ?? '', bytes);
    if (type === null) throw failed('media_not_an_image');
    return { type, bytes };
  } catch (error) {
    // A refused address (UrlError), a timeout or a broken connection: the other server failed.
    throw error instanceof HttpError ? error : failed('media_unreachable');
  }
}

/** Whether a picture address is kept here: of something a followed account published, of a followed account or one in a conversation, or of a replier elsewhere. */
async function isKeptPicture(db: Database, url: string): Promise<boolean> {
  const found = await Promise.all([
    db
      .select({ one: sql`1` })
      .from(federationRemoteObjects)
      .where(eq(federationRemoteObjects.imageUrl, url))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(federationFollowing)
      .where(eq(federationFollowing.iconUrl, url))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(federationConversations)
      .where(eq(federationConversations.iconUrl, url))
      .limit(1),
    db
      .select({ one: sql`1` })
      .from(postCommentRows)
      .where(sql`(${postCommentRows.remoteAuthor}->>'iconUrl') = ${url}`)
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/** The pictures served lately, up to a total size; a Map keeps insertion order, so the first key is the least recent. */
function pictureCache() {
  const pictures = new Map<string, Picture>();
  let size = 0;
  return {
    get(url: string): Picture | undefined {
      const picture = pictures.get(url);
      if (picture) {
        pictures.delete(url);
        pictures.set(url, picture);
      }
      return picture;
    },
    set(url: string, picture: Picture) {
      pictures.set(url, picture);
      size += picture.bytes.length;
      for (const [oldest, old] of pictures) {
        if (size <= MEDIA_CACHE_BYTES) break;
        pictures.delete(oldest);
        size -= old.bytes.length;
      }
    },
  };
}

/**
 * GET /api/federation/media?url=: a picture from another server, fetched by this server so members'
 * addresses never reach it, and only when the address is one kept here (ADR 0067), never any other.
 */
export const mediaProxyRoutes: FastifyPluginAsyncZod<{ db: Database; rateLimits: RateLimitStore; allowPrivateAddress: boolean }> = async (
  app,
  { db, rateLimits, allowPrivateAddress },
) => {
  const cache = pictureCache();
  // Two views of the same picture at once wait on one fetch.
  const pending = new Map<string, Promise<Picture>>();
  const load = (url: string): Promise<Picture> => {
    const known = cache.get(url);
    if (known) return Promise.resolve(known);
    let fetching = pending.get(url);
    if (!fetching) {
      fetching = fetchPicture(url, allowPrivateAddress)
        .then((picture) => {
          cache.set(url, picture);
          return picture;
        })
        .finally(() => pending.delete(url));
      pending.set(url, fetching);
    }
    return fetching;
  };

  app.get('/media', { schema: { querystring: MediaProxyQuerySchema } }, async (request, reply) => {
    const window = await rateLimits.hit(`federation-media:${request.ip}`, MINUTE_MS);
    if (window.count > MEDIA_PER_MINUTE) throw tooManyRequests(window.retryAfterSeconds);
    const { url } = request.query;
    if (!(await isKeptPicture(db, url))) throw notFound(MEDIA_NOT_KEPT_HERE);
    const picture = await load(url);
    return reply
      .type(picture.type)
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(picture.bytes);
  });
};
