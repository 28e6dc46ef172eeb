import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startTcpProxy } from '../../server/test/tcp-proxy';
import { callApi, openProfileBrowser, PHONE, uniqueName } from './browser';
import { findDemoTargets, signInByApi, signUpByApi, storeSessionOnEveryLoad, type StoredSession } from './page-audits';

const baseUrl = inject('baseUrl');
const PASSWORD = 'a long garden passphrase';
const OFFLINE = 'You’re offline';
const DEVELOPER_ERROR = /Unexpected Application Error|Hey developer/;

const closing: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

/**
 * The member's signal: the browser reaches the server only through a relay that the test cuts, as
 * losing signal does, sockets and the service worker's own requests included (the browser's offline
 * switch alone lets both through), and the browser is told it is offline.
 */
async function signal() {
  const relay = await startTcpProxy(Number(new URL(baseUrl).port));
  closing.push(relay.close);
  return {
    url: `http://127.0.0.1:${relay.port}`,
    async lose(context: BrowserContext) {
      await relay.cut();
      await context.setOffline(true);
    },
    async regain(context: BrowserContext) {
      await relay.resume();
      await context.setOffline(false);
    },
  };
}

/** A browser with a profile on disk (a service worker needs one) behind its own signal, signed in as the member on every load. */
async function signedInBrowser(session: StoredSession, viewport?: typeof PHONE) {
  const line = await signal();
  const opened = await openProfileBrowser(line.url, viewport);
  closing.push(opened.close);
  await storeSessionOnEveryLoad(opened.context, session);
  return { ...opened, goOffline: () => line.lose(opened.context), goOnline: () => line.regain(opened.context) };
}

/** Waits until the app's service worker is active and controls the page: the shell and every page's code are kept. */
async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The page's own title (its first heading in the main region) once it shows, never the offline state's. */
async function pageHeading(page: Page): Promise<string> {
  const heading = page.locator('main h1').filter({ hasNotText: OFFLINE }).first();
  await heading.waitFor();
  return (await heading.textContent()) ?? '';
}

/** Offline, the page shows either what the member saw before or the branded offline state, inside the layout. */
async function offlineOutcome(page: Page): Promise<'stored' | 'offline'> {
  await page.getByRole('banner').waitFor();
  const offline = page.getByRole('heading', { name: OFFLINE });
  const content = page.locator('main h1').filter({ hasNotText: OFFLINE }).first();
  await offline.or(content).first().waitFor();
  expect(await page.getByText(DEVELOPER_ERROR).count()).toBe(0);
  return (await offline.isVisible()) ? 'offline' : 'stored';
}

