import { ActivityStatusListSchema, ActivityStatusQuerySchema } from '@rootshare/contracts/messaging';
import { SOCKET_MAX_FRAME_BYTES, SOCKET_PATH } from '@rootshare/contracts/realtime';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../platform/errors';
import type { PresenceState } from '../../platform/presence';
import { memberOf } from '../auth/auth.guard';
import type { BlocksService } from '../blocks/blocks.service';
import { presentActivityStatus } from './realtime.presenter';
import type { RealtimeService } from './realtime.service';

export interface RealtimeRouteOptions {
  realtime: RealtimeService;
  blocks: Pick<BlocksService, 'relations'>;
  /** Origins allowed besides the page's own (ALLOWED_ORIGINS). */
  allowedOrigins: string[];
}

/**
 * A browser always sends Origin on a socket upgrade: only the app's own origin (same host) and
 * the configured ones may open a socket, so no other site can ride a member's session
 * (docs/security.md S8). Clients that send no Origin are not browsers and must still authenticate.
 */
function originAllowed(request: FastifyRequest, allowed: string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRouteOptions> = async (app, { realtime, blocks, allowedOrigins }) => {
  await app.register(fastifyWebsocket, {
    options: { maxPayload: SOCKET_MAX_FRAME_BYTES, perMessageDeflate: false },
    preClose: async () => {
      await realtime.stop();
      app.websocketServer.close();
    },
    // A socket error (a peer vanishing mid-frame) only ends that socket.
    errorHandler: (_error, socket) => socket.terminate(),
  });
  await realtime.start();

  app.get(
    SOCKET_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!originAllowed(request, allowedOrigins)) throw forbidden('Origin not allowed');
      },
    },
    (socket, request) => realtime.accept(socket, request.ip),
  );

  app.get(
    '/api/users/activity-status',
    { preHandler: app.requireMember, schema: { querystring: ActivityStatusQuerySchema, response: { 200: ActivityStatusListSchema } } },
    async (request) => {
      // Members who blocked each other see each other as away, last seen unknown.
      const { byMe, byThem } = await blocks.relations(memberOf(request).userId);
      const visible = request.query.userIds.filter((id) => !byMe.has(id) && !byThem.has(id));
      const states = visible.length > 0 ? await realtime.lookupPresence(visible) : new Map<string, PresenceState>();
      for (const id of request.query.userIds) if (!states.has(id)) states.set(id, { active: false, lastActiveAt: null });
      return presentActivityStatus(states);
    },
  );
};
