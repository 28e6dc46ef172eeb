import { describe, expect, inject, it } from 'vitest';
import { type ApiInit, callApi, gotoLive, openPage, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

const api = <T>(path: string, init?: ApiInit) => callApi<T>(baseUrl, path, init);

interface Member {
  username: string;
  id: string;
  token: string;
}

/** A member with a full profile at a town's coordinates, so distances can be measured. */
async function member(prefix: string, place: { location: string; latitude: number; longitude: number }): Promise<Member> {
  const username = uniqueName(prefix);
  const signUp = await api<{ token: string; profile: { id: string } }>('/api/auth/signup', {
    method: 'POST',
    body: { username, email: `${username}@example.test`, password: PASSWORD },
  });
  await api(`/api/profiles/${signUp.profile.id}`, {
    method: 'PUT',
    token: signUp.token,
    body: { full_name: `${prefix} gardener`, ...place },
  });
  return { username, id: signUp.profile.id, token: signUp.token };
}

async function catalogueId(query: string, scientificName: string): Promise<string> {
  const { plants } = await api<{ plants: Array<{ id: string; scientific_name: string | null }> }>('/api/plants/search', {
    method: 'POST',
    body: { query, limit: 20 },
  });
  const found = plants.find((p) => p.scientific_name === scientificName);
  if (!found) throw new Error(`no ${scientificName} in the catalogue`);
  return found.id;
}

describe('plants that travel, on a phone', () => {
  it('tells a wisher about a plant nearby, adds the swapped plant with its lineage and care card, clears a reminder and warns about an invasive species', async () => {
    // Away from the demo community (Portland, Toronto, London), so the browse journey's counts of its plants hold.
    const alice = await member('alice', { location: 'Boise, Idaho', latitude: 43.615, longitude: -116.2 });
    const bob = await member('bob', { location: 'Meridian, Idaho', latitude: 43.585, longitude: -116.32 });
    const monstera = await catalogueId('Monstera deliciosa', 'Monstera deliciosa');
    const pothos = (await api<{ plants: Array<{ id: string }> }>('/api/plants/search', { method: 'POST', body: { query: 'pothos' } }))
      .plants[0]?.id;
    await api('/api/wishlist', { method: 'POST', token: bob.token, body: { plant_id: monstera } });

    const { page, context, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, bob.username, PASSWORD);
    await gotoLive(page, `/profile?tab=wishlist`);

    // Alice lists one: the match arrives in Bob's bell while he looks, and his wishlist shows it near him.
    const listed = await api<{ userPlant: { id: string } }>('/api/user-plants', {
      method: 'POST',
      token: alice.token,
      body: {
        plant_id: monstera,
        custom_name: 'Mother monstera',
        swap_type: 'cutting',
        available_for_swap: true,
        pest_free_confirmed: true,
      },
    });
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page
      .getByRole('list', { name: 'Notifications' })
      .getByText(/near you/)
      .first()
      .click();
    await page.waitForURL(`**/plant/${listed.userPlant.id}`);
    await page.goto('/profile?tab=wishlist');
    const nearYou = page.getByRole('heading', { name: 'Near you now' }).locator('xpath=..');
    await nearYou.getByRole('link', { name: /Mother monstera/ }).waitFor();
    expect(await nearYou.getByRole('link', { name: /Mother monstera/ }).textContent()).toContain('6 miles away');

    // They swap; Alice attaches a care card once she accepts; both mark it complete.
    const offered = await api<{ userPlant: { id: string } }>('/api/user-plants', {
      method: 'POST',
      token: bob.token,
      body: { plant_id: pothos, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
    });
    const swap = await api<{ id: string }>('/api/swap-requests', {
      method: 'POST',
      token: bob.token,
      body: { recipient_id: alice.id, offered_plants: [offered.userPlant.id], requested_plants: [listed.userPlant.id] },
    });
    await api(`/api/swap-requests/${swap.id}/respond`, { method: 'POST', token: alice.token, body: { action: 'accept' } });
    await api(`/api/swap-requests/${swap.id}/care-cards/${listed.userPlant.id}`, {
      method: 'PUT',
      token: alice.token,
      body: {
        light: 'Bright, no direct sun',
        water: 'When the top inch is dry',
        soil: 'Chunky aroid mix',
        notes: 'Sulks for a week after a move.',
      },
    });
    for (const m of [alice, bob]) await api(`/api/swap-requests/${swap.id}/complete`, { method: 'POST', token: m.token });

    // Bob adds what he received in one tap; its page shows where it came from and its care card.
    await page.goto('/profile?tab=swaps');
    await page.getByRole('tab', { name: /^Completed/ }).click();
    await page.getByRole('button', { name: 'Your Swap Request' }).click();
    await page.getByRole('button', { name: 'Add Mother monstera to my collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to my collection' });
    expect(await dialog.getByLabel('Notes').inputValue()).toContain(`From @${alice.username}`);
    await dialog.getByRole('button', { name: 'Add to my collection' }).click();
    await page.getByRole('link', { name: 'In your collection' }).click();
    await page.getByRole('region', { name: 'Where it came from' }).getByText(`@${alice.username}`).waitFor();
    await page.getByRole('heading', { name: 'Care card' }).waitFor();
    await page.getByText('Sulks for a week after a move.').waitFor();
    const bobsPlant = page.url().split('/plant/')[1] ?? '';

    // Alice's plant shows where its cutting went.
    const mother = await api<{ lineage: { children: Array<{ username: string | null }> } }>(`/api/user-plants/${listed.userPlant.id}`);
    expect(mother.lineage.children.map((c) => c.username)).toEqual([bob.username]);

    // A watering last done a week ago is due today: Done clears it from the home page.
    await api(`/api/user-plants/${bobsPlant}/care-reminders/water`, {
      method: 'PUT',
      token: bob.token,
      body: { enabled: true, interval_days: 7, last_done_days_ago: 7 },
    });
    await page.goto('/');
    const today = page.getByRole('list', { name: 'Care due today' });
    await today.getByRole('button', { name: 'Done: Water Mother monstera' }).click();
    await page.getByText(/Nothing to water, feed or repot today/).waitFor();

    // Choosing an invasive species to add warns at once, with the lists' sources.
    await page.goto('/add-plant');
    await page.getByRole('combobox', { name: 'Plant type' }).fill('Japanese knotweed');
    await page
      .getByRole('option', { name: /Japanese Knotweed/ })
      .first()
      .click();
    const warning = page.getByRole('note', { name: /^Invasive in / });
    await warning.waitFor();
    expect(await warning.getByRole('link').count()).toBeGreaterThanOrEqual(2);

    expect(errors).toEqual([]);
    await context.close();
  });
});