describe('the app without a connection', () => {
  it('keeps every main page inside the layout offline, with stored content or the offline state, and recovers online', async () => {
    const targets = await findDemoTargets(baseUrl);
    const demo = await signInByApi(baseUrl, 'demo');
    const { meets } = await callApi<{ meets: Array<{ id: string; title: string }> }>(
      baseUrl,
      '/api/meets?user_latitude=45.52&user_longitude=-122.68&radius=50',
      { token: demo.auth_token },
    );
    const meet = meets.find((candidate) => candidate.title === 'Saturday cutting swap at the library');
    if (!meet) throw new Error('the demo meet is missing');
    const pages = ['/', '/browse', '/messages', '/profile', targets.plantPath, targets.profilePath, `/meets/${meet.id}`, '/settings'];

    const { page, errors, goOffline, goOnline } = await signedInBrowser(demo);
    await page.goto('/');
    await serviceWorkerControls(page);

    // A tap to another page without signal (the reported crash) stays inside the layout.
    await pageHeading(page);
    await goOffline();
    await page.getByRole('link', { name: 'Messages' }).first().click();
    await page.waitForURL(/\/messages$/);
    await offlineOutcome(page);
    await goOnline();
    await pageHeading(page);

    for (const path of pages) {
      // Seen once online, then opened again without a connection: its stored answers or the offline
      // state, inside the layout, and the page again once back online.
      await page.goto(path);
      const seen = await pageHeading(page);
      await goOffline();
      await page.reload();
      if ((await offlineOutcome(page)) === 'stored') expect(await pageHeading(page)).toBe(seen);
      await goOnline();
      await page.reload();
      expect(await pageHeading(page)).toBe(seen);
    }
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows the offline state for a page never seen, with Retry, and the page by itself when the signal returns', async () => {
    const demo = await signInByApi(baseUrl, 'demo');
    const { page, errors, goOffline, goOnline } = await signedInBrowser(demo, PHONE);
    await page.goto('/');
    await serviceWorkerControls(page);
    await goOffline();
    // Another member's profile: nothing on home asks for it, so this device holds none of it.
    await page.goto('/profile/rosa_delgado');
    expect(await offlineOutcome(page)).toBe('offline');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: OFFLINE }).waitFor();
    await goOnline();
    await page.getByRole('heading', { level: 1, name: 'Rosa Delgado' }).waitFor();
    await page.getByRole('heading', { name: OFFLINE }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('sends a message written offline exactly once after the signal returns and the page reloads', async () => {
    const senderName = uniqueName('sender');
    const readerName = uniqueName('reader');
    await signUpByApi(baseUrl, senderName, PASSWORD);
    await signUpByApi(baseUrl, readerName, PASSWORD);
    const sender = await signInByApi(baseUrl, senderName, PASSWORD);
    const reader = await signInByApi(baseUrl, readerName, PASSWORD);
    const { id: conversationId } = await callApi<{ id: string }>(baseUrl, '/api/conversations', {
      method: 'POST',
      token: sender.auth_token,
      body: { participant_id: reader.profileId },
    });
    // The reader wrote first, so the thread is in the sender's inbox when the signal goes.
    await callApi(baseUrl, '/api/messages', {
      method: 'POST',
      token: reader.auth_token,
      body: { conversation_id: conversationId, content: 'Are you coming to the swap meet?' },
    });
    const count = async (text: string) => {
      const history = await callApi<{ messages: Array<{ content: string }> }>(baseUrl, `/api/messages?conversation_id=${conversationId}`, {
        token: reader.auth_token,
      });
      return history.messages.filter((message) => message.content === text).length;
    };

    const { page, errors, goOffline, goOnline } = await signedInBrowser(sender, PHONE);
    await page.goto(`/messages?conversation=${conversationId}`);
    await serviceWorkerControls(page);
    const chat = page.getByRole('region', { name: readerName });
    const box = chat.getByRole('textbox', { name: `Message ${readerName}` });
    await box.waitFor();

    await goOffline();
    const text = 'Written at the swap meet with no signal';
    await box.fill(text);
    await box.press('Enter');
    const log = chat.getByRole('log', { name: 'Messages' });
    await log.getByText('Waiting to send').waitFor();
    await log.getByText(text).waitFor();
    // A reload without signal keeps it waiting: it is stored on the device, not in the page.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(readerName) }).click();
    await page.getByRole('region', { name: readerName }).getByText('Waiting to send').waitFor();
    expect(await count(text)).toBe(0);

    await goOnline();
    await page.getByRole('region', { name: readerName }).getByText('Waiting to send').waitFor({ state: 'detached' });
    await expect.poll(() => count(text)).toBe(1);
    // Reloading once it went sends nothing more.
    await page.goto(`/messages?conversation=${conversationId}`);
    await page.getByRole('region', { name: readerName }).getByRole('log', { name: 'Messages' }).getByText(text).waitFor();
    expect(await page.getByText('Waiting to send').count()).toBe(0);

    // The reader sees it once.
    const readerBrowser = await signedInBrowser(reader);
    await readerBrowser.page.goto(`/messages?conversation=${conversationId}`);
    const readerLog = readerBrowser.page.getByRole('region', { name: senderName }).getByRole('log', { name: 'Messages' });
    await readerLog.getByText(text).waitFor();
    expect(await readerLog.getByText(text).count()).toBe(1);
    expect(await count(text)).toBe(1);
    expect(errors).toEqual([]);
  }, 120_000);
});
