import {
  CreateReviewSchema,
  CreateSwapRequestSchema,
  RespondSwapSchema,
  ReviewPageSchema,
  SetHandoverSchema,
  ReviewSchema,
  ReviewsQuerySchema,
  SwapParamsSchema,
  SwapRequestSchema,
  UserSwapsQuerySchema,
  UserSwapsSchema,
} from '@rootshare/contracts/swaps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { SwapsService } from './swaps.service';

export const swapRoutes: FastifyPluginAsyncZod<{ swaps: SwapsService }> = async (app, { swaps }) => {
  app.post(
    '/swap-requests',
    { preHandler: app.requireMember, schema: { body: CreateSwapRequestSchema, response: { 201: SwapRequestSchema } } },
    async (request, reply) => reply.code(201).send(await swaps.createSwapRequest(memberOf(request).userId, request.body)),
  );

  app.get(
    '/swap-requests/:id',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, response: { 200: SwapRequestSchema } } },
    async (request) => swaps.getSwap(memberOf(request).userId, request.params.id),
  );

  app.post(
    '/swap-requests/:id/respond',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, body: RespondSwapSchema, response: { 200: SwapRequestSchema } } },
    async (request) => swaps.respond(memberOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/swap-requests/:id/complete',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, response: { 200: SwapRequestSchema } } },
    async (request) => swaps.complete(memberOf(request).userId, request.params.id),
  );

  app.put(
    '/swap-requests/:id/handover',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, body: SetHandoverSchema, response: { 200: SwapRequestSchema } } },
    async (request) => swaps.setHandover(memberOf(request).userId, request.params.id, request.body.handover),
  );

  app.post(
    '/swap-requests/:id/review',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, body: CreateReviewSchema, response: { 201: ReviewSchema } } },
    async (request, reply) => reply.code(201).send(await swaps.review(memberOf(request).userId, request.params.id, request.body)),
  );

  app.get(
    '/user-swaps',
    { preHandler: app.requireMember, schema: { querystring: UserSwapsQuerySchema, response: { 200: UserSwapsSchema } } },
    async (request) => swaps.listUserSwaps(memberOf(request).userId, request.query.status, request.query.cursor, request.query.limit),
  );

  // Reviews are public, like the profile they show on.
  app.get('/reviews', { schema: { querystring: ReviewsQuerySchema, response: { 200: ReviewPageSchema } } }, async (request) =>
    swaps.listReviews(request.query.user_id, request.query.cursor, request.query.limit),
  );
};
