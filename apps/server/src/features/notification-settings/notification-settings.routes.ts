import { NotificationSettingsSchema, UnsubscribeQuerySchema, UnsubscribeStateSchema } from '@rootshare/contracts/notification-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { NotificationSettingsService } from './notification-settings.service';

type Options = { settings: NotificationSettingsService };

/** The member's own choices (no id: nobody can name another member's), and the unsubscribe page's calls. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/notification-settings',
    { preHandler: app.requireMember, schema: { response: { 200: NotificationSettingsSchema } } },
    async (request) => settings.get(memberOf(request).userId),
  );

  app.put(
    '/notification-settings',
    { preHandler: app.requireMember, schema: { body: NotificationSettingsSchema, response: { 200: NotificationSettingsSchema } } },
    async (request) => settings.update(memberOf(request).userId, request.body),
  );

  // The unsubscribe page: the signed token is all the authority needed, no sign-in.
  app.get('/unsubscribe', { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeStateSchema } } }, async (request) =>
    settings.describeUnsubscribe(request.query.token),
  );

  app.post(
    '/unsubscribe',
    { schema: { querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribeStateSchema } } },
    async (request) => settings.unsubscribe(request.query.token),
  );
};

/**
 * One-click unsubscribe (RFC 8058): a mail client POSTs `List-Unsubscribe=One-Click` to the
 * link in the mail's List-Unsubscribe header, form-encoded or multipart, and gets 200 with no page.
 * A GET of the same link is the web app's confirmation page, which changes nothing by itself.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod<Options> = async (app, { settings }) => {
  // The body says only "one click"; the token in the link is what counts, so any body is taken unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  app.post('/unsubscribe', { schema: { querystring: UnsubscribeQuerySchema } }, async (request, reply) => {
    await settings.unsubscribe(request.query.token);
    return reply.code(200).header('cache-control', 'no-store').send();
  });
};
