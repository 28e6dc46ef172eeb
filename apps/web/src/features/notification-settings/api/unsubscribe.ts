import { UnsubscribeStateSchema } from '@rootshare/contracts/notification-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { notificationSettingsKeys } from './keys';

const unsubscribePath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /unsubscribe: which e-mails a mailed link turns off, and whether they are off already; changes nothing. */
export function describeUnsubscribe(token: string, signal?: AbortSignal) {
  return apiRequest(unsubscribePath(token), { schema: UnsubscribeStateSchema, ...(signal ? { signal } : {}) });
}

/** POST /unsubscribe: turns those e-mails off; no sign-in needed, the link's token is enough. */
export function confirmUnsubscribe(token: string) {
  return apiRequest(unsubscribePath(token), { method: 'POST', schema: UnsubscribeStateSchema });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: notificationSettingsKeys.unsubscribe(token),
    queryFn: ({ signal }) => describeUnsubscribe(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

/** Turns the e-mails off and shows the link as used; the member's settings, if loaded, are read again. */
export function useConfirmUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmUnsubscribe(token),
    onSuccess: (state) => {
      queryClient.setQueryData(notificationSettingsKeys.unsubscribe(token), state);
      void queryClient.invalidateQueries({ queryKey: notificationSettingsKeys.mine });
    },
  });
}
