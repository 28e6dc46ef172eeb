import { LanguageSettingsSchema, LanguageSettingsUpdateSchema } from '@rootshare/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { memberOf } from '../auth/auth.guard';
import { setMemberLanguage } from '../auth/auth.writes';
import { presentLanguageSettings } from './language.presenter';
import { findLanguage } from './language.repo';

/** The member's own language: no id in the path, so nobody can name another member's. */
export const languageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', app.requireMember);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/language', { schema: { response: { 200: LanguageSettingsSchema } } }, async (request) =>
    presentLanguageSettings(await findLanguage(db, memberOf(request).userId)),
  );

  app.put('/language', { schema: { body: LanguageSettingsUpdateSchema, response: { 200: LanguageSettingsSchema } } }, async (request) => {
    await setMemberLanguage(db, memberOf(request).userId, request.body.language);
    return presentLanguageSettings(request.body.language);
  });
};
