import {
  ContactRemoteInputSchema,
  RemoteConversationListSchema,
  RemoteConversationParamsSchema,
  RemoteConversationSchema,
  RemoteMessageInputSchema,
  RemoteMessageSchema,
  RemoteThreadSchema,
} from '@rootshare/contracts/federation-following';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { RemoteMessages } from './federation-messages';

/** A member's direct conversations with accounts on other servers, under /api/federation/conversations. */
export const remoteMessageRoutes: FastifyPluginAsyncZod<{ messages: RemoteMessages }> = async (app, { messages }) => {
  app.get('/', { preHandler: app.requireMember, schema: { response: { 200: RemoteConversationListSchema } } }, async (request) => ({
    conversations: await messages.list(memberOf(request).userId),
  }));

  app.post(
    '/',
    {
      preHandler: app.requireMember,
      schema: {
        body: ContactRemoteInputSchema,
        response: { 201: z.object({ conversation: RemoteConversationSchema, message: RemoteMessageSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.contact(memberOf(request).userId, request.body.about, request.body.content)),
  );

  app.get(
    '/:id',
    { preHandler: app.requireMember, schema: { params: RemoteConversationParamsSchema, response: { 200: RemoteThreadSchema } } },
    async (request) => messages.thread(memberOf(request).userId, request.params.id),
  );

  app.post(
    '/:id/messages',
    {
      preHandler: app.requireMember,
      schema: { params: RemoteConversationParamsSchema, body: RemoteMessageInputSchema, response: { 201: RemoteMessageSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(await messages.answer(memberOf(request).userId, request.params.id, request.body.content)),
  );
};
