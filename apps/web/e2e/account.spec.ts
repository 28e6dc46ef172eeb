import fs from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { openPage, register, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';
const NEW_PASSWORD = 'an even longer garden passphrase';

describe('account settings in the browser', () => {
  it('changes the password (signing the other device out), downloads the export and deletes the account', async () => {
    const laptop = await openPage(browser(), baseUrl);
    const phone = await openPage(browser(), baseUrl, { width: 360, height: 780 });
    const username = uniqueName('sorrel');
    await register(laptop.page, username, PASSWORD);
    await signIn(phone.page, username, PASSWORD);

    // The phone reaches Settings from the mobile menu; the page fits 360 px.
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Settings' }).click();
    await phone.page.waitForURL('**/settings');
    const phoneDevices = phone.page.getByRole('list', { name: 'Signed-in devices' });
    await phoneDevices.getByText('This device').waitFor();
    expect(await phoneDevices.getByRole('listitem').count()).toBe(2);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The laptop changes the password: its own session stays, the phone's ends.
    await laptop.page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await laptop.page.waitForURL('**/settings');
    await laptop.page.getByRole('list', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    await laptop.page.getByLabel('Current password').fill(PASSWORD);
    await laptop.page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await laptop.page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await laptop.page.getByRole('button', { name: 'Change password' }).click();
    await laptop.page.getByText('Password changed. Your other devices have been signed out.').waitFor();
    await laptop.page.getByText('You are not signed in anywhere else.').waitFor();

    // The phone is signed out on its next call.
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog').getByRole('link', { name: 'Profile' }).click();
    await phone.page.waitForURL((url) => url.pathname === '/auth');
    expect(await phone.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    // The export downloads as a JSON file named after the member.
    const [download] = await Promise.all([
      laptop.page.waitForEvent('download'),
      laptop.page.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^rootshare-export-${username}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
      account: { username: string; email: string };
      sessions: unknown[];
    };
    expect(exported.account).toMatchObject({ username, email: `${username}@example.test` });
    expect(exported.sessions).toHaveLength(2);

    // Deleting needs the password and the username typed out; then the member is gone.
    await laptop.page.getByRole('button', { name: 'Delete account…' }).click();
    const dialog = laptop.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByLabel(`Type ${username} to confirm`).fill(username);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await laptop.page.waitForURL(`${baseUrl}/`);
    await laptop.page.getByText('Your account and everything in it have been deleted.').waitFor();
    expect(await laptop.page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await laptop.page.getByRole('button', { name: 'Account' }).waitFor();

    await phone.page.getByLabel('Username or email').fill(username);
    await phone.page.getByLabel('Password').fill(NEW_PASSWORD);
    await phone.page.getByRole('button', { name: 'Sign In' }).click();
    await phone.page.getByText('Invalid username or password').first().waitFor();

    expect([...laptop.errors, ...phone.errors]).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
