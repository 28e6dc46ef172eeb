import { webPushSubject } from '../../config';
import type { Platform } from '../../platform/feature';
import { createWebPushSender, resolveVapidKeys } from '../../platform/web-push';
import { pushRoutes } from './push.routes';
import { createPushService, type PushService } from './push.service';

type Needs = Pick<Parameters<typeof createPushService>[0], 'allowLoopbackEndpoints'>;

/** Members' push subscriptions and the delivery of each push to their devices. */
export async function pushFeature({ app, db, jobs, config, metrics }: Platform, { allowLoopbackEndpoints }: Needs): Promise<PushService> {
  const vapidKeys = resolveVapidKeys({ publicKey: config.WEB_PUSH_PUBLIC_KEY, privateKey: config.WEB_PUSH_PRIVATE_KEY }, config.DATA_DIR);
  const sender = createWebPushSender(vapidKeys, webPushSubject(config));
  const push = createPushService({ db, jobs, sender: metrics ? metrics.countPush(sender) : sender, allowLoopbackEndpoints });
  await jobs.work('push-send', (data) => push.deliver(data));
  await app.register(pushRoutes, { prefix: '/api/push', push });
  return push;
}
