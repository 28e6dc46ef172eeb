import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { makePng, openPage, PHONE, signIn, uniqueName, sharedBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

let plantId = '';

describe('adding a plant and its page in the browser', () => {
  it('lets a member search for a plant, add it with a photo and open its page', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, 'demo');
    await page.goto('/add-plant');
    await page.getByRole('heading', { name: 'Add a Plant' }).waitFor();

    const picker = page.getByRole('combobox', { name: 'Plant type' });
    await picker.fill('monstera');
    await page.getByRole('listbox').getByRole('option', { name: /^Monstera Monstera deliciosa/ }).first().click();
    await page.getByText('Change', { exact: true }).waitFor();

    await page.locator('#add-plant-photos').setInputFiles({ name: 'window-monstera.png', mimeType: 'image/png', buffer: makePng(320, 240) });
    await page.getByRole('img', { name: 'Photo 1: window-monstera.png' }).waitFor();
    await page.getByLabel('Custom name (optional)').fill('Window Monstera');
    await page.getByLabel('Size (optional)').fill('Medium');
    await page.getByText('Cutting', { exact: true }).click();
    await page.getByRole('button', { name: 'Add Plant' }).click();

    await page.waitForURL('**/profile');
    await page.getByText('Plant added successfully!').waitFor();

    const mine = await page.evaluate(async () => {
      const response = await fetch('/api/user-plants', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      return (await response.json()) as Array<{ id: string; user_id: string; custom_name: string | null; image_urls: string[]; swap_type: string; available_for_swap: boolean }>;
    });
    const added = mine.find((plant) => plant.custom_name === 'Window Monstera');
    expect(added).toBeDefined();
    expect(added?.image_urls).toHaveLength(1);
    expect(added?.swap_type).toBe('cutting');
    expect(added?.available_for_swap).toBe(true);
    plantId = added?.id ?? '';

    await page.goto(`/plant/${plantId}`);
    await page.getByRole('heading', { level: 1, name: 'Window Monstera' }).waitFor();
    await page.getByText('Monstera deliciosa').first().waitFor();
    const photo = page.getByRole('img', { name: /Window Monstera, photo/ });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/plants\/.+\.webp$/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByText('Available for swap:').waitFor();
    expect(await page.getByText('Care level:').locator('..').textContent()).toMatch(/Beginner|Intermediate|Expert/);
    const ownerCard = page.getByRole('link', { name: /@demo/ });
    expect(await ownerCard.getAttribute('href')).toBe('/profile/demo');
    expect(await ownerCard.textContent()).toContain('Portland, Oregon');
    await page.getByText('This plant is in your collection').waitFor();
    expect(await page.getByRole('button', { name: 'Contact Owner' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Request Swap' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a signed-out visitor the login-required screen on /add-plant', async () => {
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/add-plant');
    await page.getByRole('heading', { name: 'Login required' }).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('asks a visitor to log in before contacting the owner', async () => {
    expect(plantId).not.toBe('');
    const { context, page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(`/plant/${plantId}`);
    await page.getByRole('heading', { level: 1, name: 'Window Monstera' }).waitFor();
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await page.getByText('Please log in to contact plant owners.').waitFor();
    await page.getByRole('button', { name: 'Request Swap' }).click();
    await page.getByText('Please log in to request plant swaps.').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/plant/${plantId}`);
    await context.close();
  });

  it('gives another member Contact Owner and Request Swap, leading to a conversation with the owner', async () => {
    expect(plantId).not.toBe('');
    const username = uniqueName('rose');
    const password = 'a long garden passphrase';
    const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.test`, password }),
    });
    expect(signUp.status).toBe(201);
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, username, password);
    await page.goto(`/plant/${plantId}`);
    await page.getByRole('heading', { level: 1, name: 'Window Monstera' }).waitFor();
    // A member without swappable plants is told how to get some.
    await page.getByRole('button', { name: 'Request Swap' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Swap' });
    await dialog.getByText('No plants available for swap').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Contact Owner opens the thread about this plant in the inbox.
    await page.getByRole('button', { name: 'Contact Owner' }).click();
    await page.getByText('Redirected to messages').waitFor();
    await page.waitForURL(`${baseUrl}/messages`);
    await page.getByRole('region', { name: 'demo' }).getByRole('link', { name: 'About Window Monstera' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Plant not found with Back to Explore for an unknown plant', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto(`/plant/${randomUUID()}`);
    await page.getByRole('heading', { name: 'Plant not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Explore' }).click();
    await page.waitForURL('**/explore');
    await context.close();
  });
});
