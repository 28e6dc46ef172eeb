import fs from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { makePng, openPage, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** A wall-clock time `days` from now at 10:00 or 13:00, as a datetime-local input takes it. */
function localTime(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
}

describe('swap meets on a phone', () => {
  it('hosts a meet with a cover photo, a second member answers going and adds what they bring, and the .ics opens', async () => {
    // The host, in Gresham, plans a meet in Portland.
    const host = await openPage(browser(), baseUrl, PHONE);
    await signIn(host.page, 'sam.whitaker');
    await host.page.goto('/meets/new');
    const title = uniqueName('Porch swap ');
    await host.page.getByLabel('Title').fill(title);
    await host.page.getByLabel('Description').fill('Cuttings in labelled bags, please.');
    await host.page.getByLabel('Starts').fill(localTime(6, 10));
    await host.page.getByLabel('Ends').fill(localTime(6, 13));
    await host.page.getByLabel('Time zone').selectOption('America/Los_Angeles');
    await host.page.getByLabel('Town', { exact: true }).fill('Portland');
    await host.page
      .getByRole('option', { name: /Portland, Oregon/ })
      .first()
      .click();
    await host.page.getByLabel('Venue').fill('Laurelhurst Park, north gate');
    await host.page.getByLabel('Capacity (optional)').fill('12');
    await host.page.getByRole('checkbox', { name: 'Cuttings' }).check();
    await host.page
      .getByLabel('Cover photo (optional)')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(320, 140, [70, 150, 90], true) });
    await host.page.getByRole('button', { name: 'Create swap meet' }).click();
    await host.page.waitForURL(/\/meets\/[0-9a-f-]{36}$/);
    await host.page.getByRole('heading', { name: title }).waitFor();
    const meetPath = new URL(host.page.url()).pathname;
    const cover = host.page.locator('main img').first();
    await cover.waitFor();
    expect(await cover.getAttribute('src')).toMatch(/^\/media\/meets\/.+\.webp$/);
    // The journeys' browser is American: its 12-hour clock, in the meet's own zone.
    expect(await host.page.getByText(/10:00\sAM–1:00\sPM P[SD]T/).count()).toBe(1);

    // The demo member, in Portland, finds it on Browse's Events tab and answers going.
    const guest = await openPage(browser(), baseUrl, PHONE);
    await signIn(guest.page, 'demo');
    await guest.page.goto('/browse?tab=events');
    await guest.page.getByRole('link', { name: new RegExp(title) }).click();
    await guest.page.waitForURL(`**${meetPath}`);
    await guest.page.getByText('Laurelhurst Park, north gate').waitFor();
    await guest.page.getByRole('button', { name: 'Going', exact: true }).click();
    await guest.page.getByText('You are going. We will remind you a day before.').waitFor();

    // What they bring: one of their swappable plants, listed on the meet page.
    const picker = guest.page.getByRole('group', { name: "What I'm bringing" });
    const firstPlant = picker.getByRole('checkbox').first();
    await firstPlant.check();
    const plantName = (await picker.locator('label').first().innerText()).split('\n')[0]?.trim() ?? '';
    await guest.page.getByRole('button', { name: 'Save what I bring' }).click();
    await guest.page.getByText('Your plants are listed for this meet').waitFor();
    const bringing = guest.page.getByRole('list', { name: 'demo is bringing' });
    await bringing.getByRole('link', { name: plantName }).waitFor();

    // The host sees who is coming and what they bring.
    await host.page.reload();
    await host.page.getByRole('list', { name: 'demo is bringing' }).getByRole('link', { name: plantName }).waitFor();

    // The calendar file has the meet at its instant, in UTC.
    const [download] = await Promise.all([
      guest.page.waitForEvent('download'),
      guest.page.getByRole('button', { name: 'Add to calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('swap-meet.ics');
    const ics = await fs.readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain('Laurelhurst Park');
    expect([...host.errors, ...guest.errors]).toEqual([]);
  });
});
