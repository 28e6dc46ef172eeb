import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, DESKTOP, gotoLive, openPage, PHONE, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** A wall-clock time `days` from now at the hour, as the meet form's datetime-local input takes it. */
function localTime(days: number, hour: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}T${pad(hour)}:00`;
}

/** A meet with two places, both taken, and a third member first on its waitlist. */
async function fullMeet() {
  const host = await memberWithPlants(baseUrl, 'hazel', []);
  const first = await memberWithPlants(baseUrl, 'ivy', []);
  const second = await memberWithPlants(baseUrl, 'larch', []);
  const waiting = await memberWithPlants(baseUrl, 'juniper', []);
  const meet = await callApi<{ id: string }>(baseUrl, '/api/meets', {
    method: 'POST',
    token: host.token,
    body: {
      title: 'Small porch swap',
      description: 'Two places only.',
      starts_at: localTime(5, 10),
      ends_at: localTime(5, 12),
      time_zone: 'America/Los_Angeles',
      town: 'Portland, Oregon',
      venue: 'The porch on Alder Street',
      capacity: 2,
      brings: ['cuttings'],
    },
  });
  const rsvp = (token: string, status: string) =>
    callApi(baseUrl, `/api/meets/${meet.id}/rsvp`, { method: 'PUT', token, body: { status } });
  await rsvp(first.token, 'going');
  await rsvp(second.token, 'going');
  await rsvp(waiting.token, 'going');
  return { meet, rsvp, first, waiting };
}

describe('open pages follow what members are told live', () => {
  it("moves a waitlisted member's open meet page to 'going' when a place opens, without a reload", async () => {
    const { meet, rsvp, first, waiting } = await fullMeet();

    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, waiting.username, MEMBER_PASSWORD);
    await gotoLive(page, `/meets/${meet.id}`);
    await page.getByText('You are number 1 on the waitlist.').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The member who had the place can no longer come: the waitlist moves up.
    await rsvp(first.token, 'not_going');

    await page.getByText('You are going. We will remind you a day before.').waitFor();
    expect(await page.getByRole('button', { name: 'Join the waitlist' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Going', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(navigations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("moves a waitlisted member's open meet page to 'going' when the place opened while the connection was away", async () => {
    const { meet, rsvp, first, waiting } = await fullMeet();
    const { page, errors } = await openPage(browser(), baseUrl, PHONE);
    // Every socket of the page goes through here, so the test can cut the connection and keep it cut.
    let acceptSockets = true;
    let open: WebSocketRoute | undefined;
    let authenticated = 0;
    await page.routeWebSocket(/\/ws$/, async (socket) => {
      if (!acceptSockets) return void (await socket.close({ code: 1001, reason: 'No signal' }));
      open = socket;
      const upstream = socket.connectToServer();
      upstream.onMessage((message) => {
        if (String(message).includes('"authenticated"')) authenticated += 1;
        socket.send(message);
      });
    });
    await signIn(page, waiting.username, MEMBER_PASSWORD);
    await page.goto(`/meets/${meet.id}`);
    await page.getByText('You are number 1 on the waitlist.').waitFor();
    await expect.poll(() => authenticated).toBe(1);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The signal goes; meanwhile the member who had the place can no longer come, and the event
    // that says so has no socket to go to.
    acceptSockets = false;
    await open?.close({ code: 1001, reason: 'No signal' });
    await rsvp(first.token, 'not_going');
    acceptSockets = true;

    await page.getByText('You are going. We will remind you a day before.').waitFor({ timeout: 45_000 });
    expect(authenticated).toBeGreaterThanOrEqual(2);
    expect(navigations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("shows the other member's answer on the open swap request card, without a reload", async () => {
    const alder = await memberWithPlants(baseUrl, 'alder', [{ name: 'Alder pothos', query: 'pothos' }]);
    const birch = await memberWithPlants(baseUrl, 'birch', [{ name: 'Birch fern', query: 'fern' }]);
    const swap = await callApi<{ id: string; conversation_id: string }>(baseUrl, '/api/swap-requests', {
      method: 'POST',
      token: alder.token,
      body: {
        recipient_id: birch.id,
        message: 'Your fern for my pothos?',
        offered_plants: [alder.plants.get('Alder pothos')],
        requested_plants: [birch.plants.get('Birch fern')],
      },
    });

    const { page, errors } = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(page, alder.username, MEMBER_PASSWORD);
    await gotoLive(page, `/messages?conversation=${swap.conversation_id}`);
    await page.locator('blockquote').getByText('Your fern for my pothos?').waitFor();
    await page.getByText('Status: Pending').waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await callApi(baseUrl, `/api/swap-requests/${swap.id}/respond`, { method: 'POST', token: birch.token, body: { action: 'accept' } });

    await page.getByText('Status: In Progress').waitFor();
    expect(await page.getByText('Status: Pending').count()).toBe(0);
    expect(navigations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
