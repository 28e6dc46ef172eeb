/** Web push's plain values and helpers, without zod: the service worker and the app shell use them. */

/** A notification's title and body are cut to these lengths before they are queued. */
export const PUSH_TITLE_MAX_LENGTH = 80;
export const PUSH_BODY_MAX_LENGTH = 200;

/** The devices one member may have subscribed at once; subscribing another drops the oldest. */
export const PUSH_DEVICES_PER_MEMBER = 10;

/**
 * The app's pages a notification opens, by its push and by its mail's button (after the public
 * origin): paths the web router serves, each leading to the record the notification is about.
 */
export const NOTIFICATION_PAGES = {
  conversation: (conversationId: string) => `/messages?conversation=${encodeURIComponent(conversationId)}`,
  /** A conversation with an account on another server. */
  remoteConversation: (conversationId: string) => `/other-towns/messages/${encodeURIComponent(conversationId)}`,
  meet: (meetId: string) => `/meets/${encodeURIComponent(meetId)}`,
  plant: (userPlantId: string) => `/plant/${encodeURIComponent(userPlantId)}`,
  swaps: '/profile?tab=swaps',
  reviews: '/profile?tab=reviews',
  meets: '/browse?tab=events',
  messages: '/messages',
  browse: '/browse',
  home: '/',
} as const;

/** The message the service worker posts to an open tab to show a notification's page there. */
export const OPEN_URL_MESSAGE = 'rootshare:open-url';
export interface OpenUrlMessage {
  type: typeof OPEN_URL_MESSAGE;
  url: string;
}

/** Whether `url` is a path inside the app ('/messages?conversation=…'), never another origin. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** An open-url message from the service worker, or null for anything else. */
export function openUrlMessageOf(data: unknown): OpenUrlMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, url } = data as Partial<Record<keyof OpenUrlMessage, unknown>>;
  return type === OPEN_URL_MESSAGE && typeof url === 'string' && isAppPath(url) ? { type, url } : null;
}
