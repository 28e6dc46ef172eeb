import type { Platform } from '../../platform/feature';
import { createNotificationMailService, type NotificationMailService } from './notification-mail.service';

type Needs = Omit<Parameters<typeof createNotificationMailService>[0], 'db' | 'mailer' | 'jobs' | 'publicUrl'>;

/** Mail and push about bell notifications, as each member chose, and the weekly digest. It has no routes. */
export async function notificationMailFeature({ db, mailer, jobs, publicUrl }: Platform, needs: Needs): Promise<NotificationMailService> {
  const notificationMail = createNotificationMailService({ db, mailer, jobs, publicUrl, ...needs });
  await jobs.workInBatches('notification-mail', (batch) => notificationMail.deliverBatch(batch));
  await jobs.work('weekly-digest', (data) => notificationMail.runWeeklyDigest(data.week));
  await jobs.work('digest-mail', (data) => notificationMail.sendDigest(data.userId, data.week));
  await notificationMail.scheduleWeeklyDigest();
  return notificationMail;
}
