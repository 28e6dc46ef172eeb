import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationOf, openNotificationPage, payloadOf, urlOf } from './notifications';

/**
 * Rootshare's service worker (docs/decisions/0019-installable-app-and-web-push.md,
 * docs/decisions/0048-offline-reads-and-an-outbox.md): it keeps the app shell and every page's code
 * as the build listed them, so the app opens and moves between pages without a connection, and turns
 * pushes into notifications. A page's address asks the network first and falls back to the kept
 * shell, so a new release is never held back by it.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** The app shell every page address answers; offline, the kept copy opens the app, which shows what it has. */
const APP_SHELL = '/index.html';

// The newest worker takes over at once: a tab still on the old release reloads into the new one
// when it misses one of its page files (app/route-error.tsx).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(APP_SHELL)) ?? Response.error()) : Response.error(),
);

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(payloadOf(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPage(self.clients, urlOf(event.notification)));
});
