import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { DESKTOP, makePng, openPage, PHONE, signIn, uniqueName, sharedBrowser } from './browser';
import { signInByApi, signUpByApi } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

// Every test opens its own contexts; they are closed after it, whether it passed or not.
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
async function open(viewport = DESKTOP) {
  const opened = await openPage(browser(), baseUrl, viewport);
  contexts.push(opened.context);
  return opened;
}

/** A swappable plant of demo's with one photo, added through the API: the page a test visits. */
async function demoPlant(customName: string): Promise<string> {
  const session = await signInByApi(baseUrl, 'demo');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.auth_token}` };
  const search = await fetch(`${baseUrl}/api/plants/search`, { method: 'POST', headers, body: JSON.stringify({ query: 'monstera' }) });
  const plantId = ((await search.json()) as { plants: Array<{ id: string }> }).plants[0]?.id;
  const image = `data:image/png;base64,${makePng(320, 240).toString('base64')}`;
  const response = await fetch(`${baseUrl}/api/user-plants`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      plant_id: plantId,
      custom_name: customName,
      swap_type: 'cutting',
      available_for_swap: true,
      pest_free_confirmed: true,
      image_urls: [image],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { userPlant: { id: string } }).userPlant.id;
}

describe('adding a plant and its page in the browser', () => {
  it('lets a member search for a plant, add it with a photo and open its page', async () => {
    const { page, errors } = await open();
    await signIn(page, 'demo');
    await page.goto('/add-plant');
    await page.getByRole('heading', { name: 'Add a Plant' }).waitFor();

    const picker = page.getByRole('combobox', { name: 'Plant type' });
    await picker.fill('monstera');
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Monstera Monstera deliciosa/ })
      .first()
      .click();
    await page.getByText('Change', { exact: true }).waitFor();

    await page
      .locator('#add-plant-photos')
      .setInputFiles({ name: 'window-monstera.png', mimeType: 'image/png', buffer: makePng(320, 240) });
    await page.getByRole('img', { name: 'Photo 1: window-monstera.png' }).waitFor();
    await page.getByLabel('Describe this photo (optional)').fill('A monstera with split leaves by a sunny window');
    await page.getByLabel('Custom name (optional)').fill('Window Monstera');
    await page.getByLabel('Size (optional)').fill('Medium');
    await page.getByText('Cutting', { exact: true }).click();
    // Listing it (the default) needs the owner's word that it is free of pests.
    await page.getByRole('button', { name: 'Add Plant' }).click();
    await page.getByText('Please confirm the plant is free of pests before listing it for swap.').waitFor();
    await page.getByRole('checkbox', { name: 'This plant is free of pests' }).check();
    await page.getByRole('button', { name: 'Add Plant' }).click();

    await page.waitForURL('**/profile');
    await page.getByText('Plant added successfully!').waitFor();

    const mine = await page.evaluate(async () => {
      const response = await fetch('/api/user-plants', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      return (await response.json()) as Array<{
        id: string;
        user_id: string;
        custom_name: string | null;
        image_urls: string[];
        swap_type: string;
        available_for_swap: boolean;
        pest_free_confirmed_at: string | null;
      }>;
    });
    const added = mine.find((plant) => plant.custom_name === 'Window Monstera');
    expect(added).toBeDefined();
    expect(added?.image_urls).toHaveLength(1);
    expect(added?.swap_type).toBe('cutting');
    expect(added?.available_for_swap).toBe(true);
    expect(Date.parse(added?.pest_free_confirmed_at ?? '')).toBeGreaterThan(0);
    await page.goto(`/plant/${added?.id ?? ''}`);
    await page.getByRole('heading', { level: 1, name: 'Window Monstera' }).waitFor();
    await page.getByText('Monstera deliciosa').first().waitFor();
    const photo = page.getByRole('img', { name: 'A monstera with split leaves by a sunny window' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/plants\/.+\.webp$/);
    // The photo may still be on its way when its element shows; it has to arrive whole.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText('Available for swap:').waitFor();
    await page.getByText(/Owner confirmed free of pests on [A-Z][a-z]{2} \d{1,2}, \d{4}/).waitFor();
    expect(await page.getByText('Care level:').locator('..').textContent()).toMatch(/Beginner|Intermediate|Expert/);
    const ownerCard = page.getByRole('link', { name: /@demo/ });
    expect(await ownerCard.getAttribute('href')).toBe('/profile/demo');
    expect(await ownerCard.textContent()).toContain('Portland, Oregon');
    await page.getByText('This plant is in your collection').waitFor();
    expect(await page.getByRole('button', { name: 'Contact Owner' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request Swap' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a signed-out visitor the login-required screen on /add-plant', async () => {
    const { page } = await open(PHONE);
    await page.goto('/add-plant');
    await page.getByRole('heading', { name: 'Login required' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/auth');
  });

  it('asks a visitor to log in before contacting the owner', async () => {
    const plantId = await demoPlant('Hallway Monstera');
    const { page } = await open(PHONE);
    await page.goto(`/plant/${plantId}`);
    await page.getByRole('heading', { level: 1, name: 'Hallway Monstera' }).waitFor();
    // Without a description, the photo is read as the plant's name.
    await page.getByRole('img', { name: 'Hallway Monstera' }).waitFor();
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await page.getByText('Sign in to contact plant owners.').waitFor();
    await page.getByRole('button', { name: 'Request Swap' }).click();
    await page.getByText('Please log in to request plant swaps.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/plant/${plantId}`);
  });

  it('gives another member Contact Owner and Request Swap, leading to a conversation with the owner', async () => {
    const plantId = await demoPlant('Landing Monstera');
    const username = uniqueName('rose');
    const password = 'a long garden passphrase';
    await signUpByApi(baseUrl, username, password);
    const { page, errors } = await open();
    await signIn(page, username, password);
    await page.goto(`/plant/${plantId}`);
    await page.getByRole('heading', { level: 1, name: 'Landing Monstera' }).waitFor();
    // A member without swappable plants is told how to get some.
    await page.getByRole('button', { name: 'Request Swap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Swap' });
    await dialog.getByText('No plants available for swap').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Contact Owner opens the thread about this plant in the inbox.
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await page.getByText('Your chat is open: say hello and ask about the plant.').waitFor();
    await page.waitForURL(`${baseUrl}/messages`);
    await page.getByRole('region', { name: 'demo' }).getByRole('link', { name: 'About Landing Monstera' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows Plant not found with Back to Explore for an unknown plant', async () => {
    const { page } = await open();
    await page.goto(`/plant/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Plant not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Explore' }).click();
    await page.waitForURL('**/explore');
  });
});
