import {
  ContentParamsSchema,
  ContentVisibilitySchema,
  FailedJobsSchema,
  JobParamsSchema,
  OutboxMailParamsSchema,
  OutboxMailSchema,
  OutboxPageSchema,
  MemberParamsSchema,
  ReportParamsSchema,
  ReportQueuePageSchema,
  ReportQueueQuerySchema,
  SuspensionResultSchema,
  SuspensionSchema,
  UpdateReportSchema,
} from '@rootshare/contracts/admin';
import { OfferedPhotoParamsSchema, OfferedPhotosSchema } from '@rootshare/contracts/catalogue-offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf, onlyAdmins } from '../auth/auth.guard';
import type { CatalogueOffersService } from '../user-plants/catalogue-offers.service';
import type { AdminService } from './admin.service';

/** The moderators' routes, under /api/admin. */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  catalogueOffers: Pick<CatalogueOffersService, 'listForModerators' | 'remove'>;
}> = async (app, { admin, catalogueOffers }) => {
  onlyAdmins(app);

  app.get('/reports', { schema: { querystring: ReportQueueQuerySchema, response: { 200: ReportQueuePageSchema } } }, async (request) =>
    admin.listReports(request.query),
  );

  app.patch('/reports/:id', { schema: { params: ReportParamsSchema, body: UpdateReportSchema } }, async (request, reply) => {
    await admin.updateReport(request.params.id, request.body.status, memberOf(request).userId);
    return reply.code(204).send();
  });

  app.put(
    '/content/:type/:id',
    { schema: { params: ContentParamsSchema, body: ContentVisibilitySchema, response: { 200: ContentVisibilitySchema } } },
    async (request) => admin.setContentHidden(request.params.type, request.params.id, request.body.hidden),
  );

  app.get('/outbox', { schema: { response: { 200: OutboxPageSchema } } }, async () => admin.listOutbox());

  app.get('/outbox/:id', { schema: { params: OutboxMailParamsSchema, response: { 200: OutboxMailSchema } } }, async (request) =>
    admin.readOutbox(request.params.id),
  );

  app.get('/jobs/failed', { schema: { response: { 200: FailedJobsSchema } } }, async () => ({ jobs: await admin.listFailedJobs() }));

  app.post('/jobs/:id/retry', { schema: { params: JobParamsSchema } }, async (request, reply) => {
    await admin.retryJob(request.params.id);
    return reply.code(204).send();
  });

  // Members' photos offered to the catalogue (ADR 0056): a removed one leaves it at once.
  app.get('/catalogue-photos', { schema: { response: { 200: OfferedPhotosSchema } } }, async () => ({
    photos: await catalogueOffers.listForModerators(),
  }));

  app.delete('/catalogue-photos/:id', { schema: { params: OfferedPhotoParamsSchema } }, async (request, reply) => {
    await catalogueOffers.remove(request.params.id, memberOf(request).userId);
    return reply.code(204).send();
  });

  app.put(
    '/members/:id/suspension',
    { schema: { params: MemberParamsSchema, body: SuspensionSchema, response: { 200: SuspensionResultSchema } } },
    async (request) => admin.setSuspension(request.params.id, request.body.suspended, memberOf(request).userId),
  );
};
