import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Frame, type Page, type WebSocket } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** Debian's Chromium; no browser is downloaded (docs/architecture.md, stack). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

let clients = 0;
/**
 * A header that gives each browser and API caller of the journeys an address of its own, as the
 * different people they stand for have: the journeys' server trusts it (TRUST_PROXY), so limits per
 * address (20 sign-ups an hour) apply to each of them, not to the whole suite from 127.0.0.1.
 */
export function ownAddress(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `10.${process.pid % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
}

/** A fresh context and page that records uncaught page errors. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, extraHTTPHeaders: ownAddress() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/**
 * A browser with a profile on disk, as a person's is (every newContext() is incognito, where
 * Chromium neither offers to install an app nor delivers pushes). `close` ends it and removes the profile.
 */
export async function openProfileBrowser(
  baseURL: string,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[]; close: () => Promise<void> }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport,
    extraHTTPHeaders: ownAddress(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A username no other journey uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * One browser for a spec file, launched before its tests and closed after them. Every context a
 * test opened is closed after that test, passed or failed, so a failure leaves no page behind to
 * disturb the next test.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not running');
    return browser;
  };
}

/** Every demo member's password (README). */
export const DEMO_PASSWORD = 'rootshare-demo';

/** Signs in through the form and waits until the app has moved on from /auth. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth');
}

/** Registers a new account through the form; the app then goes to /create-profile. */
export async function register(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth?mode=register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/create-profile');
}

/**
 * A small PNG made on the spot, so journeys need no fixture files: solid colour, or random pixels
 * when `noisy` (a photo-like file that does not compress to almost nothing).
 */
export function makePng(width: number, height: number, rgb: [number, number, number] = [60, 140, 80], noisy = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = () =>
    Buffer.concat([
      Buffer.from([0]),
      Buffer.from(Array.from({ length: width }, () => (noisy ? rgb.map((c) => (c + Math.floor(Math.random() * 90)) % 256) : rgb)).flat()),
    ]);
  const pixels = Buffer.concat(Array.from({ length: height }, row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Loads a page and waits until the tab's socket has authenticated, so live events reach it. */
export async function gotoLive(page: Page, path: string): Promise<void> {
  // Only a socket of the page navigated to counts: the page before it (where signing in landed) may
  // authenticate its own socket just as the navigation starts, and that socket goes with it.
  let navigated = false;
  const onNavigated = (frame: Frame) => {
    if (frame !== page.mainFrame() || new URL(frame.url()).pathname !== new URL(path, frame.url()).pathname) return;
    navigated = true;
    page.off('framenavigated', onNavigated);
  };
  page.on('framenavigated', onNavigated);
  // The frame listener goes on as the socket opens: the answer can arrive before any later await.
  const authenticated = new Promise<void>((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!navigated || !ws.url().endsWith('/ws')) return;
      ws.on('framereceived', (frame) => {
        if (!String(frame.payload).includes('"authenticated"')) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
  await page.goto(path);
  await authenticated;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How long a journey waits for one mail: its job rests while members keep the server busy, and the
 * demo community's first jobs go before it, so on a loaded machine a mail can take a minute.
 */
const MAIL_WAIT_MS = 90_000;
/** The time limit of a journey that waits for mails, two of them at the longest wait and its own steps. */
export const MAIL_JOURNEY_TIMEOUT_MS = 240_000;

/**
 * The path and query of a link in a mail the server kept (the journeys run without SMTP), read on
 * the outbox page by a signed-in admin: reloads until the newest mail with that subject to that
 * address is there (jobs send in the background), opens it and takes its first link matching `link`.
 */
export async function mailedLink(admin: Page, subject: string, to: string, link: RegExp): Promise<string> {
  const mail = admin.getByRole('link', { name: new RegExp(`^${escapeRegExp(subject)}.*${escapeRegExp(to)}`) }).first();
  await expect
    .poll(
      async () => {
        await admin.goto('/admin/outbox');
        await admin.getByRole('heading', { name: 'Outbox' }).waitFor();
        return mail.count();
      },
      { timeout: MAIL_WAIT_MS, interval: 500 },
    )
    .toBe(1);
  await mail.click();
  const href = await admin.getByRole('link', { name: link }).first().getAttribute('href');
  const url = new URL(href ?? '');
  return url.pathname + url.search;
}

/** What a test's own API call sends: a method (GET unless said), a member's token, a JSON body. */
export interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
}

/** One JSON call to the server's API, as a journey's setup makes it; an error answer throws with its body. */
export async function callApi<T>(baseUrl: string, path: string, init: ApiInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...ownAddress(),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : null,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
