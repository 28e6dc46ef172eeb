import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, signIn, sharedBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('identifying a plant from a description in the browser', () => {
  it('lets a member describe a plant on Add Plant, pick a candidate, save it, and see it with that species and its credited photo', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, 'demo');
    await page.goto('/add-plant');
    await page.getByRole('heading', { name: 'Add a Plant' }).waitFor();

    await page.getByRole('button', { name: 'Not sure what it is? Describe it' }).click();
    await page.getByRole('textbox', { name: 'Describe the plant' }).fill('golden pothos trailing vine');
    await page.getByRole('button', { name: 'Find matches' }).click();
    const candidates = page.getByRole('list', { name: 'It could be one of these. Choose one:' });
    const pothos = candidates.getByRole('button', { name: /^Choose Pothos Epipremnum aureum/ });
    await pothos.waitFor();
    // Candidates come with their pictures: the catalogue photo where the species has one.
    expect(await pothos.locator('img').getAttribute('src')).toBe('/api/plant-photos/house_epipremnum-aureum-pothos.jpg?w=480');
    expect(await candidates.getByRole('button').count()).toBeGreaterThan(1);
    await pothos.click();
    expect(await page.getByRole('combobox', { name: 'Plant type' }).inputValue()).toBe('Pothos');
    await page.getByRole('button', { name: /Change plant \(Pothos selected\)/ }).waitFor();

    await page.getByLabel('Custom name (optional)').fill('Identified pothos');
    await page.getByText('Cutting', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'This plant is free of pests' }).check();
    await page.getByRole('button', { name: 'Add Plant' }).click();
    await page.waitForURL('**/profile');
    await page.getByText('Plant added successfully!').waitFor();

    const mine = await page.evaluate(async () => {
      const response = await fetch('/api/user-plants', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      return (await response.json()) as Array<{ id: string; custom_name: string | null; plants: { scientific_name: string | null } }>;
    });
    const added = mine.find((plant) => plant.custom_name === 'Identified pothos');
    expect(added?.plants.scientific_name).toBe('Epipremnum aureum');

    await page.goto(`/plant/${added?.id ?? ''}`);
    await page.getByRole('heading', { level: 1, name: 'Identified pothos' }).waitFor();
    await page.getByText('Epipremnum aureum').first().waitFor();
    const photo = page.getByRole('img', { name: 'Pothos, catalogue photo' });
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Pothos, catalogue photo"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await page.getByText(/Catalogue photo by Filo gèn’, CC BY-SA 4\.0\./).waitFor();
    expect(await page.getByRole('link', { name: 'Original photo (opens in a new tab)' }).getAttribute('href')).toBe(
      'https://commons.wikimedia.org/wiki/File:Epipremnum_aureum_(Golden_pothos).jpg',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
