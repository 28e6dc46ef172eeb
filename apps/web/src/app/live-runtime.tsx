import { federationLive } from '@/features/federation/api/live';
import { MessagingRuntime } from '@/features/messaging/components/messaging-runtime';
import { notificationsLive } from '@/features/notifications/api/live';
import { swapsLive } from '@/features/swaps/api/live';

const LIVE = [notificationsLive, swapsLive, federationLive];

/** The tab's socket (owned by messaging) with every feature whose pages its events change. */
export function LiveRuntime({ me }: { me: string }) {
  return <MessagingRuntime me={me} live={LIVE} />;
}
