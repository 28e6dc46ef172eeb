import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_TOKEN_REQUIRED, notFound, unauthorized } from '../../platform/errors';
import type { AuthService, Member } from './auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    member: Member | undefined;
  }
  interface FastifyInstance {
    /** preHandler: a valid session token is required; sets request.member. */
    requireMember: preHandlerAsyncHookHandler;
    /** preHandler: reads a token when one is sent (a bad one is still refused); sets request.member. */
    identifyMember: preHandlerAsyncHookHandler;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Decorates the instance with the two authentication preHandlers every feature uses. */
export const authGuard = fp(
  async (app: FastifyInstance, { auth }: { auth: Pick<AuthService, 'authenticate'> }) => {
    app.decorateRequest('member', undefined);

    async function identify(request: FastifyRequest, required: boolean): Promise<void> {
      const token = bearerToken(request);
      if (!token) {
        if (required) throw unauthorized(ACCESS_TOKEN_REQUIRED);
        return;
      }
      const member = await auth.authenticate(token);
      if (!member) throw unauthorized();
      request.member = member;
    }

    app.decorate('requireMember', (request: FastifyRequest) => identify(request, true));
    app.decorate('identifyMember', (request: FastifyRequest) => identify(request, false));
  },
  { name: 'auth-guard' },
);

/** The signed-in member of a route guarded by requireMember. */
export function memberOf(request: FastifyRequest): Member {
  if (!request.member) throw unauthorized(ACCESS_TOKEN_REQUIRED);
  return request.member;
}

/**
 * Admits only admins to the routes of the plugin it is called in, before the body is parsed or
 * validated, so nobody else learns that they exist: no token, a bad one, or a member's, all answer 404.
 */
export function onlyAdmins(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    await app.identifyMember.call(app, request, reply).catch(() => undefined);
    if (request.member?.role !== 'admin') throw notFound();
  });
}
