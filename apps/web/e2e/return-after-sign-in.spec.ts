import { describe, expect, inject, it } from 'vitest';
import { callApi, DESKTOP, openPage, PHONE, sharedBrowser } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('signing in returns to where the member was going', () => {
  it("opens a swap mail's link signed out, signs in, and lands on the request in the chat", async () => {
    const alder = await memberWithPlants(baseUrl, 'alder', [{ name: 'Alder pothos', query: 'pothos' }]);
    const birch = await memberWithPlants(baseUrl, 'birch', [{ name: 'Birch fern', query: 'fern' }]);
    const swap = await callApi<{ conversation_id: string }>(baseUrl, '/api/swap-requests', {
      method: 'POST',
      token: alder.token,
      body: {
        recipient_id: birch.id,
        message: 'Would you swap your fern for my pothos?',
        offered_plants: [alder.plants.get('Alder pothos')],
        requested_plants: [birch.plants.get('Birch fern')],
      },
    });

    // The link of the 'See the request' button in the swap request mail.
    const { page } = await openPage(browser(), baseUrl, PHONE);
    await page.goto(`/messages?conversation=${swap.conversation_id}`);
    await page.getByText('Please sign in to view your messages.').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Username or email').fill(birch.username);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/messages');
    // The chat is open on the request's card, with its message and the answers Birch can give.
    await page.locator('blockquote').getByText('Would you swap your fern for my pothos?').waitFor();
    await page.getByRole('button', { name: 'Accept' }).first().waitFor();
  });

  it('lets a visitor who taps Request Swap sign in from the toast and come back to the open dialog', async () => {
    const cedar = await memberWithPlants(baseUrl, 'cedar', [{ name: 'Cedar monstera', query: 'monstera' }]);
    const dahlia = await memberWithPlants(baseUrl, 'dahlia', [{ name: 'Dahlia pothos', query: 'pothos' }]);

    const { page } = await openPage(browser(), baseUrl, DESKTOP);
    await page.goto(`/plant/${cedar.plants.get('Cedar monstera')}`);
    await page.getByRole('button', { name: 'Request Swap' }).click();
    await page.getByText('Please log in to request plant swaps.').waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Username or email').fill(dahlia.username);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Request Swap' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: /Dahlia pothos/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/plant/${cedar.plants.get('Cedar monstera')}`);
    expect(new URL(page.url()).search).toBe('');
  });
});
