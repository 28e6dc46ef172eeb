import { BlockListSchema, BlockParamsSchema, CreateBlockSchema } from '@rootshare/contracts/blocks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { BlocksService } from './blocks.service';

export const blockRoutes: FastifyPluginAsyncZod<{ blocks: BlocksService }> = async (app, { blocks }) => {
  app.get('/blocks', { preHandler: app.requireMember, schema: { response: { 200: BlockListSchema } } }, async (request) =>
    blocks.list(memberOf(request).userId),
  );

  app.post('/blocks', { preHandler: app.requireMember, schema: { body: CreateBlockSchema } }, async (request, reply) => {
    await blocks.block(memberOf(request).userId, request.body.user_id);
    return reply.code(204).send();
  });

  app.delete('/blocks/:userId', { preHandler: app.requireMember, schema: { params: BlockParamsSchema } }, async (request, reply) => {
    await blocks.unblock(memberOf(request).userId, request.params.userId);
    return reply.code(204).send();
  });
};
