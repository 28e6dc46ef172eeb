import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, sharedBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('browse in the browser', () => {
  it("shows the demo member's neighbours' plants in their area, filters and searches them, and opens one", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, 'demo');
    await page.getByRole('link', { name: 'Browse' }).first().click();
    await page.getByRole('heading', { name: 'Browse Plants & People' }).waitFor();
    // Rosa (Beaverton) lives within 10 miles of the demo member in Portland; Sam (Gresham) about 12.
    const plants = page.getByRole('list', { name: 'Plants' });
    await plants.getByRole('heading', { name: 'Gollum jade' }).waitFor();
    expect(await plants.getByRole('listitem').count()).toBe(4);
    expect(await plants.getByText(/@demo\b/).count()).toBe(0);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Swap type').selectOption('division');
    await page.waitForURL(/swap=division/);
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Plants"] > li').length === 2);

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('button', { name: 'Expand Search to 30 miles' }).waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All Plants' }).click();
    await page.waitForURL(/area=all/);
    await page.getByRole('searchbox', { name: 'Search' }).fill('jade');
    await page.waitForURL(/q=jade/);
    // Every jade in the community (Rosa's and Lucas's), each a Top Match.
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Plants"] > li').length === 2);
    expect(await plants.getByText('Top Match').count()).toBe(2);

    await page.getByRole('link', { name: 'View details of Gollum jade' }).click();
    await page.waitForURL(/\/plant\//);
    await page.getByRole('heading', { name: 'Gollum jade' }).waitFor();
    await page.goBack();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('jade');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a visitor on a phone switch to All Plants and to People, and search gardeners', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/browse');
    await page.getByRole('tab', { name: 'All Plants' }).click();
    // Nearest first from New York (no saved place): every listed plant, Brooklyn's first.
    await page.waitForFunction(() => document.querySelectorAll('[aria-label="Plants"] > li').length > 10);
    await page.getByRole('list', { name: 'Plants' }).getByText('@diego.ramirez').first().waitFor();
    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('rosa');
    await page.getByRole('heading', { name: '1 gardener matches “rosa”' }).waitFor();
    await page.getByRole('link', { name: /Rosa Delgado/ }).click();
    await page.waitForURL('**/profile/rosa_delgado');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("finds a postcode's plants with the city or zip filter: a US ZIP code, a Canadian area and a British postcode", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await page.goto('/browse');
    const plants = page.getByRole('list', { name: 'Plants' });
    await plants.getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const place = page.getByLabel('City or zip');

    // The placeholder's own example: Portland's plants (the demo member's, and Rosa's in Beaverton), not New York's.
    await place.fill('97201');
    await page.getByText(/within 10 miles of 97201, Portland, Oregon$/).waitFor();
    await plants.getByRole('heading', { name: 'Gollum jade' }).waitFor();
    const owners = await plants.getByRole('link', { name: /^@/ }).allTextContents();
    expect(owners.length).toBeGreaterThan(0);
    expect(owners.every((owner) => /^@(demo|rosa_delgado) · /.test(owner))).toBe(true);
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();

    await place.fill('M5B');
    await page.getByText(/of M5B, Downtown Toronto, Ontario$/).waitFor();
    await plants
      .getByRole('link', { name: /^@chloe\.tremblay/ })
      .first()
      .waitFor();

    await page.getByRole('tab', { name: 'All Plants' }).click();
    await place.fill('SW1A 1AA');
    await page.getByText(/within 25 miles of SW1A, .*, England$/).waitFor();
    await plants
      .getByRole('link', { name: /^@oliver\.bennett/ })
      .first()
      .waitFor();

    await place.fill('ZZ99');
    await page.getByRole('heading', { name: 'Place not found' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a plant in the first screen of a phone, with the filters folded behind a button', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/browse?loc=97201');
    const first = page.getByRole('list', { name: 'Plants' }).getByRole('listitem').first();
    await first.waitFor();
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    expect(await page.getByLabel('City or zip').count()).toBe(0);
    const box = await first.boundingBox();
    expect(box?.y).toBeLessThan(PHONE.height - 100);
    expect(errors).toEqual([]);
    await context.close();
  });
});
