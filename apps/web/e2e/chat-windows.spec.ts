import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, gotoLive, openPage, ownAddress, PHONE, sharedBrowser, signIn } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** The demo member whose screen the journeys watch, and the members who write to them. */
const RECEIVER = 'kenji.sato';
const SENDERS = ['priya.raman', 'diego.ramirez', 'chloe.tremblay'];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function signInByApi(username: string): Promise<{ token: string; id: string }> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string; profile: { id: string } };
  return { token: body.token, id: body.profile.id };
}

async function sendMessage(from: string, toId: string, content: string): Promise<void> {
  const { token } = await signInByApi(from);
  const response = await fetch(`${baseUrl}/api/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ recipient_id: toId, content }),
  });
  expect(response.status).toBe(201);
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the element at the point is the locator's element or inside it: nothing covers it there. */
async function onTopAt(page: Page, locator: Locator, x: number, y: number): Promise<boolean> {
  const handle = await locator.elementHandle();
  return page.evaluate(([element, px, py]) => Boolean(element?.contains(document.elementFromPoint(px, py))), [handle, x, y] as const);
}

describe('floating chat windows', () => {
  it('stand side by side on a desktop: three windows never overlap and every minimized bar shows its name', async () => {
    const receiver = await signInByApi(RECEIVER);
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, RECEIVER);
    await gotoLive(page, '/browse');
    for (const sender of SENDERS) await sendMessage(sender, receiver.id, `Hello from ${sender}!`);

    const bars = SENDERS.map((sender) => page.getByRole('group', { name: `Chat with ${sender}, minimized` }));
    for (const bar of bars) await bar.waitFor();
    const barBoxes = await Promise.all(bars.map(boxOf));
    for (const [index, bar] of bars.entries()) {
      const name = bar.getByText(SENDERS[index] ?? '', { exact: true });
      const nameBox = await boxOf(name);
      // The whole name shows, inside its own bar, with nothing on top of it.
      const line = name.locator('xpath=..');
      expect(await line.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await onTopAt(page, name, nameBox.x + nameBox.width / 2, nameBox.y + nameBox.height / 2)).toBe(true);
      for (const [other, otherBox] of barBoxes.entries())
        if (other !== index) expect(overlap(barBoxes[index] as Box, otherBox)).toBe(false);
    }

    for (const sender of SENDERS) await page.getByRole('button', { name: `Expand chat with ${sender}` }).click();
    const windows = SENDERS.map((sender) => page.getByRole('dialog', { name: sender }));
    for (const window of windows) await window.getByText(/^Hello from/).waitFor();
    const boxes = await Promise.all(windows.map(boxOf));
    for (const [index, box] of boxes.entries()) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      for (const other of boxes.slice(index + 1)) expect(overlap(box, other)).toBe(false);
    }
    // Read in the windows: no round button is left counting those messages.
    for (const sender of SENDERS) await page.getByRole('button', { name: `Minimize chat with ${sender}` }).click();
    await bars[0]?.waitFor();
    expect(await page.getByRole('button', { name: /^Open chat with .*unread$/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never covers a phone page's buttons: Edit Profile stays uncovered with chats waiting, and reading one clears its count", async () => {
    const receiver = await signInByApi(RECEIVER);
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, RECEIVER);
    await gotoLive(page, '/profile');
    const edit = page.getByRole('button', { name: 'Edit Profile' });
    await edit.waitFor();
    const [first, second] = SENDERS as [string, string];
    await sendMessage(first, receiver.id, 'Is your fern still up for swap?');
    await sendMessage(first, receiver.id, 'I could bring a pothos.');
    await sendMessage(second, receiver.id, 'Hi Kenji!');
    const round = page.getByRole('button', { name: `Open chat with ${first}, 2 unread` });
    await round.waitFor();
    await page.getByRole('button', { name: `Open chat with ${second}, 1 unread` }).waitFor();

    const uncovered = async () => {
      await edit.scrollIntoViewIfNeeded();
      const box = await boxOf(edit);
      expect(await onTopAt(page, edit, box.x + box.width / 2, box.y + box.height / 2)).toBe(true);
      for (const button of await page.getByRole('button', { name: /^Open chat with/ }).all())
        expect(overlap(await boxOf(button), box)).toBe(false);
    };
    await uncovered();

    // Read on the phone: the expanded chat fills the screen; minimized again, its count is gone.
    await round.click();
    const window = page.getByRole('dialog', { name: first });
    await window.getByText('I could bring a pothos.').waitFor();
    await window.getByRole('button', { name: `Minimize chat with ${first}` }).click();
    await page.getByRole('button', { name: `Open chat with ${first}`, exact: true }).waitFor();
    await uncovered();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
