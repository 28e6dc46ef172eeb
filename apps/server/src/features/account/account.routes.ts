import {
  AccountEmailSchema,
  AccountExportSchema,
  EmailChangeSchema,
  AccountSessionListSchema,
  ChangePasswordResultSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  EndedSessionsSchema,
  SessionParamsSchema,
} from '@rootshare/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { AccountService } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  app.addHook('preHandler', app.requireMember);
  // The address, sessions, the export and their errors are the member's alone: no cache keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/email', { schema: { response: { 200: AccountEmailSchema } } }, async (request) => account.emailStatus(memberOf(request)));

  app.post('/email', { schema: { body: EmailChangeSchema, response: { 202: AccountEmailSchema } } }, async (request, reply) =>
    reply.code(202).send(await account.requestEmailChange(memberOf(request), request.body)),
  );

  app.delete('/email/pending', { schema: { response: { 200: AccountEmailSchema } } }, async (request) =>
    account.cancelEmailChange(memberOf(request)),
  );

  app.post('/password', { schema: { body: ChangePasswordSchema, response: { 200: ChangePasswordResultSchema } } }, async (request) =>
    account.changePassword(memberOf(request), request.body),
  );

  app.get('/sessions', { schema: { response: { 200: AccountSessionListSchema } } }, async (request) =>
    account.listSessions(memberOf(request)),
  );

  app.post('/sessions/revoke-others', { schema: { response: { 200: EndedSessionsSchema } } }, async (request) =>
    account.endOtherSessions(memberOf(request)),
  );

  app.delete('/sessions/:id', { schema: { params: SessionParamsSchema } }, async (request, reply) => {
    await account.endSession(memberOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/export', { schema: { response: { 200: AccountExportSchema } } }, async (request, reply) => {
    const { fileName, data } = await account.exportData(memberOf(request));
    return reply.header('content-disposition', `attachment; filename="${fileName}"`).send(data);
  });

  // POST rather than DELETE: the request carries the password, and a DELETE body has no defined meaning (RFC 9110).
  app.post('/delete', { schema: { body: DeleteAccountSchema } }, async (request, reply) => {
    await account.deleteAccount(memberOf(request), request.body.password);
    return reply.code(204).send();
  });
};
