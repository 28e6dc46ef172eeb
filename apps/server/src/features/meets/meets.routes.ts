import { languageForAcceptLanguage } from '@rootshare/contracts/languages';
import fastifyMultipart from '@fastify/multipart';
import { MEET_COVER_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  BringingInputSchema,
  HostMessageInputSchema,
  HostMessageResultSchema,
  MeetInputSchema,
  MeetParamsSchema,
  MeetSchema,
  MeetsQuerySchema,
  NearbyMeetsSchema,
  RsvpInputSchema,
} from '@rootshare/contracts/meets';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarHeaders } from '../../platform/calendar';
import { memberOf } from '../auth/auth.guard';
import type { MeetsService } from './meets.service';

export const meetRoutes: FastifyPluginAsyncZod<{ meets: MeetsService }> = async (app, { meets }) => {
  app.get(
    '/meets',
    // The body comes encoded with MeetPageSchema by the service (it may be a cached one).
    { preHandler: app.identifyMember, schema: { querystring: MeetsQuerySchema } },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(await meets.listBody(request.member?.userId, request.query)),
  );

  app.get('/meets/nearby', { preHandler: app.requireMember, schema: { response: { 200: NearbyMeetsSchema } } }, async (request) =>
    meets.nearby(memberOf(request).userId),
  );

  app.post(
    '/meets',
    { preHandler: app.requireMember, schema: { body: MeetInputSchema, response: { 201: MeetSchema } } },
    async (request, reply) => reply.code(201).send(await meets.create(memberOf(request).userId, request.body)),
  );

  app.get(
    '/meets/:id',
    { preHandler: app.identifyMember, schema: { params: MeetParamsSchema, response: { 200: MeetSchema } } },
    async (request) => meets.get(request.params.id, request.member?.userId),
  );

  app.put(
    '/meets/:id',
    { preHandler: app.requireMember, schema: { params: MeetParamsSchema, body: MeetInputSchema, response: { 200: MeetSchema } } },
    async (request) => meets.update(memberOf(request).userId, request.params.id, request.body),
  );

  app.post(
    '/meets/:id/cancel',
    { preHandler: app.requireMember, schema: { params: MeetParamsSchema, response: { 200: MeetSchema } } },
    async (request) => meets.cancel(memberOf(request).userId, request.params.id),
  );

  app.put(
    '/meets/:id/rsvp',
    { preHandler: app.requireMember, schema: { params: MeetParamsSchema, body: RsvpInputSchema, response: { 200: MeetSchema } } },
    async (request) => meets.rsvp(memberOf(request).userId, request.params.id, request.body.status),
  );

  app.put(
    '/meets/:id/bringing',
    { preHandler: app.requireMember, schema: { params: MeetParamsSchema, body: BringingInputSchema, response: { 200: MeetSchema } } },
    async (request) => meets.setBringing(memberOf(request).userId, request.params.id, request.body.user_plant_ids),
  );

  app.post(
    '/meets/:id/messages',
    {
      preHandler: app.requireMember,
      schema: { params: MeetParamsSchema, body: HostMessageInputSchema, response: { 200: HostMessageResultSchema } },
    },
    async (request) => ({ recipients: await meets.messageAttendees(memberOf(request).userId, request.params.id, request.body.message) }),
  );

  app.get('/meets/:id/calendar.ics', { preHandler: app.identifyMember, schema: { params: MeetParamsSchema } }, async (request, reply) =>
    reply
      .headers(calendarHeaders('swap-meet'))
      .send(await meets.calendar(request.params.id, request.member?.userId, languageForAcceptLanguage(request.headers['accept-language']))),
  );

  // The cover photo streams through the image pipeline; the multipart plugin lives in this scope only.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    await forms.register(fastifyMultipart, { limits: { fileSize: MEET_COVER_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
    forms.put(
      '/meets/:id/cover',
      { preHandler: app.requireMember, schema: { params: MeetParamsSchema, response: { 200: MeetSchema } } },
      async (request) => meets.setCover(memberOf(request).userId, request.params.id, request.parts()),
    );
  });
};
