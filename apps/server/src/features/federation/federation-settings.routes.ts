import { FederationSettingsSchema, FederationSettingsUpdateSchema, type FederationSettings } from '@rootshare/contracts/federation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import { memberOf } from '../auth/auth.guard';
import { setProfileFederates } from '../profiles/profiles.writes';
import { federationChoice } from './federation.repo';

interface Options {
  db: Database;
  caches: ReadCaches;
  /** Whether this server federates (FEDERATION). */
  available: boolean;
  /** The server's public address, whose host (and port) ends every member's handle. */
  origin: string;
}

/**
 * The member's own choice to let people on other servers follow them: no id in the path, so nobody
 * can name another member's. It is kept whether or not this server federates, so it holds once it does.
 */
export const federationSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, caches, available, origin }) => {
  const host = new URL(origin).host;
  app.addHook('preHandler', app.requireMember);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function settingsOf(id: string): Promise<FederationSettings> {
    const choice = await federationChoice(db, id);
    if (!choice) throw notFound('Profile not found');
    return { federates: choice.federates, available, handle: available ? `@${choice.username}@${host}` : null };
  }

  app.get('/federation', { schema: { response: { 200: FederationSettingsSchema } } }, async (request) =>
    settingsOf(memberOf(request).userId),
  );

  app.put(
    '/federation',
    { schema: { body: FederationSettingsUpdateSchema, response: { 200: FederationSettingsSchema } } },
    async (request) => {
      const { userId } = memberOf(request);
      await setProfileFederates(db, userId, request.body.federates);
      // Announced as any change to the member is, so every instance forgets what it built from them.
      await caches.forget(changeOf.member(userId));
      return settingsOf(userId);
    },
  );
};
