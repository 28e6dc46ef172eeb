import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { deletePushSubscription, pushDeviceQueryOptions, pushKeys, savePushSubscription } from '../api/push-subscription';
import { BrowserPushError, browserSubscription, browserSupportsPush, subscribeBrowser, type PushProblem } from './browser-push';

/**
 * What the switch shows: the browser cannot receive pushes, the member blocked notifications, the
 * setting is loading or failed to load, or notifications are on or off for this device.
 */
export type PushSwitchState = 'unsupported' | 'denied' | 'loading' | 'failed' | 'on' | 'off';

/**
 * Why the last attempt to turn on left the switch off, until the next attempt: the permission
 * prompt was dismissed, this window cannot subscribe, the push service did not answer, or the
 * server refused (with its message).
 */
export type TurnOnFailure = { problem: PushProblem | 'dismissed' } | { problem: 'refused'; message: string };

/**
 * Subscribes the browser and sends the subscription. One the server says another member's sign-in
 * holds (someone who used this browser before and did not sign out) is dropped for a new one of
 * this member's own.
 */
async function subscribeThisDevice(publicKey: string): Promise<void> {
  try {
    await savePushSubscription((await subscribeBrowser(publicKey)).toJSON());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    await (await browserSubscription())?.unsubscribe();
    await savePushSubscription((await subscribeBrowser(publicKey)).toJSON());
  }
}

/**
 * 'Notify me on this device': on when the browser has granted notifications and this sign-in's
 * subscription on the server is the browser's own. Turning it on asks for permission, subscribes
 * the browser with the server's key and sends the subscription; off removes both.
 */
export function usePushSwitch() {
  const t = useT();
  const translate = useContractMessage();
  const supported = browserSupportsPush();
  const queryClient = useQueryClient();
  const [permission, setPermission] = useState<NotificationPermission>(() => (supported ? Notification.permission : 'default'));
  const device = useQuery({ ...pushDeviceQueryOptions(), enabled: supported });
  const browser = useQuery({
    queryKey: pushKeys.browser,
    queryFn: async () => (await browserSubscription())?.endpoint ?? null,
    enabled: supported,
    staleTime: 0,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pushKeys.device }),
      queryClient.invalidateQueries({ queryKey: pushKeys.browser }),
    ]);

  const [failure, setFailure] = useState<TurnOnFailure | null>(null);
  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'granted') await subscribeThisDevice(publicKey);
      return answer;
    },
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      if (answer === 'default') setFailure({ problem: 'dismissed' });
    },
    onError: (error) => {
      // A browser that refused because notifications are now blocked shows that instead.
      setPermission(Notification.permission);
      setFailure(
        error instanceof BrowserPushError ? { problem: error.problem } : { problem: 'refused', message: translate(error.message) },
      );
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({
    onMutate: () => setFailure(null),
    mutationFn: async () => {
      await deletePushSubscription();
      await (await browserSubscription())?.unsubscribe();
    },
    onError: (error) => toast.error(t('settings.push.turnOffFailed'), { description: translate(error.message) }),
    onSettled: refresh,
  });

  let state: PushSwitchState;
  if (!supported) state = 'unsupported';
  else if (permission === 'denied') state = 'denied';
  else if (device.isPending || browser.isPending) state = 'loading';
  else if (device.isError || browser.isError) state = 'failed';
  else state = permission === 'granted' && device.data.endpoint !== null && device.data.endpoint === browser.data ? 'on' : 'off';

  return {
    state,
    /** Whether the browser will ask for permission when the switch is turned on. */
    willAsk: permission === 'default',
    /** The change under way, if any. */
    working: turnOn.isPending ? ('on' as const) : turnOff.isPending ? ('off' as const) : null,
    /**
     * Why the last attempt to turn on failed, while the switch can still be used: said once the
     * attempt has ended (its refresh included), so it never shows beside a switch still drawn on.
     */
    failure: state === 'off' && !turnOn.isPending ? failure : null,
    turnOn: () => device.data && turnOn.mutate(device.data.public_key),
    turnOff: () => turnOff.mutate(),
    retry: () => void refresh(),
  };
}
