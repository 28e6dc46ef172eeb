import { BRAG_BOARD_MAX_ITEMS, PLANT_IMAGES_MAX, WIZARD_PLANTS_MAX } from '@rootshare/contracts/limits';
import { describe, expect, inject, it } from 'vitest';
import { makePng, openPage, register, sharedBrowser, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

const png = (name: string, shade: number) => ({ name, mimeType: 'image/png', buffer: makePng(48, 36, [shade, 120, 80]) });

describe('the set-up wizard at its maxima', () => {
  it('publishes every garden photo and every plant with all its photos, within the real quotas', { timeout: 240_000 }, async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    const username = uniqueName('maxi');
    await register(page, username, 'a long garden passphrase');

    await page.getByLabel('Full name').fill('Maxi Bloom');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2 Garden Photos: the Brag Board's whole 10, at once.
    await page.getByRole('heading', { name: 'Step 2: Garden Photos' }).waitFor();
    await page
      .getByTestId('garden-photo-input')
      .setInputFiles(Array.from({ length: BRAG_BOARD_MAX_ITEMS }, (_, i) => png(`bed-${i}.png`, 10 * i)));
    await page.getByText(`${BRAG_BOARD_MAX_ITEMS}/${BRAG_BOARD_MAX_ITEMS} items`).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3 Build Your Collection: 20 plants with 5 photos each; then the search makes way for a note.
    await page.getByRole('heading', { name: 'Step 3: Build Your Collection' }).waitFor();
    const photos = page.getByRole('img', { name: /^Marble Queen Pothos photo \d$/ });
    for (let plant = 0; plant < WIZARD_PLANTS_MAX; plant++) {
      await page.getByRole('combobox', { name: 'Add a plant' }).fill('marble queen');
      await page
        .getByRole('option', { name: /Marble Queen Pothos/ })
        .first()
        .click();
      await page.getByText(`Your collection (${plant + 1} ${plant === 0 ? 'plant' : 'plants'})`).waitFor();
      // A plant with all its photos has no photo input left: the only one is the new plant's.
      await page
        .getByTestId(/^plant-photo-input-/)
        .last()
        .setInputFiles(Array.from({ length: PLANT_IMAGES_MAX }, (_, i) => png(`plant-${plant}-${i}.png`, 40 * i)));
      await photos.nth((plant + 1) * PLANT_IMAGES_MAX - 1).waitFor();
    }
    await page.getByText(`Your collection has ${WIZARD_PLANTS_MAX} plants, the most the set-up takes.`).waitFor();
    expect(await page.getByRole('combobox', { name: 'Add a plant' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4 Swap Preferences, 5 Publish
    await page.getByRole('heading', { name: 'Step 4: Swap Preferences' }).waitFor();
    await page.getByRole('checkbox', { name: 'cuttings' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 5: Preview & Publish' }).waitFor();
    await page.getByRole('region', { name: `Plants (${WIZARD_PLANTS_MAX})` }).waitFor();
    await page.getByRole('button', { name: 'Publish Profile' }).click();
    await page.getByText('Profile published successfully!').waitFor({ timeout: 180_000 });
    await page.waitForURL(`${baseUrl}/`);
    expect(await page.getByText('Profile published with warning').count()).toBe(0);

    // Everything is stored: every garden photo, every plant with all of its photos.
    const stored = await page.evaluate(async (name) => {
      const profile = (await (await fetch(`/api/profiles/${name}`)).json()) as { id: string; swap_preferences: string };
      const gallery = (await (await fetch(`/api/garden-photos?user_id=${profile.id}&limit=100`)).json()) as { photos: unknown[] };
      // Wizard plants start unlisted, so only their owner's own list holds them.
      const own = { headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` } };
      const plants = (await (await fetch('/api/user-plants', own)).json()) as Array<{ image_urls: string[] }>;
      return {
        preferences: profile.swap_preferences,
        gardenPhotos: gallery.photos.length,
        photosPerPlant: plants.map((plant) => plant.image_urls.length),
      };
    }, username);
    expect(stored.gardenPhotos).toBe(BRAG_BOARD_MAX_ITEMS);
    expect(stored.photosPerPlant).toEqual(Array.from({ length: WIZARD_PLANTS_MAX }, () => PLANT_IMAGES_MAX));
    expect(JSON.parse(stored.preferences)).toMatchObject({ swapTypes: ['cuttings'] });

    // And the profile page shows them.
    await page.goto(`/profile/${username}`);
    await page.getByRole('heading', { level: 1, name: 'Maxi Bloom' }).waitFor();
    await page
      .getByRole('heading', { name: 'Marble Queen Pothos' })
      .nth(WIZARD_PLANTS_MAX - 1)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
