import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, makePng, openPage, PHONE, signIn, uniqueName, sharedBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

async function signInAsDemo(page: Page) {
  await signIn(page, 'demo');
  await page.getByRole('heading', { name: 'Welcome back, Demo' }).waitFor();
}

/** Creates a plant for the signed-in member through the API, from inside the page. */
function createPlantInPage(page: Page, customName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}`, 'content-type': 'application/json' };
    const search = await fetch('/api/plants/search', { method: 'POST', headers, body: JSON.stringify({ query: 'pothos' }) });
    const { plants } = (await search.json()) as { plants: Array<{ id: string }> };
    const plantId = plants[0]?.id;
    if (!plantId) throw new Error('no pothos in the catalogue');
    const created = await fetch('/api/user-plants', {
      method: 'POST',
      headers,
      body: JSON.stringify({ plant_id: plantId, custom_name: name, swap_type: 'cutting', available_for_swap: false }),
    });
    if (created.status !== 201) throw new Error(`create answered ${created.status}`);
    return ((await created.json()) as { userPlant: { id: string } }).userPlant.id;
  }, customName);
}

type Json = Record<string, unknown>;
async function api(path: string, init: { method?: string; token?: string; body?: Json } = {}): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

const OTHER_MEMBER = 'maya.okafor';

/** A demo member with one plant up for swap, one kept private and a wishlist entry. */
async function prepareOtherMember(): Promise<{ swapName: string; privateName: string; wishName: string }> {
  const session = await api('/api/auth/signin', { method: 'POST', body: { username: OTHER_MEMBER, password: DEMO_PASSWORD } });
  expect(session.status).toBe(200);
  const token = String(session.body.token);
  const search = await api('/api/plants/search', { method: 'POST', body: { query: 'fern' } });
  const [first, second] = (search.body.plants as Array<{ id: string; common_name: string }> | undefined) ?? [];
  if (!first || !second) throw new Error('no ferns in the catalogue');
  const swapName = uniqueName('Shared fern ');
  const privateName = uniqueName('Private fern ');
  for (const [name, available] of [
    [swapName, true],
    [privateName, false],
  ] as const) {
    const created = await api('/api/user-plants', {
      method: 'POST',
      token,
      body: { plant_id: first.id, custom_name: name, swap_type: 'division', available_for_swap: available, pest_free_confirmed: available },
    });
    expect(created.status).toBe(201);
  }
  const wish = await api('/api/wishlist', { method: 'POST', token, body: { plant_id: second.id, notes: 'Any size is fine' } });
  expect([201, 409]).toContain(wish.status);
  return { swapName, privateName, wishName: second.common_name };
}

describe('my plants and wishlist in the browser', () => {
  it('lets the owner edit a plant, add and delete a photo, remove the plant, and keep a wishlist', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signInAsDemo(page);
    const name = uniqueName('Windowsill pothos ');
    const renamed = `${name} renamed`;
    await createPlantInPage(page, name);

    await page.getByRole('link', { name: 'Profile' }).first().click();
    await page.waitForURL('**/profile');
    const collection = page.getByRole('region', { name: /My Collection/ });
    await collection.getByRole('link', { name, exact: true }).waitFor();
    await expect(page.getByRole('heading', { name: 'My Plants' }).isVisible()).resolves.toBe(true);

    // Edit: rename, switch the swap type and offer it for swap.
    await collection.getByRole('button', { name: `Edit ${name}` }).click();
    let dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Custom name').fill(renamed);
    await dialog.getByText('Full Plant', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Full Plant' }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('switch', { name: 'Available for swap' }).click();
    await dialog.getByRole('checkbox', { name: 'This plant is free of pests' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Plant updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const available = page.getByRole('region', { name: /Available for Swap/ });
    await available.getByRole('link', { name: renamed, exact: true }).waitFor();
    await available.getByText('Available for swap: Full Plant').first().waitFor();
    // The demo account keeps other plants private, so My Collection stays; this one left it.
    expect(
      await page
        .getByRole('region', { name: /My Collection/ })
        .getByRole('link', { name: renamed, exact: true })
        .count(),
    ).toBe(0);

    // A photo added in the edit dialog appears at once and stays; deleting it takes it away.
    await available.getByRole('button', { name: `Edit ${renamed}` }).click();
    dialog = page.getByRole('dialog', { name: `Edit ${renamed}` });
    await dialog.getByLabel('Add photo').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: makePng(32, 24) });
    const photo = dialog.getByRole('img', { name: `Photo 1 of ${renamed}` });
    await photo.waitFor();
    await page.getByText('Image uploaded successfully!').waitFor();
    await page.waitForFunction(
      (alt) => document.querySelector(`img[alt="${alt}"]`)?.getAttribute('src')?.startsWith('/media/'),
      `Photo 1 of ${renamed}`,
    );
    await dialog.getByRole('button', { name: 'Delete photo 1' }).click();
    await photo.waitFor({ state: 'detached' });
    await page.getByText('Image deleted successfully!').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Remove with the confirmation.
    await available.getByRole('button', { name: `Remove ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Plant' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('button', { name: 'Remove Plant' }).click();
    await page.getByText('Plant removed', { exact: true }).waitFor();
    await page.getByRole('link', { name: renamed, exact: true }).waitFor({ state: 'detached' });

    // Wishlist: add through the plant search, edit the notes inline, remove.
    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await page.getByRole('heading', { name: /My Plant Wishlist/ }).waitFor();
    await page.getByRole('button', { name: 'Add Plant' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add Plant to Wishlist' });
    const add = dialog.getByRole('button', { name: 'Add to Wishlist' });
    await expect(add.isDisabled()).resolves.toBe(true);
    const search = dialog.getByRole('combobox', { name: 'Plant' });
    await search.fill('monstera');
    await dialog.getByRole('option').first().click();
    const wishName = await search.inputValue();
    await add.click();
    await page.getByText('Added to wishlist').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: wishName, exact: true }) });
    await row.waitFor();
    await row.getByRole('button', { name: `Edit notes for ${wishName}` }).click();
    await row.getByLabel(`Notes for ${wishName}`).fill('A big one with fenestrations');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.getByText('A big one with fenestrations').waitFor();
    await row.getByRole('button', { name: `Remove ${wishName} from wishlist` }).click();
    await row.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a visitor another member's swappable plants and wishlist read-only on a phone", async () => {
    const { swapName, privateName, wishName } = await prepareOtherMember();
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(`/profile/${OTHER_MEMBER}`);
    await page.getByRole('heading', { name: 'My Plants' }).waitFor();
    await page.getByRole('link', { name: swapName, exact: true }).waitFor();
    const message = page.getByRole('link', { name: `Message ${OTHER_MEMBER} about ${swapName}` });
    expect(await message.getAttribute('href')).toMatch(/^\/messages\?recipient=[0-9a-f-]{36}$/);
    expect(await page.getByRole('link', { name: privateName, exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /My Collection/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Add Plant|^Edit |^Remove / }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Wishlist' }).click();
    await page.getByRole('heading', { name: /^Plant Wishlist/ }).waitFor();
    await page.getByRole('heading', { name: wishName, exact: true }).waitFor();
    await page.getByText('Any size is fine').waitFor();
    expect(await page.getByRole('button', { name: /Add Plant|Edit notes|from wishlist/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
