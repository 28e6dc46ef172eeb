import { describe, expect, inject, it } from 'vitest';
import { MAIL_JOURNEY_TIMEOUT_MS, mailedLink, openPage, PHONE, register, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const browser = sharedBrowser();
const PASSWORD = 'a well-watered passphrase';
const LINK = /\/auth\/verify\?token=/;

describe("a member's e-mail address", () => {
  it(
    'is confirmed from the mailed link after sign-up, then changed in Settings through a link to the new address, which then signs in',
    async () => {
      const member = await openPage(browser(), baseUrl, PHONE);
      const username = uniqueName('fern');
      const address = `${username}@example.test`;
      const newAddress = `${username}.moved@example.test`;
      await register(member.page, username, PASSWORD);

      // The reminder under the header, until the address is confirmed.
      const reminder = member.page.getByRole('region', { name: 'Confirm your e-mail address' });
      await reminder.getByText(address).waitFor();

      // No SMTP server in the journeys: the mail is kept in the outbox, where an admin reads its link.
      const admin = await openPage(browser(), baseUrl);
      await signIn(admin.page, adminUsername);
      const verifyPath = await mailedLink(admin.page, 'Confirm your e-mail address for Rootshare', address, LINK);

      // The link's page spends it on a press of its button; the reminder goes without a reload.
      await member.page.goto(verifyPath);
      await reminder.waitFor();
      await member.page.getByRole('button', { name: 'Confirm my address' }).click();
      await member.page.getByRole('heading', { name: 'E-mail address confirmed' }).waitFor();
      await reminder.waitFor({ state: 'detached' });

      // Settings: the new address and the password; the change waits for its link.
      await member.page.goto('/settings');
      const email = member.page.getByRole('region', { name: 'E-mail address' });
      await email.getByText('Confirmed').waitFor();
      await email.getByLabel('New e-mail address').fill(newAddress);
      await email.getByLabel('Your password').fill(PASSWORD);
      await email.getByRole('button', { name: 'Change e-mail address' }).click();
      await email.getByText(`Waiting for confirmation: ${newAddress}.`).waitFor();

      // The old address hears of it; the new one gets the link.
      await mailedLink(admin.page, 'Your Rootshare e-mail address is being changed', address, /\/settings$/);
      const changePath = await mailedLink(admin.page, 'Confirm your new e-mail address for Rootshare', newAddress, LINK);
      await member.page.goto(changePath);
      await member.page.getByRole('button', { name: 'Confirm my address' }).click();
      await member.page.getByRole('heading', { name: 'E-mail address changed' }).waitFor();

      // This device asked for the change, so it stays signed in, and Settings shows the new address.
      await member.page.getByRole('link', { name: 'Back to Settings' }).click();
      await email.getByText(newAddress, { exact: true }).waitFor();
      await email.getByText('Confirmed').waitFor();

      // Signed out, the new address signs in.
      await member.page.evaluate(() => localStorage.clear());
      await signIn(member.page, newAddress, PASSWORD);
      expect(new URL(member.page.url()).pathname).not.toBe('/auth');
      expect(member.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    },
    MAIL_JOURNEY_TIMEOUT_MS,
  );
});
