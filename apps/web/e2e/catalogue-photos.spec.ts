import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { callApi, DESKTOP, makePng, openPage, PHONE, sharedBrowser, uniqueName } from './browser';
import { signInByApi, signUpByApi, storeSessionOnEveryLoad } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A new member with a display name, signed in by the API: their session and profile id. */
async function member(prefix: string, fullName: string) {
  const username = uniqueName(prefix);
  await signUpByApi(baseUrl, username, PASSWORD);
  const session = await signInByApi(baseUrl, username, PASSWORD);
  await callApi(baseUrl, `/api/profiles/${session.profileId}`, { method: 'PUT', token: session.auth_token, body: { full_name: fullName } });
  return { username, session, profileId: session.profileId };
}

async function openAs(session: Awaited<ReturnType<typeof signInByApi>>, viewport: typeof PHONE) {
  const opened = await openPage(browser(), baseUrl, viewport);
  contexts.push(opened.context);
  await storeSessionOnEveryLoad(opened.context, session);
  return opened;
}

describe('members’ photos fill the catalogue’s gaps', () => {
  it('shows a photo a member offered of a species without a catalogue photo, credited to them, in the catalogue and on another plant', async () => {
    const photographer = await member('pearls', 'Pearl Grower');
    const { plants } = await callApi<{ plants: Array<{ id: string; common_name: string; image_url: string }> }>(
      baseUrl,
      '/api/plants/search',
      {
        method: 'POST',
        body: { query: 'Senecio rowleyanus' },
      },
    );
    const species = plants[0];
    expect(species?.image_url).toMatch(/^\/api\/plant-drawings\//);

    // On a phone, the photographer adds their plant with a photo and ticks the offer.
    const { page, errors } = await openAs(photographer.session, PHONE);
    await page.goto('/add-plant');
    await page.getByRole('combobox', { name: 'Plant type' }).fill('Senecio rowleyanus');
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByText('Change', { exact: true }).waitFor();
    await page
      .locator('#add-plant-photos')
      .setInputFiles({ name: 'pearls.png', mimeType: 'image/png', buffer: makePng(320, 240, [90, 160, 90], true) });
    const offer = page.getByRole('checkbox', { name: 'Offer the first photo to the plant catalogue (CC BY 4.0)' });
    expect(await offer.isChecked()).toBe(false);
    await page.getByText('“Photo: Pearl Grower, CC BY 4.0” linking to your profile').waitFor();
    await offer.check();
    await page.getByRole('switch', { name: 'Available for swap' }).click();
    await page.getByRole('button', { name: 'Add Plant' }).click();
    await page.waitForURL('**/profile');
    expect(errors).toEqual([]);

    // Another member's plant of that species, without a photo, now shows it with the credit.
    const neighbour = await member('neighbour', 'Nell Neighbour');
    const added = await callApi<{ userPlant: { id: string } }>(baseUrl, '/api/user-plants', {
      method: 'POST',
      token: neighbour.session.auth_token,
      body: { plant_id: species?.id, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
    });
    const viewer = await openAs(neighbour.session, DESKTOP);
    await viewer.page.goto(`/plant/${added.userPlant.id}`);
    const shown = viewer.page.getByRole('img', { name: `${species?.common_name ?? ''}, photo by Pearl Grower` });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^\/media\/plants\/.+\.webp$/);
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const credit = viewer.page.getByRole('link', { name: 'Pearl Grower' });
    expect(await credit.getAttribute('href')).toBe(`/profile/${photographer.profileId}`);
    await viewer.page.getByText('Photo: Pearl Grower, CC BY 4.0').waitFor();

    // The catalogue's search shows it too, credited where the chosen plant is shown.
    await viewer.page.goto('/add-plant');
    await viewer.page.getByRole('combobox', { name: 'Plant type' }).fill('Senecio rowleyanus');
    const option = viewer.page.getByRole('listbox').getByRole('option').first();
    expect(await option.locator('img').getAttribute('src')).toMatch(/^\/media\/plants\//);
    await option.click();
    await viewer.page.getByText('Photo: Pearl Grower, CC BY 4.0').waitFor();
    expect(viewer.errors).toEqual([]);
  });
});
