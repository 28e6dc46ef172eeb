import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openPage, ownAddress, PHONE, register, sharedBrowser, uniqueName } from './browser';
import { findDemoTargets, signInByApi, storeSessionOnEveryLoad, type DemoTargets, type StoredSession } from './page-audits';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const browser = sharedBrowser();

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/**
 * The violations axe finds on the page as it stands, of every impact (a moderate one such as a
 * skipped heading level costs Lighthouse's accessibility score as well): rule, impact and where.
 */
async function violations(page: Page): Promise<string[]> {
  // Evaluated through the debugging protocol: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(axe.source);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

/** Opens a page (signed in when a session is given), waits for its heading or landmark, and audits it. */
async function audit(path: string, ready: (page: Page) => Promise<unknown>, session?: StoredSession, viewport = PHONE): Promise<string[]> {
  const { context, page, errors } = await openPage(browser(), baseUrl, viewport);
  if (session) await storeSessionOnEveryLoad(context, session);
  await page.goto(path);
  await ready(page);
  const found = await violations(page);
  expect(errors).toEqual([]);
  await context.close();
  return found;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name }).first().waitFor();

let targets: DemoTargets;
let member: StoredSession & { profileId: string };
let admin: StoredSession;
beforeAll(async () => {
  targets = await findDemoTargets(baseUrl);
  member = await signInByApi(baseUrl, 'demo');
  admin = await signInByApi(baseUrl, adminUsername);
});

describe('axe finds no violations', () => {
  it.each([
    ['the landing page', '/landing', heading(/Share your roots/)],
    ['sign in', '/auth?mode=signin', (page: Page) => page.getByLabel('Username or email').waitFor()],
    ['register', '/auth?mode=register', (page: Page) => page.getByLabel('Confirm password').waitFor()],
    ['browse, plants', '/browse', (page: Page) => page.getByRole('list', { name: 'Plants' }).waitFor()],
    ['browse, community', '/browse?tab=content', (page: Page) => page.getByRole('article').first().waitFor()],
    [
      'browse, people',
      '/browse?tab=users',
      // Any member's card: the journeys before this one add members, who may come first.
      (page: Page) => page.getByRole('list', { name: 'Gardeners' }).getByRole('listitem').first().waitFor(),
    ],
    // Whatever meets there are, or none near: either way a heading under the panel's own.
    [
      'browse, events',
      '/browse?tab=events',
      (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first().waitFor(),
    ],
    ['messages, which asks a visitor to sign in', '/messages', heading('Please sign in to view your messages.')],
    ['privacy', '/privacy', heading(/Privacy/)],
    ['terms', '/terms', heading(/Terms/)],
    ['not found', '/no-such-page', heading(/not found/i)],
    ['an unsubscribe link that is not valid', '/unsubscribe?token=not-a-token', heading('Link not valid')],
  ])('on %s for a visitor', async (_name, path, ready) => {
    expect(await audit(path, ready)).toEqual([]);
  });

  it('on a plant, a post and a member profile for a visitor', async () => {
    expect(await audit(targets.plantPath, (page) => page.getByRole('heading', { level: 1 }).waitFor())).toEqual([]);
    expect(await audit(targets.postPath, (page) => page.getByRole('article').first().waitFor())).toEqual([]);
    expect(await audit(targets.profilePath, heading('Rosa Delgado'))).toEqual([]);
  });

  it.each([
    ['home', '/', heading(/Welcome back/)],
    ['their own profile', '/profile', heading(/Demo/i)],
    ["someone else's profile", '/profile/rosa_delgado', heading('Rosa Delgado')],
    ['messages', '/messages', heading('Messages')],
    ['settings', '/settings', (page: Page) => page.getByRole('radiogroup', { name: 'Swap requests' }).waitFor()],
    ['add a plant', '/add-plant', heading(/Add/)],
  ])('on %s for the demo member', async (_name, path, ready) => {
    expect(await audit(path, ready, member)).toEqual([]);
  });

  it('on the report queue for an admin', async () => {
    expect(await audit('/admin', (page) => page.getByRole('heading', { level: 1 }).waitFor(), admin)).toEqual([]);
  });

  it("on the first step of a new member's profile wizard", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await register(page, uniqueName('axe'), 'a long garden passphrase');
    await page.getByLabel('Full name').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A visitor's pages in French and Spanish: longer words, other labels, and `lang` naming the language. */
const IN_OTHER_LANGUAGES = [
  { language: 'fr-CA', landing: /Partagez vos racines/, password: 'Confirmer le mot de passe', plants: 'Plantes' },
  { language: 'es-US', landing: /Comparte tus raíces/, password: 'Confirmar contraseña', plants: 'Plantas' },
] as const;

describe.each(IN_OTHER_LANGUAGES)('axe in $language', ({ language, landing, password, plants }) => {
  it.each([
    ['the landing page', '/landing', heading(landing)],
    ['register', '/auth?mode=register', (page: Page) => page.getByLabel(password).waitFor()],
    ['browse, plants', '/browse', (page: Page) => page.getByRole('list', { name: plants }).waitFor()],
    ['browse, community', '/browse?tab=content', (page: Page) => page.getByRole('article').first().waitFor()],
  ])('finds no violations on %s, with the page marked as the language', async (_name, path, ready) => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: PHONE, locale: language, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(path);
    await ready(page);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
