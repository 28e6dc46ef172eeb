import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, openPage, PHONE, sharedBrowser } from './browser';
import { memberWithPlants } from './members';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box on screen');
  return box;
}

describe('a 390 px phone', () => {
  it('shows every Browse tab, People included, with no row to scroll', async () => {
    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/browse');
    const list = page.getByRole('tablist', { name: 'Browse' });
    await list.getByRole('tab', { name: 'People' }).waitFor();
    expect((await list.getByRole('tab').allTextContents()).map((name) => name.trim())).toEqual(['Plants', 'Events', 'Community', 'People']);
    for (const tab of await list.getByRole('tab').all()) {
      const box = await boxOf(tab);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keeps 'Propagation' on one line on a plant's page", async () => {
    const owner = await memberWithPlants(baseUrl, 'rowan', []);
    const { plants } = await callApi<{ plants: Array<{ id: string }> }>(baseUrl, '/api/plants/search', {
      method: 'POST',
      body: { query: 'pothos' },
    });
    const added = await callApi<{ userPlant: { id: string } }>(baseUrl, '/api/user-plants', {
      method: 'POST',
      token: owner.token,
      body: { plant_id: plants[0]?.id, swap_type: 'propagation', available_for_swap: true, pest_free_confirmed: true },
    });

    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(`/plant/${added.userPlant.id}`);
    const value = page.getByText('Propagation', { exact: true });
    await value.waitFor();
    // One line box for the word: a break inside it would make two.
    const lines = await value.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
    expect(errors).toEqual([]);
  });
});
