import type { Platform } from '../../platform/feature';
import { createLinkSigner } from '../../platform/signed-links';
import { notificationSettingsRoutes, oneClickUnsubscribeRoutes } from './notification-settings.routes';
import { createNotificationSettingsService, type NotificationSettingsService } from './notification-settings.service';

/** What mail and push each member asked for, and the signed one-click unsubscribe links in that mail. */
export async function notificationSettingsFeature({ app, db, secret, publicUrl }: Platform): Promise<NotificationSettingsService> {
  const settings = createNotificationSettingsService({ db, links: createLinkSigner(secret, 'unsubscribe'), publicUrl });
  await app.register(notificationSettingsRoutes, { prefix: '/api', settings });
  await app.register(oneClickUnsubscribeRoutes, { settings });
  return settings;
}
