import type { Platform } from '../../platform/feature';
import { notificationRoutes } from './notifications.routes';
import { createNotificationsService, type NotificationsService } from './notifications.service';

type Needs = Omit<Parameters<typeof createNotificationsService>[0], 'db' | 'jobs' | 'onError'>;

/** The bell: notifications stored, sent live, and queued for mail. */
export async function notificationsFeature({ app, db, jobs }: Platform, needs: Needs): Promise<NotificationsService> {
  const notifications = createNotificationsService({
    db,
    jobs,
    onError: (error) => app.log.warn({ err: error }, 'notification delivery failed'),
    ...needs,
  });
  await app.register(notificationRoutes, { prefix: '/api', notifications });
  return notifications;
}
