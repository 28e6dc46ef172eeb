import {
  BlockRemoteInputSchema,
  FollowingListSchema,
  FollowRemoteInputSchema,
  RemoteAccountSchema,
  RemoteBlockListSchema,
  RemoteBlockSchema,
  RemoteFeedSchema,
  RemoteLikeInputSchema,
  RemoteLikeResultSchema,
  RemoteReplySchema,
  ReplyToRemoteInputSchema,
  UnfollowRemoteQuerySchema,
} from '@rootshare/contracts/federation-following';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { Following } from './federation-following';
import type { MemberBlocks } from './federation-member-blocks';
import type { Talk } from './federation-talk';

/** A member's follows of accounts on other servers, what those accounts published, the member's replies and likes, and their blocks, under /api/federation. */
export const followingRoutes: FastifyPluginAsyncZod<{ following: Following; talk: Talk; blocks: MemberBlocks }> = async (
  app,
  { following, talk, blocks },
) => {
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

  app.post(
    '/replies',
    { preHandler: app.requireMember, schema: { body: ReplyToRemoteInputSchema, response: { 201: RemoteReplySchema } } },
    async (request, reply) =>
      reply.code(201).send(await talk.reply(memberOf(request).userId, request.body.in_reply_to, request.body.content)),
  );

  app.post(
    '/likes',
    { preHandler: app.requireMember, schema: { body: RemoteLikeInputSchema, response: { 200: RemoteLikeResultSchema } } },
    async (request) => {
      await talk.like(memberOf(request).userId, request.body.object);
      return { liked: true };
    },
  );

  // Taking back a like that is not there answers the same: the member's intent holds either way.
  app.delete(
    '/likes',
    { preHandler: app.requireMember, schema: { querystring: RemoteLikeInputSchema, response: { 200: RemoteLikeResultSchema } } },
    async (request) => {
      await talk.unlike(memberOf(request).userId, request.query.object);
      return { liked: false };
    },
  );

  app.get('/blocks', { preHandler: app.requireMember, schema: { response: { 200: RemoteBlockListSchema } } }, async (request) => ({
    accounts: await blocks.list(memberOf(request).userId),
  }));

  app.post(
    '/blocks',
    { preHandler: app.requireMember, schema: { body: BlockRemoteInputSchema, response: { 201: RemoteBlockSchema } } },
    async (request, reply) => reply.code(201).send(await blocks.block(memberOf(request).userId, request.body.actor)),
  );

  // Lifting a block that is not there answers the same: the member's intent holds either way.
  app.delete('/blocks', { preHandler: app.requireMember, schema: { querystring: BlockRemoteInputSchema } }, async (request, reply) => {
    await blocks.unblock(memberOf(request).userId, request.query.actor);
    return reply.code(204).send();
  });
};
