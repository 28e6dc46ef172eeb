import type { QueuedJob } from '../../platform/jobs';
import { createNotificationMailContext, type NotificationMailDeps } from './use-cases/context';
import { deliverBatch } from './use-cases/deliver-notifications';
import { runWeeklyDigest, scheduleWeeklyDigest, sendDigest } from './use-cases/weekly-digest';

export { nextDigestWeek } from './use-cases/weekly-digest';

/**
 * The jobs that tell members about things while Rootshare is closed: a notification's e-mail and
 * push, as the member chose for its kind, and the weekly digest (docs/notifications.md). Each use
 * case is a file of its own under use-cases/.
 */
export function createNotificationMailService(deps: NotificationMailDeps) {
  const ctx = createNotificationMailContext(deps);
  return {
    deliverBatch: (jobs: Array<QueuedJob<'notification-mail'>>) => deliverBatch(ctx, jobs),
    scheduleWeeklyDigest: (after?: Date) => scheduleWeeklyDigest(ctx, after),
    runWeeklyDigest: (week: string) => runWeeklyDigest(ctx, week),
    sendDigest: (userId: string, week: string) => sendDigest(ctx, userId, week),
  };
}

export type NotificationMailService = ReturnType<typeof createNotificationMailService>;
