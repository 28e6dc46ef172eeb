import type { PushPayload } from '@rootshare/contracts/push';
import { isAppPath, OPEN_URL_MESSAGE, type OpenUrlMessage } from '@rootshare/contracts/push-constants';

/** The icon every Rootshare notification shows. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** What a push that cannot be read still shows: a browser requires every push to show something. */
const FALLBACK: PushPayload = { title: 'Rootshare', body: 'Something new is waiting for you.', url: '/' };

/** The push's payload as the server sent it (features/push on the server), or the fallback for anything else. */
export function payloadOf(data: { json(): unknown } | null): PushPayload {
  let value: unknown;
  try {
    value = data?.json();
  } catch {
    return FALLBACK;
  }
  if (typeof value !== 'object' || value === null) return FALLBACK;
  const { title, body, url, tag } = value as Partial<Record<keyof PushPayload, unknown>>;
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof url !== 'string' || !isAppPath(url)) return FALLBACK;
  return { title, body, url, ...(typeof tag === 'string' && tag ? { tag } : {}) };
}

/** The notification a payload shows; its data keeps the page to open. */
export function notificationOf(payload: PushPayload): { title: string; options: NotificationOptions } {
  return {
    title: payload.title,
    options: { body: payload.body, icon: NOTIFICATION_ICON, data: { url: payload.url }, ...(payload.tag ? { tag: payload.tag } : {}) },
  };
}

/** The page a clicked notification opens: the path it carries, or the home page. */
export function urlOf(notification: Pick<Notification, 'data'>): string {
  const url: unknown = (notification.data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && isAppPath(url) ? url : '/';
}

/** The parts of the service worker's Clients used here. */
export interface WindowClients {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<ReadonlyArray<{ focused: boolean; postMessage(message: OpenUrlMessage): void; focus(): Promise<unknown> }>>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * A clicked notification's page: shown in an open Rootshare tab (the focused one first), which the
 * app moves to without reloading, and that tab comes to the front; with no tab open, a new window.
 */
export async function openNotificationPage(clients: WindowClients, url: string): Promise<void> {
  const tabs = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = tabs.find((candidate) => candidate.focused) ?? tabs[0];
  if (!tab) {
    await clients.openWindow(url);
    return;
  }
  tab.postMessage({ type: OPEN_URL_MESSAGE, url });
  await tab.focus();
}
