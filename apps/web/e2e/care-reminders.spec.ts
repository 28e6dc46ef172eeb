import { describe, expect, inject, it } from 'vitest';
import { callApi, openPage, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

/** A date input's value for `days` days before today, in this machine's calendar (the browser's too). */
function daysAgo(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() - days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('care reminders, on a phone', () => {
  it('lets a member say when they last watered and how often, shows it overdue by 8 days on Today, and snoozes it for 3', async () => {
    const username = uniqueName('carer');
    const signUp = await callApi<{ token: string; profile: { id: string } }>(baseUrl, '/api/auth/signup', {
      method: 'POST',
      body: { username, email: `${username}@example.test`, password: PASSWORD },
    });
    await callApi(baseUrl, `/api/profiles/${signUp.profile.id}`, {
      method: 'PUT',
      token: signUp.token,
      body: { full_name: 'Cara Waters' },
    });
    const fern = (
      await callApi<{ plants: Array<{ id: string }> }>(baseUrl, '/api/plants/search', { method: 'POST', body: { query: 'fern' } })
    ).plants[0]?.id;
    const added = await callApi<{ userPlant: { id: string } }>(baseUrl, '/api/user-plants', {
      method: 'POST',
      token: signUp.token,
      body: { plant_id: fern, swap_type: 'cutting', available_for_swap: false, custom_name: 'Bathroom fern' },
    });

    const { page, context, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, username, PASSWORD);
    await page.goto(`/plant/${added.userPlant.id}`);
    await page.getByRole('heading', { name: 'Care reminders' }).waitFor();
    await page.getByRole('button', { name: 'Last watered and how often' }).click();
    const form = page.getByRole('form', { name: 'Watering reminder' });
    await form.getByLabel('How often (days)').fill('2');
    await form.getByLabel('Last watered (optional)').fill(daysAgo(10));
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Watering reminder saved').waitFor();
    expect(await page.getByRole('switch', { name: 'Watering every 2 days' }).getAttribute('aria-checked')).toBe('true');
    await page.getByText(/^Last watered .* · Next: /).waitFor();

    await page.goto('/');
    const today = page.getByRole('list', { name: 'Care due today' });
    const row = today.getByRole('link', { name: /Water Bathroom fern/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Overdue by 8 days');
    await today.getByRole('button', { name: 'Snooze: Water Bathroom fern' }).click();
    await page.getByRole('group', { name: 'Snooze Water Bathroom fern for' }).getByRole('button', { name: '3 days' }).click();
    await page.getByText(/Nothing to water, feed or repot today/).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
