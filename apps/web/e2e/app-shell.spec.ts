import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openPage, PHONE, sharedBrowser, signIn } from './browser';
import { signInByApi, storeSessionOnEveryLoad } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the element is once the page's font has arrived (it swaps in for the fallback on a busy machine). */
async function boxOf(locator: Locator): Promise<Box> {
  await locator.page().evaluate(async () => {
    await document.fonts.ready;
  });
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box on screen');
  return box;
}

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Holds every /api request until `release()`; answers how many were held and whether any was answered. */
async function holdTheApi(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/api/**', (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return {
    held: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

describe('the app shell in the browser', () => {
  it.each([
    ['at 1280 px', DESKTOP, ['Browse', 'Messages', 'Profile'], ['Notifications', 'Create']],
    ['on a 390 px phone', PHONE, [], ['Notifications', 'Open menu']],
  ] as const)("draws a stored member's header links %s before any API request has answered", async (_width, viewport, links, buttons) => {
    const { context, page, errors } = await openPage(browser(), baseUrl, viewport);
    await storeSessionOnEveryLoad(context, await signInByApi(baseUrl, 'demo'));
    const api = await holdTheApi(page);
    await page.goto('/messages');
    const header = page.getByRole('banner');
    for (const name of links) await header.getByRole('link', { name, exact: true }).waitFor();
    for (const name of buttons) await header.getByRole('button', { name, exact: true }).waitFor();
    // Nothing was answered yet: the session's check (and the page's own requests) are held.
    expect(api.held()).toBeGreaterThan(0);
    await expect(header.getByRole('button', { name: 'Account' }).count()).resolves.toBe(0);
    await api.release();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await header
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['at 1280 px', DESKTOP],
    ['on a 390 px phone', PHONE],
  ] as const)('paints the header from the page itself before any of its code runs, in the same place %s', async (_width, viewport) => {
    const noScript = await browser().newContext({ baseURL: baseUrl, viewport, javaScriptEnabled: false });
    const early = await noScript.newPage();
    await early.goto('/browse');
    const painted = await boxOf(early.getByRole('banner').getByRole('link', { name: 'Rootshare home' }));
    const bar = await boxOf(early.getByRole('banner'));
    await noScript.close();

    // The app's own header takes its place without moving it (no layout shift).
    const { context, page, errors } = await openPage(browser(), baseUrl, viewport);
    await page.goto('/browse');
    await page.getByRole('heading', { name: 'Browse Plants & People' }).waitFor();
    expect(await boxOf(page.getByRole('banner').getByRole('link', { name: 'Rootshare home' }))).toEqual(painted);
    expect(await boxOf(page.getByRole('banner'))).toEqual(bar);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a toast clear of the header at 1280 px, in the upper half away from the chat windows', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(page, 'demo');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Welcome back!' });
    await toast.waitFor();
    // Sonner slides a toast in from above, across the header: where it comes to rest is what counts.
    const headerBox = await boxOf(page.getByRole('banner'));
    await expect.poll(async () => intersects(await boxOf(toast), headerBox), { timeout: 10_000 }).toBe(false);
    const toastBox = await boxOf(toast);
    expect(toastBox.y + toastBox.height).toBeLessThan(DESKTOP.height / 2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a phone's Contact Owner toast clear of the chat's name, back arrow and message box, in a gardener's words", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    const owner = await signInByApi(baseUrl, 'sam.whitaker');
    const listed = await fetch(`${baseUrl}/api/user-plants?user_id=${owner.profileId}`);
    const [plant] = (await listed.json()) as Array<{ id: string }>;
    await signIn(page, 'demo');
    await page.goto(`/plant/${plant?.id}`);
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your chat is open: say hello and ask about the plant.' });
    await toast.waitFor();
    const back = page.getByRole('button', { name: 'Back to conversations' });
    await back.waitFor();
    const box = page.getByRole('textbox', { name: /^Message / });
    await box.waitFor();
    // Sonner slides a toast in: where it comes to rest is what counts.
    const coversAny = async () => {
      const toastBox = await boxOf(toast);
      for (const covered of [back, page.getByRole('banner'), box]) if (intersects(toastBox, await boxOf(covered))) return true;
      return false;
    };
    await expect.poll(coversAny, { timeout: 10_000 }).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps every profile tab, Reviews included, within a 390 px phone's screen", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await storeSessionOnEveryLoad(context, await signInByApi(baseUrl, 'demo'));
    await page.goto('/profile');
    const tabs = page.getByRole('tablist', { name: 'Profile sections' }).getByRole('tab');
    await tabs.filter({ hasText: 'Reviews' }).waitFor();
    for (const tab of await tabs.all()) {
      const box = await boxOf(tab);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await tabs.filter({ hasText: 'Reviews' }).click();
    await expect.poll(() => page.url()).toContain('tab=reviews');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a swap card's whole title on a 390 px phone", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await storeSessionOnEveryLoad(context, await signInByApi(baseUrl, 'demo'));
    await page.goto('/profile?tab=swaps');
    await page.getByRole('tab', { name: /^Pending/ }).click();
    const title = page.getByRole('button', { name: 'Swap Request from rosa_delgado' });
    await title.waitFor();
    const text = title.locator('span').first();
    const fits = await text.evaluate((span) => span.scrollWidth <= span.clientWidth);
    expect(fits).toBe(true);
    const box = await boxOf(text);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
