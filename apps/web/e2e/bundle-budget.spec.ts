import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser } from './browser';
import { findDemoTargets, measureInitialScripts, signInByApi, storeSessionOnEveryLoad } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/**
 * The first page of a visitor carries at most this much JavaScript, gzipped: 150 KiB until the
 * routes and words of following other towns took the last of it, 151 KiB until the kept Intl
 * formatters and the English counts written without Intl, which cost half a KiB and spare a slow
 * phone's first render the loading of Intl's locale data (bench/results/HISTORY.md).
 */
const INITIAL_JS_BUDGET_BYTES = 152 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the initial JavaScript of the first pages', () => {
  it.each([
    ['the landing page', '/landing'],
    ["a visitor's home page", '/'],
    ['browse', '/browse'],
  ])('keeps %s (%s) within 152 KiB gzipped', async (_name, path) => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    const scripts = await measureInitialScripts(page, path);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
    console.warn(
      `initial JS of ${path}: ${kib(total)} gzipped in ${scripts.length} scripts; largest ${largest.map((s) => `${s.name.replace('/assets/', '')} ${kib(s.gzipBytes)}`).join(', ')}`,
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("loads no form-checking (zod) code on a visitor's plant page, which only the owner's forms need", async () => {
    const { plantPath } = await findDemoTargets(baseUrl);
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    const scripts = await measureInitialScripts(page, plantPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // zod's core lands in its own chunk, named after its schemas module.
    expect(scripts.map((script) => script.name).filter((name) => /\/schemas-/.test(name))).toEqual([]);
    expect(scripts.some((script) => /plant-detail-page-/.test(script.name))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("draws a member's profile and inbox without zod: it comes with the live runtime, once the page has settled", async () => {
    const { profilePath } = await findDemoTargets(baseUrl);
    const { context, errors } = await openPage(browser(), baseUrl, PHONE);
    await storeSessionOnEveryLoad(context, await signInByApi(baseUrl, 'demo'));
    for (const [path, pageCode] of [
      [profilePath, /profile-page-/],
      ['/messages', /messages-page-/],
    ] as const) {
      // A page of its own for each, so each loads its code afresh.
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(String(error)));
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
      });
      const runtimeAsked = page.waitForRequest((request) => /\/live-runtime-/.test(new URL(request.url()).pathname));
      await page.goto(path);
      await runtimeAsked;
      const before = requested.slice(
        0,
        requested.findIndex((name) => /\/live-runtime-/.test(name)),
      );
      // The page's code and everything it needed came before the runtime; none of it was zod.
      expect(
        before.some((name) => pageCode.test(name)),
        `${path}: ${requested.join(', ')}`,
      ).toBe(true);
      expect(before.filter((name) => /\/schemas-/.test(name))).toEqual([]);
      await page.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
