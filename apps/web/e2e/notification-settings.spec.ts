import { describe, expect, inject, it } from 'vitest';
import {
  type ApiInit,
  callApi,
  MAIL_JOURNEY_TIMEOUT_MS,
  mailedLink,
  openPage,
  PHONE,
  register,
  sharedBrowser,
  signIn,
  uniqueName,
} from './browser';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const browser = sharedBrowser();
const PASSWORD = 'a patient garden passphrase';
/** A demo member: demo addresses count as verified, so notification mail reaches them. */
const RECIPIENT = 'rosa_delgado';

const api = <T>(path: string, init?: ApiInit) => callApi<T>(baseUrl, path, init);

/** A new member asks the demo recipient for one of their plants, which mails the recipient (through the outbox). */
async function requestSwapFromRecipient(): Promise<string> {
  const username = uniqueName('yarrow');
  const { token } = await api<{ token: string }>('/api/auth/signup', {
    method: 'POST',
    body: { username, email: `${username}@example.test`, password: PASSWORD },
  });
  const { plants } = await api<{ plants: Array<{ id: string }> }>('/api/plants/search', { method: 'POST', body: { query: 'pothos' } });
  const own = await api<{ userPlant: { id: string } }>('/api/user-plants', {
    method: 'POST',
    token,
    body: {
      plant_id: plants[0]?.id,
      custom_name: 'Yarrow pothos',
      swap_type: 'cutting',
      available_for_swap: true,
      pest_free_confirmed: true,
    },
  });
  const recipient = await api<{ id: string }>(`/api/profiles/${RECIPIENT}`);
  const theirs = (await api<Array<{ id: string; available_for_swap: boolean }>>(`/api/user-plants?user_id=${recipient.id}`)).find(
    (plant) => plant.available_for_swap,
  );
  await api('/api/swap-requests', {
    method: 'POST',
    token,
    body: { recipient_id: recipient.id, offered_plants: [own.userPlant.id], requested_plants: [theirs?.id] },
  });
  return username;
}

describe('notification settings', () => {
  it('keeps a changed notification choice and the digest after a reload', async () => {
    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await register(page, uniqueName('clover'), PASSWORD);
    await page.goto('/settings');
    const requests = page.getByRole('radiogroup', { name: 'Swap requests' });
    await requests.getByText('Push', { exact: true }).click();
    await page.getByRole('switch', { name: 'Weekly digest' }).click();
    await page.getByRole('button', { name: 'Save notification settings' }).click();
    await page.getByText('Notification settings saved').waitFor();

    await page.reload();
    // The page may first show the copy kept for offline use, then the stored choice it asks for.
    await expect.poll(() => requests.getByRole('radio', { name: 'Push' }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('radiogroup', { name: 'Reviews' }).getByRole('radio', { name: 'E-mail' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Weekly digest' }).getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
  });

  it(
    "unsubscribes from a mail's link without signing in, and Settings shows that mail turned off",
    async () => {
      const requester = await requestSwapFromRecipient();

      // With no SMTP server the mail is kept in the outbox, where an admin reads its unsubscribe link.
      const admin = await openPage(browser(), baseUrl);
      await signIn(admin.page, adminUsername);
      const unsubscribe = await mailedLink(
        admin.page,
        `${requester} sent you a swap request`,
        `${RECIPIENT}@demo.rootshare.app`,
        /\/unsubscribe\?token=/,
      );
      const visitor = await openPage(browser(), baseUrl, PHONE);
      await visitor.page.goto(unsubscribe);
      await visitor.page.getByRole('heading', { name: 'Unsubscribe?' }).waitFor();
      await visitor.page.getByText('Stop e-mails about swap requests.').waitFor();
      await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
      await visitor.page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
      expect(await visitor.page.getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/settings');

      const member = await openPage(browser(), baseUrl);
      await signIn(member.page, RECIPIENT);
      await member.page.goto('/settings');
      const requests = member.page.getByRole('radiogroup', { name: 'Swap requests' });
      await requests.waitFor();
      expect(await requests.getByRole('radio', { name: 'Off' }).isChecked()).toBe(true);
      expect(
        await member.page.getByRole('radiogroup', { name: 'Answers to your requests' }).getByRole('radio', { name: 'E-mail' }).isChecked(),
      ).toBe(true);
      expect([...admin.errors, ...visitor.errors, ...member.errors]).toEqual([]);
    },
    MAIL_JOURNEY_TIMEOUT_MS,
  );
});
