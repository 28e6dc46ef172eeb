import { CalendarFeedCreatedSchema, CalendarFeedQuerySchema, CalendarFeedStateSchema } from '@rootshare/contracts/meets';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { CalendarService } from './calendar.service';

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (app, { calendar }) => {
  app.get('/calendar-feed', { preHandler: app.requireMember, schema: { response: { 200: CalendarFeedStateSchema } } }, async (request) =>
    calendar.state(memberOf(request).userId),
  );

  app.post(
    '/calendar-feed',
    { preHandler: app.requireMember, schema: { response: { 201: CalendarFeedCreatedSchema } } },
    async (request, reply) => reply.code(201).send(await calendar.regenerate(memberOf(request).userId)),
  );

  app.delete('/calendar-feed', { preHandler: app.requireMember }, async (request, reply) => {
    await calendar.revoke(memberOf(request).userId);
    return reply.code(204).send();
  });

  // Calendar apps poll this without signing in: the token (in the query, which logs leave out) is the key.
  app.get('/calendar-feed.ics', { schema: { querystring: CalendarFeedQuerySchema } }, async (request, reply) =>
    reply
      .headers({ 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' })
      .send(await calendar.feed(request.query.token)),
  );
};
