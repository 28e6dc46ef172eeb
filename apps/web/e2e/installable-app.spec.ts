import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openProfileBrowser, PHONE, uniqueName } from './browser';
import { signInByApi, signUpByApi, storeSessionOnEveryLoad } from './page-audits';

const baseUrl = inject('baseUrl');
const PASSWORD = 'a long garden passphrase';

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function profileBrowser(viewport?: typeof PHONE) {
  const opened = await openProfileBrowser(baseUrl, viewport);
  closing.push(opened.close);
  return opened;
}

/** Waits until the app's service worker is active and controls the page. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function post<T>(route: string, token: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new member, signed in through the API. */
async function newMember(prefix: string) {
  const username = uniqueName(prefix);
  await signUpByApi(baseUrl, username, PASSWORD);
  return { username, ...(await signInByApi(baseUrl, username, PASSWORD)) };
}

/**
 * Plays the push service through DevTools: delivers a push to the app's service worker registration,
 * as soon as Chromium reports it.
 */
async function pushThroughDevtools(context: BrowserContext, page: Page): Promise<(data: string) => Promise<void>> {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  return async (data) => {
    await expect.poll(() => registrations.get(`${baseUrl}/`)).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: registrations.get(`${baseUrl}/`) ?? '', data });
  };
}

describe('the installable app', () => {
  it('can be installed: Chromium reads the manifest and finds no reason not to offer it', async () => {
    const { context, page, errors } = await profileBrowser();
    await page.goto('/');
    await serviceWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'Rootshare',
      short_name: 'Rootshare',
      display: 'standalone',
      start_url: '/',
      theme_color: '#2f6b3a',
    });
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('opens its kept app shell when a page cannot be fetched, and the page once the connection is back', async () => {
    const { context, page, errors } = await profileBrowser(PHONE);
    await page.goto('/');
    await serviceWorkerControls(page);
    await context.setOffline(true);
    await page.goto('/browse');
    await page.getByRole('heading', { name: 'You’re offline' }).waitFor();
    await page.getByRole('banner').waitFor();
    expect(new URL(page.url()).pathname).toBe('/browse');
    await context.setOffline(false);
    await page.getByRole('list', { name: 'Plants' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('turns a push into a notification whose click opens the conversation in the open tab', async () => {
    const fern = await newMember('fern');
    const moss = await newMember('moss');
    const { id: conversationId } = await post<{ id: string }>('/api/conversations', moss.auth_token, { participant_id: fern.profileId });
    await post('/api/messages', moss.auth_token, { conversation_id: conversationId, content: 'Is the staghorn fern still up for swap?' });

    const { context, page, errors } = await profileBrowser();
    await storeSessionOnEveryLoad(context, fern);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const deliverPush = await pushThroughDevtools(context, page);
    await page.goto('/browse');
    await serviceWorkerControls(page);

    // The push service's part, played by Chromium: the push reaches the service worker as a push event.
    const payload = {
      title: `New message from ${moss.username}`,
      body: 'Is the staghorn fern still up for swap?',
      url: `/messages?conversation=${conversationId}`,
      tag: `conversation-${conversationId}`,
    };
    await deliverPush(JSON.stringify(payload));
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, icon, data }) => ({
          title,
          body,
          tag,
          icon,
          data: data as unknown,
        })),
      );
    await expect.poll(shown).toHaveLength(1);
    expect(await shown()).toEqual([
      { title: payload.title, body: payload.body, tag: payload.tag, icon: `${baseUrl}/icons/icon-192.png`, data: { url: payload.url } },
    ]);

    // A person's click cannot be made headless: the service worker's own notificationclick handler
    // runs on the notification it showed, dispatched inside the worker. It moves the open tab to the
    // conversation (focusing the tab needs a real click, and is covered by src/sw/notifications.test.ts).
    const [worker] = context.serviceWorkers();
    await worker?.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (notification) self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    const chat = page.getByRole('region', { name: moss.username });
    await chat.getByRole('log', { name: 'Messages' }).getByText('Is the staghorn fern still up for swap?').waitFor();
    expect(new URL(page.url()).pathname).toBe('/messages');
    expect(errors).toEqual([]);
  });
});

/**
 * Chromium here cannot reach a push service (no network, and Debian's build has no key for Google's),
 * so its subscribe would never answer. The browser's subscription is stood in for, in the page:
 * everything else (permission, the Settings switch, the server keeping this device's subscription)
 * is real.
 */
async function standInForThePushService(context: BrowserContext, endpoint: string): Promise<void> {
  await context.addInitScript((pushEndpoint: string) => {
    const KEY = 'e2e-push-subscription';
    const subscriptionOf = (applicationServerKey: ArrayBuffer) => ({
      endpoint: pushEndpoint,
      expirationTime: null,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ endpoint: pushEndpoint, expirationTime: null, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    const stored = () => sessionStorage.getItem(KEY);
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
      sessionStorage.setItem(KEY, btoa(String.fromCharCode(...key)));
      return subscriptionOf(key.buffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = stored();
      return key ? (subscriptionOf(Uint8Array.from(atob(key), (c) => c.charCodeAt(0)).buffer) as unknown as PushSubscription) : null;
    };
  }, endpoint);
}

describe("'Notify me on this device' in Settings", () => {
  const serverEndpoint = async (token: string) => {
    const response = await fetch(`${baseUrl}/api/push/subscription`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { endpoint: string | null }).endpoint;
  };

  it('turns on with permission, stays on after a reload, and turns off, the server keeping this sign-in’s subscription', async () => {
    const member = await newMember('ivy');
    const endpoint = `https://push.example.com/send/${member.username}`;
    const { context, page, errors } = await profileBrowser(PHONE);
    await storeSessionOnEveryLoad(context, member);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await standInForThePushService(context, endpoint);
    await page.goto('/settings');

    const toggle = page.getByRole('switch', { name: 'Notify me on this device' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await page.getByText(/^On: this device shows a notification/).waitFor();
    expect(await serverEndpoint(member.auth_token)).toBe(endpoint);

    await page.reload();
    await page.getByText(/^On: this device shows a notification/).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.click();
    await page.getByText('Off.', { exact: true }).waitFor();
    expect(await serverEndpoint(member.auth_token)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("says within seconds that the browser's push service did not answer, where Chromium has none, instead of hanging on 'Turning on…'", async () => {
    const member = await newMember('fennel');
    const { context, page, errors } = await profileBrowser(PHONE);
    await storeSessionOnEveryLoad(context, member);
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    await page.goto('/settings');

    const toggle = page.getByRole('switch', { name: 'Notify me on this device' });
    await toggle.waitFor();
    await toggle.click();
    await page.getByText('Turning on…').waitFor();
    const alert = page.getByRole('alert').filter({ hasText: "Your browser's push service did not answer" });
    // The switch gives up on the push service after seconds; fifteen leave room for a busy machine.
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain('turn the switch on again in a moment, or use another browser');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await toggle.isEnabled()).toBe(true);
    expect(await serverEndpoint(member.auth_token)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('tells a member who blocked notifications how to allow them again', async () => {
    const member = await newMember('sorrel');
    const { context, page, errors } = await profileBrowser();
    await storeSessionOnEveryLoad(context, member);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Browser.setPermission', { permission: { name: 'notifications' }, setting: 'denied', origin: baseUrl });
    await page.goto('/settings');
    await page.getByText(/You blocked notifications from Rootshare in this browser/).waitFor();
    expect(await page.getByRole('switch', { name: 'Notify me on this device' }).isDisabled()).toBe(true);
    expect(errors).toEqual([]);
  });
});
