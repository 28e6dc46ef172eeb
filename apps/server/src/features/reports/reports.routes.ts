import { CreateReportSchema, ReportReceiptSchema } from '@rootshare/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import { REPORT_RECEIPT } from './reports.presenter';
import type { ReportsService } from './reports.service';

export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/reports',
    { preHandler: app.requireMember, schema: { body: CreateReportSchema, response: { 201: ReportReceiptSchema } } },
    async (request, reply) => {
      await reports.createReport(memberOf(request).userId, request.body);
      return reply.code(201).send(REPORT_RECEIPT);
    },
  );
};
