import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationOf, openNotificationPage, payloadOf, urlOf } from './notifications';

/**
 * Rootshare's service worker (docs/decisions/0019-installable-app-and-web-push.md): it keeps the
 * offline page and the icons, shows the offline page when a page cannot be fetched, and turns pushes
 * into notifications. Pages always come from the network and the app's own files from the HTTP cache,
 * so a new version of the app is never held back by it.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const OFFLINE_PAGE = '/offline.html';

// Nothing is cached that a new version would have to wait for: the newest worker takes over at once.
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(payloadOf(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPage(self.clients, urlOf(event.notification)));
});
