import { HandoverCalendarQuerySchema, HandoverPlanInputSchema, HandoverPlanResponseSchema } from '@rootshare/contracts/meets';
import { SwapParamsSchema } from '@rootshare/contracts/swaps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarHeaders } from '../../platform/calendar';
import { memberOf } from '../auth/auth.guard';
import type { HandoversService } from './handovers.service';

export const handoverRoutes: FastifyPluginAsyncZod<{ handovers: HandoversService }> = async (app, { handovers }) => {
  app.get(
    '/swap-requests/:id/handover-plan',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, response: { 200: HandoverPlanResponseSchema } } },
    async (request) => handovers.get(memberOf(request).userId, request.params.id),
  );

  app.put(
    '/swap-requests/:id/handover-plan',
    {
      preHandler: app.requireMember,
      schema: { params: SwapParamsSchema, body: HandoverPlanInputSchema, response: { 200: HandoverPlanResponseSchema } },
    },
    async (request) => handovers.propose(memberOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/swap-requests/:id/handover-plan/accept',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema, response: { 200: HandoverPlanResponseSchema } } },
    async (request) => handovers.accept(memberOf(request).userId, request.params.id),
  );

  app.get(
    '/swap-requests/:id/handover-plan/calendar.ics',
    { preHandler: app.requireMember, schema: { params: SwapParamsSchema } },
    async (request, reply) =>
      reply.headers(calendarHeaders('plant-handover')).send(await handovers.calendar(memberOf(request).userId, request.params.id)),
  );

  // The mailed 'Add to calendar' link: its signed token stands for the member, who need not be signed in.
  app.get('/handover-calendar.ics', { schema: { querystring: HandoverCalendarQuerySchema } }, async (request, reply) =>
    reply.headers(calendarHeaders('plant-handover')).send(await handovers.calendarByLink(request.query.token)),
  );
};
