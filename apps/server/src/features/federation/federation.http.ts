import type { Federation } from '@fedify/fedify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerApp } from '../../platform/feature';

/** The media types ActivityPub servers post with; their bodies are kept as bytes, which signatures cover. */
const ACTIVITY_TYPES = ['application/activity+json', 'application/ld+json'];
/** An activity is small; Mastodon refuses more than this too. */
const ACTIVITY_BODY_LIMIT = 256 * 1024;

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
export async function federationRoutes(app: ServerApp, { federation, origin }: { federation: Federation<undefined>; origin: string }) {
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
  app.route({ method: 'POST', url: '/ap/*', handler: handle });
}
