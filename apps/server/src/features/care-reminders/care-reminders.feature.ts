import type { Platform } from '../../platform/feature';
import { careReminderRoutes } from './care-reminders.routes';
import { createCareRemindersService, type CareRemindersService } from './care-reminders.service';

type Needs = Omit<Parameters<typeof createCareRemindersService>[0], 'db' | 'jobs' | 'clock'>;

/** Care reminders on members' plants, announced by a sweep every minute. */
export async function careRemindersFeature({ app, db, jobs, clock }: Platform, needs: Needs): Promise<CareRemindersService> {
  const reminders = createCareRemindersService({ db, jobs, clock, ...needs });
  await jobs.work('care-reminder-sweep', (data) => reminders.runSweep(data.at));
  await reminders.scheduleSweep();
  await app.register(careReminderRoutes, { prefix: '/api', reminders });
  return reminders;
}
