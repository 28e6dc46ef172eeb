import { describe, expect, inject, it } from 'vitest';
import { MAIL_JOURNEY_TIMEOUT_MS, mailedLink, openPage, PHONE, register, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const browser = sharedBrowser();
const PASSWORD = 'a forgotten garden passphrase';
const NEW_PASSWORD = 'a freshly chosen passphrase';

describe('a forgotten password', () => {
  it(
    'is reset from the link in the mail, and the new password signs in',
    async () => {
      const member = await openPage(browser(), baseUrl, PHONE);
      const username = uniqueName('thyme');
      await register(member.page, username, PASSWORD);
      await member.page.evaluate(() => localStorage.clear());

      // Sign-in form → Forgot password? → the address → the same answer for any address.
      await member.page.goto('/auth');
      await member.page.getByRole('link', { name: 'Forgot password?' }).click();
      await member.page.waitForURL('**/auth/forgot');
      await member.page.getByLabel('Email').fill(`${username}@example.test`);
      await member.page.getByRole('button', { name: 'Send reset link' }).click();
      await member.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

      // With no SMTP server the mail is kept in the outbox; the admin page shows it with its link.
      const admin = await openPage(browser(), baseUrl);
      await signIn(admin.page, adminUsername);
      const resetPath = await mailedLink(admin.page, 'Reset your Rootshare password', `${username}@example.test`, /\/auth\/reset\?token=/);
      expect(resetPath).toMatch(/^\/auth\/reset\?token=[A-Za-z0-9_-]+$/);

      // The member opens the link, chooses a new password and signs in with it.
      await member.page.goto(resetPath);
      await member.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await member.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await member.page.getByRole('button', { name: 'Save new password' }).click();
      await member.page.waitForURL('**/auth?mode=signin');
      await signIn(member.page, username, NEW_PASSWORD);
      expect(new URL(member.page.url()).pathname).not.toBe('/auth');

      // The link worked once.
      await member.page.evaluate(() => localStorage.clear());
      await member.page.goto(resetPath);
      await member.page.getByLabel('New password', { exact: true }).fill('a third passphrase here');
      await member.page.getByLabel('Confirm new password').fill('a third passphrase here');
      await member.page.getByRole('button', { name: 'Save new password' }).click();
      await member.page
        .getByRole('alert')
        .getByText(/not valid any more/)
        .waitFor();
      await member.page.getByRole('link', { name: 'Send me a new link' }).waitFor();
      expect(member.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    },
    MAIL_JOURNEY_TIMEOUT_MS,
  );
});
