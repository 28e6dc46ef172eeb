import { expect, inject, it } from 'vitest';
import { openPage, sharedBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

// A plant card's distance: a whole number of the unit, or the smallest distance shown in it.
const IN_KM = /^Distance: (< 2|\d+) km$/;
const IN_MILES = /^Distance: (< 1|\d+) mi$/;

it('shows a member in Toronto kilometres on Browse and in the radius filter, and miles once they choose miles in Settings', async () => {
  // The browser is American (en-US): the kilometres come from the member's place, not the browser.
  const { context, page, errors } = await openPage(browser(), baseUrl);
  await signIn(page, 'chloe.tremblay');

  await page.goto('/browse?area=all');
  await page.getByText('In Your Area (≤ 15 km)').waitFor();
  const plants = page.getByRole('list', { name: 'Plants' });
  await plants.getByText(IN_KM).first().waitFor();
  expect(await plants.getByText(IN_MILES).count()).toBe(0);

  await page.goto('/browse?tab=events');
  const radius = page.getByLabel('Distance');
  await radius.waitFor();
  expect(await radius.locator('option:checked').textContent()).toBe('Within 40 km');
  expect(await radius.locator('option').allTextContents()).toEqual(['Within 15 km', 'Within 40 km', 'Within 75 km', 'Within 150 km']);

  await page.goto('/settings');
  const units = page.getByRole('radiogroup', { name: 'Distance unit' });
  await page.getByText(/^Automatic uses kilometres/).waitFor();
  await units.getByText('Miles', { exact: true }).click();
  await page.getByText('Distance unit saved').waitFor();

  await page.goto('/browse?area=all');
  await page.getByText('In Your Area (≤ 10 mi)').waitFor();
  await plants.getByText(IN_MILES).first().waitFor();
  expect(await plants.getByText(IN_KM).count()).toBe(0);

  await page.goto('/browse?tab=events');
  await radius.waitFor();
  expect(await radius.locator('option:checked').textContent()).toBe('Within 25 miles');
  expect(errors).toEqual([]);
  await context.close();
});
