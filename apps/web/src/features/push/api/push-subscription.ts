import { PushDeviceSchema } from '@rootshare/contracts/push';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';

export const pushKeys = {
  /** The server's public key and this sign-in's endpoint. */
  device: ['push', 'device'] as const,
  /** The endpoint this browser is subscribed with, whoever it was for. */
  browser: ['push', 'browser'] as const,
};

/** GET /push/subscription: the key pushes are signed with, and the endpoint this sign-in is subscribed with. */
export const pushDeviceQueryOptions = () =>
  queryOptions({
    queryKey: pushKeys.device,
    queryFn: ({ signal }) => apiRequest('/push/subscription', { schema: PushDeviceSchema, signal }),
    staleTime: 0,
    ...QUICK_FAILURE,
  });

/** PUT /push/subscription: this sign-in's device gets pushes at the browser's subscription (204). */
export async function savePushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await apiRequest('/push/subscription', { method: 'PUT', body: subscription });
}

/** DELETE /push/subscription: this sign-in's device gets no more pushes (204). */
export async function deletePushSubscription(): Promise<void> {
  await apiRequest('/push/subscription', { method: 'DELETE' });
}
