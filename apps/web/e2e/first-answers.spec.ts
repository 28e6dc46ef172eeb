import { VISITOR_BROWSE_PATH } from '@rootshare/contracts/explore-constants';
import { describe, expect, inject, it } from 'vitest';
import { callApi, openPage, PHONE, sharedBrowser } from './browser';
import { findDemoTargets, signInByApi, storeSessionOnEveryLoad } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

interface Listing {
  userPlant: { custom_name: string | null; thumbnail_urls: string[] };
  plant: { common_name: string };
}

describe('the reads an opening page makes', () => {
  it('shows a profile and Browse without asking the API for what the page brought, and their first photo once', async () => {
    const { profilePath } = await findDemoTargets(baseUrl);
    const profileRead = `/api/profiles/${profilePath.split('/').pop() ?? ''}`;
    const profile = await callApi<{ full_name: string; bio: string }>(baseUrl, profileRead);
    const browse = await callApi<{ items: Listing[] }>(baseUrl, VISITOR_BROWSE_PATH);
    const [first] = browse.items;
    if (!first) throw new Error('the demo community lists no plant near the default place');

    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      asked.push(`${url.pathname}${url.search}`);
    });

    await page.goto(profilePath);
    await page.getByRole('heading', { level: 1, name: profile.full_name }).waitFor();
    await page.getByText(profile.bio).waitFor();
    expect(asked).not.toContain(profileRead);

    await page.goto('/browse');
    const name = first.userPlant.custom_name ?? first.plant.common_name;
    await page.getByRole('heading', { name, exact: true }).first().waitFor();
    expect(asked).not.toContain(VISITOR_BROWSE_PATH);
    // The first card's picture was asked for with the page, and the card used that one request.
    const picture = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
    await page.locator(`main img[src="${picture}"]`).first().waitFor();
    expect(asked.filter((path) => path === picture)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("checks a returning member's session with the one read of their profile the opening page makes", async () => {
    const member = await signInByApi(baseUrl, 'demo');
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await storeSessionOnEveryLoad(context, member);
    const ownProfile = `/api/profiles/${member.profileId}`;
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === ownProfile) asked += 1;
    });
    // The second visit opens with the answers kept from the first, which are then marked stale.
    for (const visit of [1, 2]) {
      asked = 0;
      await page.goto('/messages');
      // Messages shows only once the session is confirmed.
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      expect(asked, `visit ${visit}`).toBe(1);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
