import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { gotoLive, makePng, openPage, PHONE, register, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

const profileIdOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { profile: { id: string } }).profile.id);

describe('messaging in the browser', () => {
  it('delivers messages live between two members: in the inbox, in a floating window, with an image, and on a phone', async () => {
    const alder = await openPage(browser(), baseUrl);
    const birch = await openPage(browser(), baseUrl);
    const alderName = uniqueName('alder');
    const birchName = uniqueName('birch');
    await register(alder.page, alderName, PASSWORD);
    await register(birch.page, birchName, PASSWORD);
    const birchId = await profileIdOf(birch.page);

    // Birch waits in an empty inbox.
    await gotoLive(birch.page, '/messages');
    await birch.page.getByRole('heading', { name: 'No conversations yet' }).waitFor();

    // Alder starts the thread from ?recipient=: a temporary entry, then the address is cleaned.
    await gotoLive(alder.page, `/messages?recipient=${birchId}`);
    await alder.page.waitForURL(`${baseUrl}/messages`);
    const alderChat = alder.page.getByRole('region', { name: birchName });
    await alderChat.getByText('General chat').waitFor();
    await alderChat.getByRole('textbox', { name: `Message ${birchName}` }).fill('Hello from Alder! Is your fern still up for swap?');
    await alderChat.getByRole('textbox', { name: `Message ${birchName}` }).press('Enter');
    await alderChat.getByRole('log', { name: 'Messages' }).getByText('Hello from Alder!', { exact: false }).waitFor();

    // Birch sees it arrive without a reload: the row, the unread mark and the header badge.
    const row = birch.page.getByRole('button', { name: new RegExp(alderName) });
    await row.getByText('Hello from Alder!', { exact: false }).waitFor();
    await row.getByText('Unread').waitFor();
    await birch.page.getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    await row.click();
    const birchChat = birch.page.getByRole('region', { name: alderName });
    await birchChat.getByRole('log', { name: 'Messages' }).getByText('Is your fern still up for swap?', { exact: false }).waitFor();
    // Opening it marks it read: the badge goes.
    await birch.page.getByRole('link', { name: 'Messages', exact: true }).first().waitFor();

    // Birch replies, and Alder sees the reply and Birch typing first.
    await birchChat.getByRole('textbox', { name: `Message ${alderName}` }).pressSequentially('Yes');
    await alderChat.getByText(`${birchName} is typing`).waitFor();
    await birchChat.getByRole('textbox', { name: `Message ${alderName}` }).press('Enter');
    await alderChat.getByText('Yes', { exact: true }).waitFor();

    // Elsewhere in the app, a new message opens a minimized chat with an unread badge.
    await birch.page.getByRole('link', { name: 'Browse' }).first().click();
    await birch.page.waitForURL(/\/browse/);
    // The page has loaded (its code comes on demand) before the message is sent, so nothing it mounts can miss it.
    await birch.page.getByRole('heading', { name: 'Browse Plants & People' }).waitFor();
    await alderChat.getByRole('textbox', { name: `Message ${birchName}` }).fill('Great, Saturday at the market?');
    await alderChat.getByRole('textbox', { name: `Message ${birchName}` }).press('Enter');
    const bar = birch.page.getByRole('group', { name: `Chat with ${alderName}, minimized` });
    await bar.getByText('1 unread').waitFor();
    await bar.getByRole('button', { name: `Expand chat with ${alderName}` }).click();
    const window = birch.page.getByRole('dialog', { name: alderName });
    await window.getByText('Great, Saturday at the market?').waitFor();
    expect(await birch.page.getByRole('button', { name: /^Open chat with/ }).count()).toBe(0);

    // An image from Alder appears in Birch's open window and opens in a new tab.
    await alderChat
      .getByLabel('Choose an image to send')
      .setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: makePng(48, 32, [40, 130, 70]) });
    await alderChat.getByRole('img', { name: 'Image to send: fern.png' }).waitFor();
    await alderChat.getByRole('button', { name: 'Send message' }).click();
    const photo = window.getByRole('link', { name: `Photo from @${alderName}` });
    await photo.waitFor();
    expect(await photo.getAttribute('target')).toBe('_blank');
    expect(await photo.getAttribute('href')).toMatch(/^\/media\//);
    await alderChat.getByRole('link', { name: `Photo from @${alderName}` }).waitFor();
    expect(await alderChat.getByText('Shared an image').count()).toBe(0);

    // Birch answers from the floating window; Escape minimizes it.
    await window.getByRole('textbox', { name: `Message ${alderName}` }).fill('Lovely frond!');
    await window.getByRole('textbox', { name: `Message ${alderName}` }).press('Enter');
    await alderChat.getByText('Lovely frond!').waitFor();
    // The box is back once Birch's own send has answered (it waits, disabled, until then).
    await expect.poll(() => window.getByRole('textbox', { name: `Message ${alderName}` }).isEnabled()).toBe(true);
    await window.getByRole('textbox', { name: `Message ${alderName}` }).press('Escape');
    await birch.page.getByRole('group', { name: `Chat with ${alderName}, minimized` }).waitFor();

    // On a phone: the list, then the chat alone, then back to the list; nothing scrolls sideways.
    const phone = await openPage(browser(), baseUrl, PHONE);
    await signIn(phone.page, birchName, PASSWORD);
    await phone.page.goto('/messages');
    const list = phone.page.getByRole('list', { name: 'Conversations' });
    await list.waitFor();
    await phone.page.getByRole('button', { name: new RegExp(alderName) }).click();
    const phoneChat = phone.page.getByRole('region', { name: alderName });
    await phoneChat.getByText('Lovely frond!').waitFor();
    expect(await list.isVisible()).toBe(false);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phoneChat.getByRole('button', { name: 'Back to conversations' }).click();
    await list.waitFor();
    expect(await phoneChat.isVisible()).toBe(false);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    for (const side of [alder, birch, phone]) {
      expect(side.errors).toEqual([]);
      await side.context.close();
    }
  });
});
