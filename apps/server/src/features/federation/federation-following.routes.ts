import {
  FollowingListSchema,
  FollowRemoteInputSchema,
  RemoteAccountSchema,
  RemoteFeedSchema,
  UnfollowRemoteQuerySchema,
} from '@rootshare/contracts/federation-following';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { Following } from './federation-following';

/** A member's follows of accounts on other servers, and what those accounts published, under /api/federation. */
export const followingRoutes: FastifyPluginAsyncZod<{ following: Following }> = async (app, { following }) => {
  app.get('/following', { preHandler: app.requireMember, schema: { response: { 200: FollowingListSchema } } }, async (request) => ({
    accounts: await following.list(memberOf(request).userId),
  }));

  app.post(
    '/following',
    { preHandler: app.requireMember, schema: { body: FollowRemoteInputSchema, response: { 201: RemoteAccountSchema } } },
    async (request, reply) => reply.code(201).send(await following.follow(memberOf(request).userId, request.body.handle)),
  );

  app.delete(
    '/following',
    { preHandler: app.requireMember, schema: { querystring: UnfollowRemoteQuerySchema } },
    async (request, reply) => {
      await following.unfollow(memberOf(request).userId, request.query.actor);
      return reply.code(204).send();
    },
  );

  app.get('/feed', { preHandler: app.requireMember, schema: { response: { 200: RemoteFeedSchema } } }, async (request) => ({
    items: await following.feed(memberOf(request).userId),
  }));
};
