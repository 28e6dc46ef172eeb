import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, makePng, openPage, PHONE, register, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('profiles in the browser', () => {
  it('lets a new member complete all five set-up steps, survive a reload, publish, land on / and see the profile', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    const username = uniqueName('rowan');
    const password = 'a long garden passphrase';

    await register(page, username, password);

    // 1 Basic Info
    await page.getByLabel('Full name').fill('Rowan Ash');
    await page.getByLabel('Location', { exact: true }).fill('Madison');
    await page
      .getByRole('option', { name: /Madison, Wisconsin/ })
      .first()
      .click();
    await page.getByLabel('Bio').fill('Tomatoes, peppers and far too many pothos.');
    await page.getByRole('button', { name: 'Continue' }).click();

    // 2 Garden Photos: one photo with a caption, one Brag Board post
    await page.getByRole('heading', { name: 'Step 2: Garden Photos' }).waitFor();
    await page
      .getByTestId('garden-photo-input')
      .setInputFiles({ name: 'beds.png', mimeType: 'image/png', buffer: makePng(64, 48, [40, 120, 60]) });
    await page.getByText('1/10 items').waitFor();
    await page.getByLabel('Caption').fill('Raised beds in June');
    await page.getByRole('button', { name: 'Add a Brag Board post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a Brag Board post' });
    await dialog.getByLabel(/^Title/).fill('First ripe tomato');
    await dialog.getByLabel(/^Content/).fill('Sungold, grown from a swapped seedling.');
    await dialog
      .getByLabel('Choose a photo')
      .setInputFiles({ name: 'tomato.png', mimeType: 'image/png', buffer: makePng(40, 40, [200, 60, 40]) });
    await dialog.getByRole('button', { name: 'Add post' }).click();
    await page.getByText('2/10 items').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 3 Build Your Collection, then a reload: the wizard comes back at step 3 with the plant
    await page.getByRole('heading', { name: 'Step 3: Build Your Collection' }).waitFor();
    await page.getByRole('combobox', { name: 'Add a plant' }).fill('marble queen');
    await page
      .getByRole('option', { name: /Marble Queen Pothos/ })
      .first()
      .click();
    await page.getByTestId(/^plant-photo-input-/).setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: makePng(50, 50) });
    await page.getByRole('img', { name: 'Marble Queen Pothos photo 1' }).waitFor();
    // The draft is saved a moment after the last change: reload once it holds the plant's photo.
    // page.evaluate waits for the promise (waitForFunction would take the promise itself as a yes).
    const draftHoldsThePhoto = () =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('rootshare-wizard', 1);
            open.onsuccess = () => {
              const all = open.result.transaction('drafts').objectStore('drafts').getAll();
              all.onsuccess = () => {
                open.result.close();
                resolve(
                  (all.result as Array<{ step: number; plants: Array<{ photos: unknown[] }> }>).some(
                    (draft) => draft.step === 3 && draft.plants[0]?.photos.length === 1,
                  ),
                );
              };
            };
          }),
      );
    await expect.poll(draftHoldsThePhoto, { timeout: 10_000 }).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Step 3: Build Your Collection' }).waitFor();
    await page.getByRole('img', { name: 'Marble Queen Pothos photo 1' }).waitFor();
    // Put up for swap by its owner (the wizard keeps plants unlisted), so Continue first asks for their word that it is free of pests.
    await page.getByRole('switch', { name: 'Available for swap' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please confirm the plant is free of pests before listing it for swap.').waitFor();
    await page.getByRole('checkbox', { name: 'This plant is free of pests' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 4 Swap Preferences
    await page.getByRole('heading', { name: 'Step 4: Swap Preferences' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'cuttings' }).check();
    await page.getByRole('checkbox', { name: 'herbs' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // 5 Preview & Publish
    await page.getByRole('heading', { name: 'Step 5: Preview & Publish' }).waitFor();
    await page.getByRole('region', { name: 'Garden photos (1)' }).waitFor();
    await page.getByRole('region', { name: 'Plants (1)' }).waitFor();
    await page.getByRole('button', { name: 'Publish Profile' }).click();
    await page.getByText('Profile published successfully!').waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome to Rootshare, Rowan' }).waitFor();

    // The chosen place is the member's own: Browse measures from Madison (Chicago is about 120 mi).
    await page.goto('/browse?area=all');
    await page.getByRole('list', { name: 'Plants' }).getByText('@maya.okafor').first().waitFor();
    const chicago = await page.getByRole('listitem').filter({ hasText: '@maya.okafor' }).first().textContent();
    expect(Number(/(\d+) mi/.exec(chicago ?? '')?.[1])).toBeGreaterThan(100);
    expect(Number(/(\d+) mi/.exec(chicago ?? '')?.[1])).toBeLessThan(140);

    await page.goto(`/profile/${username}`);
    await page.getByRole('heading', { level: 1, name: 'Rowan Ash' }).waitFor();
    await page.getByText('Tomatoes, peppers and far too many pothos.').waitFor();
    await page.getByRole('heading', { name: 'Marble Queen Pothos' }).first().waitFor();
    await page.getByRole('tab', { name: 'Brag Board' }).click();
    await page.getByText('First ripe tomato').waitFor();
    await page.getByRole('button', { name: 'View Raised beds in June' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'Raised beds in June' }).waitFor();
    await page.keyboard.press('Escape');
    // The draft is gone once published: the wizard starts afresh.
    expect(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open('rootshare-wizard', 1);
            open.onsuccess = () => {
              const count = open.result.transaction('drafts').objectStore('drafts').count();
              count.onsuccess = () => resolve(count.result);
            };
          }),
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    "warns a Portland member on the wizard's collection step that English ivy is invasive in Oregon, and keeps it unlisted (%s)",
    async (_, viewport) => {
      const { context, page, errors } = await openPage(browser(), baseUrl, viewport);
      await register(page, uniqueName('ivy'), 'a long garden passphrase');
      await page.getByLabel('Full name').fill('Ivy Lane');
      await page.getByLabel('Location', { exact: true }).fill('Portland');
      await page
        .getByRole('option', { name: /Portland, Oregon/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Step 2: Garden Photos' }).waitFor();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Step 3: Build Your Collection' }).waitFor();
      await page.getByRole('combobox', { name: 'Add a plant' }).fill('english ivy');
      await page
        .getByRole('option', { name: /English Ivy/ })
        .first()
        .click();

      const row = page.getByRole('region', { name: 'Your collection' });
      const note = row.getByRole('note', { name: /^Invasive in .*Oregon/ });
      await note.waitFor();
      expect(await note.getByRole('link', { name: 'Oregon State Noxious Weed List' }).count()).toBe(1);
      expect(await row.getByRole('switch', { name: 'Available for swap' }).getAttribute('aria-checked')).toBe('false');
      // Kept in the collection only, the plant needs no pest-free confirmation to go on.
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Step 4: Swap Preferences' }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('edits the profile with a cropped avatar, stored as a 300×300 image', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, 'hannah.price');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog
      .getByLabel('Choose profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(640, 400, [90, 60, 40], true) });
    const crop = page.getByRole('dialog', { name: 'Crop profile photo' });
    await crop.getByLabel('Zoom').fill('1.5');
    await crop.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByRole('button', { name: 'Change photo' }).waitFor();
    await dialog.getByLabel('Bio').fill('Now with a proper photo.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated').waitFor();
    await page.getByText('Now with a proper photo.').waitFor();

    const avatar = await page.evaluate(async () => {
      const profile = (await (await fetch('/api/profiles/hannah.price')).json()) as { avatar_url: string };
      const image = new Image();
      image.src = profile.avatar_url;
      await image.decode();
      return {
        url: profile.avatar_url,
        width: image.naturalWidth,
        height: image.naturalHeight,
        shown: document.querySelectorAll(`img[src="${profile.avatar_url}"]`).length,
      };
    });
    expect(avatar.url).toMatch(/^\/media\//);
    expect([avatar.width, avatar.height]).toEqual([300, 300]);
    expect(avatar.shown).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a signed-out visitor a public profile read-only, on a phone', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/profile/maya.okafor');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Message', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit banner' }).count()).toBe(0);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Plants', 'Brag Board', 'Wishlist', 'Reviews']);
    expect(await page.getByRole('button', { name: 'Add Plant' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Brag Board' }).click();
    expect(await page.getByRole('button', { name: /Create Post/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
