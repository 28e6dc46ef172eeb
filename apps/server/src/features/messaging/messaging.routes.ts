import {
  ConversationEntrySchema,
  ConversationPageSchema,
  ConversationParamsSchema,
  ConversationsQuerySchema,
  CreateConversationSchema,
  MessagePageSchema,
  MessageSchema,
  MessagesQuerySchema,
  OpenedConversationSchema,
  SendMessageSchema,
} from '@rootshare/contracts/messaging';
import { UnreadCountSchema } from '@rootshare/contracts/counts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { MessagingService } from './messaging.service';

// An image message carries up to 5 MB of image as base64 (about 6.7 MB) inside its JSON.
const MESSAGE_BODY_LIMIT = 8 * 1024 * 1024;

export const messagingRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (app, { messaging }) => {
  app.addHook('preHandler', app.requireMember);

  app.get(
    '/conversations',
    { schema: { querystring: ConversationsQuerySchema, response: { 200: ConversationPageSchema } } },
    async (request) => messaging.listConversations(memberOf(request).userId, request.query.cursor, request.query.limit),
  );

  app.post(
    '/conversations',
    { schema: { body: CreateConversationSchema, response: { 200: OpenedConversationSchema, 201: OpenedConversationSchema } } },
    async (request, reply) => {
      const { entry, created } = await messaging.openConversation(memberOf(request).userId, request.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/conversations/:id',
    { schema: { params: ConversationParamsSchema, response: { 200: ConversationEntrySchema } } },
    async (request) => messaging.getConversation(memberOf(request).userId, request.params.id),
  );

  app.patch('/conversations/:id/read', { schema: { params: ConversationParamsSchema } }, async (request, reply) => {
    await messaging.markRead(memberOf(request).userId, request.params.id);
    return reply.code(204).send();
  });

  app.get('/messages', { schema: { querystring: MessagesQuerySchema, response: { 200: MessagePageSchema } } }, async (request) =>
    messaging.listMessages(memberOf(request).userId, request.query),
  );

  app.post(
    '/messages',
    { bodyLimit: MESSAGE_BODY_LIMIT, schema: { body: SendMessageSchema, response: { 201: MessageSchema } } },
    async (request, reply) => reply.code(201).send(await messaging.sendMessage(memberOf(request).userId, request.body)),
  );

  app.get('/messages/unread-count', { schema: { response: { 200: UnreadCountSchema } } }, async (request) => ({
    unreadCount: await messaging.unreadCount(memberOf(request).userId),
  }));
};
