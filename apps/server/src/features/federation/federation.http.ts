import type { Federation } from '@fedify/fedify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerApp } from '../../platform/feature';
import type { RateLimitStore } from '../../platform/rate-limit';
import type { FederationRepo } from './federation.repo';

/** The media types ActivityPub servers post with; their bodies are kept as bytes, which signatures cover. */
const ACTIVITY_TYPES = ['application/activity+json', 'application/ld+json'];
/** An activity is small; Mastodon refuses more than this too. */
const ACTIVITY_BODY_LIMIT = 256 * 1024;

/** Activities one server may send us a minute, all its accounts together; a busy Mastodon sends far fewer. */
export const INBOX_PER_SERVER_PER_MINUTE = 300;
const MINUTE_MS = 60_000;

const hostOf = (address: unknown): string | null => {
  if (typeof address !== 'string') return null;
  try {
    return new URL(address).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The servers a delivery says it comes from, before Fedify checks its signature: the host of the
 * key it is signed with (either signature scheme) and of the actor it names.
 */
function claimedSenders(request: FastifyRequest): string[] {
  const signature = `${String(request.headers.signature ?? '')} ${String(request.headers['signature-input'] ?? '')}`;
  const keyId = /keyid="([^"]+)"/i.exec(signature)?.[1];
  let actor: unknown = null;
  try {
    const body = JSON.parse(Buffer.isBuffer(request.body) ? request.body.toString('utf8') : '{}') as { actor?: unknown };
    actor = typeof body.actor === 'object' && body.actor !== null ? (body.actor as { id?: unknown }).id : body.actor;
  } catch {
    // Fedify answers a body that is not JSON.
  }
  return [...new Set([hostOf(keyId), hostOf(actor)].filter((host): host is string => host !== null))];
}

/** Fastify's request as the web's Request Fedify reads, at the public origin its ids are made from. */
function asFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  const body = request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : null;
  return new Request(new URL(request.url, origin), { method: request.method, headers, body });
}

async function send(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    reply.header(name, value);
  });
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * Hands the ActivityPub and discovery paths to Fedify (no Fastify integration of Fedify's is
 * published to npm, so this is the few lines one would be): WebFinger, NodeInfo and everything
 * under /ap. Every other path stays the app's.
 */
export async function federationRoutes(
  app: ServerApp,
  {
    federation,
    origin,
    repo,
    rateLimits,
  }: { federation: Federation<undefined>; origin: string; repo: FederationRepo; rateLimits: RateLimitStore },
) {
  app.addContentTypeParser(ACTIVITY_TYPES, { parseAs: 'buffer', bodyLimit: ACTIVITY_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });
  const handle = async (request: FastifyRequest, reply: FastifyReply) =>
    send(
      reply,
      await federation.fetch(asFetchRequest(request, origin), {
        contextData: undefined,
        onNotFound: () => new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }),
        onNotAcceptable: () => new Response('Not acceptable', { status: 406, headers: { 'content-type': 'text/plain' } }),
      }),
    );
  for (const url of ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*']) {
    app.route({ method: ['GET', 'HEAD'], url, handler: handle });
  }
  // Deliveries from a server an admin cut off are refused, and each server has a budget a minute.
  const guardInbox = async (request: FastifyRequest, reply: FastifyReply) => {
    const senders = claimedSenders(request);
    for (const host of senders) {
      if (await repo.isBlockedDomain(host)) {
        return reply.code(403).type('text/plain').send('This server does not accept activities from yours.');
      }
    }
    const window = await rateLimits.hit(`federation-inbox:${senders[0] ?? request.ip}`, MINUTE_MS);
    if (window.count > INBOX_PER_SERVER_PER_MINUTE) {
      return reply
        .code(429)
        .header('retry-after', String(window.retryAfterSeconds))
        .type('text/plain')
        .send('Too many activities; try again later.');
    }
    return undefined;
  };
  app.route({ method: 'POST', url: '/ap/*', preHandler: guardInbox, handler: handle });
}
