import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';
import { findDemoTargets } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The head's meta tags by name or property, as a link preview reads them: from the HTML alone. */
async function headOf(path: string): Promise<{ status: number; html: string; meta: Map<string, string> }> {
  const response = await fetch(`${baseUrl}${path}`);
  const html = await response.text();
  const meta = new Map([...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
  return { status: response.status, html, meta };
}

describe('shared links in the browser', () => {
  it("serves a plant's own preview in its HTML, and the page then runs as before with its first picture fetched once", async () => {
    const { plantPath } = await findDemoTargets(baseUrl);
    const head = await headOf(plantPath);
    expect(head.status).toBe(200);
    const title = head.meta.get('og:title') ?? '';
    expect(title).toMatch(/ — Rootshare$/);
    expect(head.meta.get('twitter:card')).toMatch(/^summary/);
    // The demo's listings all show a catalogue or member photo.
    const image = head.meta.get('og:image') ?? '';
    const picture = await fetch(image.replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(plantPath);
    const name = title.replace(/ — Rootshare$/, '');
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.title()).toBe(title);
    const preloaded = /<link rel="preload" as="image" href="([^"]+)"/.exec(head.html)?.[1] ?? 'no preload';
    const fetched = await page.evaluate(
      (address) => performance.getEntriesByType('resource').filter((entry) => entry.name === new URL(address, location.href).href).length,
      preloaded.replaceAll('&amp;', '&'),
    );
    expect(fetched).toBe(1);
    expect(errors).toEqual([]);
  });

  it("serves a species search's own preview and card, and Browse then searches for it as before", async () => {
    const path = `/browse?${new URLSearchParams({ q: 'Monstera deliciosa', area: 'all' })}`;
    const head = await headOf(path);
    expect(head.status).toBe(200);
    expect(head.meta.get('og:title')).toMatch(/\(Monstera deliciosa\) — Rootshare$/);
    const card = await fetch((head.meta.get('og:image') ?? '').replace(/^https?:\/\/[^/]+/, baseUrl));
    expect(card.headers.get('content-type')).toBe('image/jpeg');

    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(path);
    const plants = page.getByRole('list', { name: 'Plants' });
    // Maya's Monstera cuttings, found by the search the address holds.
    await plants
      .getByText(/@maya\.okafor\b/)
      .first()
      .waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('Monstera deliciosa');
    expect(errors).toEqual([]);
  });

  it('takes a member who hides from search engines in Settings out of the sitemap, their served pages saying noindex', async () => {
    const shy = await memberWithPlants(baseUrl, 'shy', [{ name: 'Shy pothos', query: 'pothos' }]);
    const profilePath = `/profile/${shy.id}`;
    const plantPath = `/plant/${shy.plants.get('Shy pothos') ?? ''}`;
    const sitemap = async () => (await (await fetch(`${baseUrl}/sitemap.xml`)).text()).split('<url>').slice(1);
    const lists = (entries: string[], path: string) => entries.some((entry) => entry.includes(`${path}</loc>`));
    const before = await headOf(profilePath);
    expect(before.meta.has('robots')).toBe(false);
    const listed = await sitemap();
    expect(lists(listed, profilePath)).toBe(true);
    expect(lists(listed, plantPath)).toBe(true);

    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, shy.username, MEMBER_PASSWORD);
    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'Hide my profile and listings from search engines' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Space');
    await page.getByText('Search engines are asked to leave out your profile and listings').waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    for (const path of [profilePath, plantPath]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
    }
    const entries = await sitemap();
    expect(entries.length).toBeGreaterThan(0);
    expect(lists(entries, profilePath)).toBe(false);
    expect(lists(entries, plantPath)).toBe(false);

    // Visitors still see the page.
    await page.goto(profilePath);
    await page.getByRole('heading', { level: 1, name: /shy gardener/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a listing that is not there with 404 and the app’s own not-found page', async () => {
    const head = await headOf('/plant/00000000-0000-4000-8000-000000000000');
    expect(head.status).toBe(404);
    expect(head.meta.has('og:title')).toBe(false);
    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/plant/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Plant not found' }).waitFor();
    expect(errors).toEqual([]);
  });
});
