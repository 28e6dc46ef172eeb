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
    expect(await plants.getByRole('listitem').count()).toBe(3);
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
});
