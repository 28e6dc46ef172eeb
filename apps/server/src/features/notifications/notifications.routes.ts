import { NotificationPageSchema, NotificationParamsSchema, NotificationsQuerySchema } from '@rootshare/contracts/notifications';
import { UnreadCountSchema } from '@rootshare/contracts/counts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { NotificationsService } from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.addHook('preHandler', app.requireMember);

  app.get(
    '/notifications',
    { schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationPageSchema } } },
    async (request) => notifications.list(memberOf(request).userId, request.query.cursor, request.query.limit),
  );

  app.get('/notifications/unread-count', { schema: { response: { 200: UnreadCountSchema } } }, async (request) => ({
    unreadCount: await notifications.unreadCount(memberOf(request).userId),
  }));

  // Opening the bell marks everything read in one request rather than one per item.
  app.post('/notifications/read-all', async (request, reply) => {
    await notifications.markAllRead(memberOf(request).userId);
    return reply.code(204).send();
  });

  app.post('/notifications/:id/read', { schema: { params: NotificationParamsSchema } }, async (request, reply) => {
    await notifications.markRead(memberOf(request).userId, request.params.id);
    return reply.code(204).send();
  });

  app.delete('/notifications/:id', { schema: { params: NotificationParamsSchema } }, async (request, reply) => {
    await notifications.remove(memberOf(request).userId, request.params.id);
    return reply.code(204).send();
  });
};
