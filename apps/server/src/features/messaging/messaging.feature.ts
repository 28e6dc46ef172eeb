import type { Platform } from '../../platform/feature';
import { messagingRoutes } from './messaging.routes';
import { createMessagingService, type MessagingService } from './messaging.service';

type Needs = Omit<Parameters<typeof createMessagingService>[0], 'db' | 'caches' | 'quotas' | 'onError'>;

/** Conversations and messages between members. */
export async function messagingFeature({ app, db, caches, quotas }: Platform, needs: Needs): Promise<MessagingService> {
  const messaging = createMessagingService({
    db,
    caches,
    quotas,
    onError: (error) => app.log.warn({ err: error }, 'message delivery failed'),
    ...needs,
  });
  await app.register(messagingRoutes, { prefix: '/api', messaging });
  return messaging;
}
