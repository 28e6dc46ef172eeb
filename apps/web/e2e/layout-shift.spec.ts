import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser } from './browser';
import { findDemoTargets, signInByApi, storeSessionOnEveryLoad, type DemoTargets, type StoredSession } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/**
 * What the pages may shift while they load: the sum of every layout shift not caused by input
 * (stricter than Lighthouse's windowed CLS), kept within web.dev's 'good' line. The skeletons
 * reserve the space of what replaces them, so this does not depend on how fast answers come.
 */
const LAYOUT_SHIFT_BUDGET = 0.1;

declare global {
  interface Window {
    __layoutShift: number;
  }
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

let targets: DemoTargets;
let member: StoredSession;

beforeAll(async () => {
  targets = await findDemoTargets(baseUrl);
  member = await signInByApi(baseUrl, 'demo');
});

/** Loads a page on a phone, waits for its content and the network to rest, and answers the shift. */
async function measureShift(path: string, ready: (page: Page) => Promise<unknown>, session?: StoredSession): Promise<number> {
  const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
  if (session) await storeSessionOnEveryLoad(context, session);
  await context.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready(page);
  // One more frame, so the observer has been told of the last paint's shifts.
  const shift = await page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShift)))),
  );
  expect(errors).toEqual([]);
  return shift;
}

const firstHeading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

describe('the pages hold still while they load on a phone', () => {
  it.each([
    ['the landing page', () => '/landing', firstHeading, false],
    ['browse', () => '/browse', (page: Page) => page.getByRole('list', { name: 'Plants' }).waitFor(), false],
    ['a plant', () => targets.plantPath, firstHeading, false],
    ['a member profile', () => targets.profilePath, firstHeading, false],
    ['messages, signed in', () => '/messages', (page: Page) => page.getByRole('heading', { name: 'Messages' }).waitFor(), true],
  ])('shifts %s by less than 0.1', async (_name, pathOf, ready, signedIn) => {
    const shift = await measureShift(pathOf(), ready, signedIn ? member : undefined);
    console.warn(`layout shift of ${pathOf()}: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(LAYOUT_SHIFT_BUDGET);
  });
});
