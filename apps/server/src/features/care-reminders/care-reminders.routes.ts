import {
  CareScheduleParamsSchema,
  CareSchedulesSchema,
  DueRemindersSchema,
  ReminderParamsSchema,
  SetCareScheduleSchema,
  SnoozeReminderSchema,
} from '@rootshare/contracts/care-reminders';
import { UserPlantParamsSchema } from '@rootshare/contracts/user-plants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { CareRemindersService } from './care-reminders.service';

export const careReminderRoutes: FastifyPluginAsyncZod<{ reminders: CareRemindersService }> = async (app, { reminders }) => {
  app.get(
    '/user-plants/:id/care-reminders',
    { preHandler: app.requireMember, schema: { params: UserPlantParamsSchema, response: { 200: CareSchedulesSchema } } },
    async (request) => reminders.listSchedules(request.params.id, memberOf(request).userId),
  );

  app.put(
    '/user-plants/:id/care-reminders/:kind',
    {
      preHandler: app.requireMember,
      schema: { params: CareScheduleParamsSchema, body: SetCareScheduleSchema, response: { 200: CareSchedulesSchema } },
    },
    async (request) => reminders.setSchedule(request.params.id, memberOf(request).userId, request.params.kind, request.body),
  );

  app.get('/care-reminders/today', { preHandler: app.requireMember, schema: { response: { 200: DueRemindersSchema } } }, async (request) =>
    reminders.listToday(memberOf(request).userId),
  );

  app.post(
    '/care-reminders/:id/done',
    { preHandler: app.requireMember, schema: { params: ReminderParamsSchema } },
    async (request, reply) => {
      await reminders.markDone(request.params.id, memberOf(request).userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/care-reminders/:id/snooze',
    { preHandler: app.requireMember, schema: { params: ReminderParamsSchema, body: SnoozeReminderSchema } },
    async (request, reply) => {
      await reminders.snooze(request.params.id, memberOf(request).userId, request.body.days);
      return reply.code(204).send();
    },
  );
};
