import {
  CalendarFeedCreatedSchema,
  controlCharactersRefused,
  controlCharactersRefusedMultiline,
  HandoverPlanResponseSchema,
  MeetSchema,
} from '@rootshare/contracts/meets';
import { NotificationPageSchema, type NotificationType } from '@rootshare/contracts/notifications';
import { SwapRequestSchema, type SwapRequest } from '@rootshare/contracts/swaps';
import { eq } from 'drizzle-orm';
import { instantToZoned } from '@rootshare/contracts/time-zones';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/accounts';
import { handoverPlans } from '../../db/schema/handovers';
import { meets } from '../../db/schema/meets';
import { profiles } from '../../db/schema/profiles';

const SITE = 'https://rootshare.test';
const HOUR = 3_600_000;
type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let make: ReturnType<typeof contentMaker>;
let now = new Date(Math.floor(Date.now() / HOUR) * HOUR);

beforeAll(async () => {
  t = await createTestApp({ catalogue: true, places: true, clock: () => now, env: { PUBLIC_URL: SITE } });
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
});

/** The wall-clock time `hours` from the test clock in London. */
function londonTime(hours: number): string {
  return instantToZoned(new Date(now.getTime() + hours * HOUR), 'Europe/London');
}

/** Two members with an accepted swap between them. */
async function acceptedSwap(): Promise<{ ana: Member; ben: Member; swap: SwapRequest }> {
  const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
  const [anaPlant, benPlant] = [await make.plant(ana, { customName: 'Ana pothos' }), await make.plant(ben, { customName: 'Ben fern' })];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/swap-requests',
    headers: as(ana),
    payload: { recipient_id: ben.profile.id, offered_plants: [anaPlant], requested_plants: [benPlant] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const swap = SwapRequestSchema.parse(created.json());
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/swap-requests/${swap.id}/respond`,
    headers: as(ben),
    payload: { action: 'accept' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ana, ben, swap };
}

const propose = (who: Member, swap: SwapRequest, hours: number, place: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/swap-requests/${swap.id}/handover-plan`,
    headers: as(who),
    payload: { starts_at: londonTime(hours), time_zone: 'Europe/London', place },
  });
const accept = (who: Member, swap: SwapRequest) =>
  t.app.inject({ method: 'POST', url: `/api/swap-requests/${swap.id}/handover-plan/accept`, headers: as(who) });
const planOf = async (who: Member, swap: SwapRequest) =>
  HandoverPlanResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap.id}/handover-plan`, headers: as(who) })).json(),
  ).plan;

async function notificationsOf(who: Member, type: NotificationType) {
  const page = NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json());
  return page.notifications.filter((n) => n.type === type);
}

describe('handovers', () => {
  it('goes propose, counter, accept: the agreed plan shows on the swap, both are told, and the reminder is queued two hours before', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    expect((await propose(ana, swap, 30, 'Library steps')).statusCode).toBe(200);
    expect((await notificationsOf(ben, 'handover_proposed'))[0]?.message).toContain('Library steps');
    // Ana cannot agree to her own proposal.
    expect((await accept(ana, swap)).statusCode).toBe(409);

    expect((await propose(ben, swap, 50, 'Corner café')).statusCode).toBe(200);
    const send = vi.spyOn(t.services.jobs, 'send');
    const agreed = await accept(ana, swap);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(send).toHaveBeenCalledWith(
      'handover-reminder',
      { swapRequestId: swap.id, version: 2 },
      { key: `handover-reminder:${swap.id}:v2`, startAfterSeconds: 48 * 3600 },
    );
    send.mockRestore();

    const plan = await planOf(ben, swap);
    expect(plan).toMatchObject({
      status: 'agreed',
      place: 'Corner café',
      time_zone: 'Europe/London',
      proposed_by: ben.user.id,
      starts_at: new Date(now.getTime() + 50 * HOUR).toISOString(),
    });
    expect((await notificationsOf(ben, 'handover_agreed'))[0]?.message).toContain('Corner café');

    const ics = await t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap.id}/handover-plan/calendar.ics`, headers: as(ana) });
    expect(ics.body).toContain(`SUMMARY:Plant swap handover with ${ben.user.username}`);
    expect(ics.body).toContain('LOCATION:Corner café');
  });

  it('tells a Spanish-speaking member of the handover plan in Spanish, dates in their way, and gives them the .ics in Spanish', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    await t.database.db.update(users).set({ language: 'es-US' }).where(eq(users.id, ben.user.id));
    expect((await propose(ana, swap, 30, 'Biblioteca central')).statusCode).toBe(200);
    const day = new Intl.DateTimeFormat('es-US', {
      timeZone: 'Europe/London',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(now.getTime() + 30 * HOUR));
    const [proposed] = await notificationsOf(ben, 'handover_proposed');
    expect(proposed?.title).toBe('Entrega propuesta');
    expect(proposed?.message).toContain(`${ana.user.username} propuso una entrega: ${day}`);
    expect(proposed?.message).toContain(' en Biblioteca central. Acéptala o propón otro horario.');
    // Ana reads English: the same plan, told her way.
    expect((await accept(ben, swap)).statusCode).toBe(200);
    expect((await notificationsOf(ana, 'handover_agreed'))[0]?.message).toMatch(
      new RegExp(`^${ben.user.username} agreed to hand over .* at Biblioteca central\\.$`),
    );

    const ics = (
      await t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap.id}/handover-plan/calendar.ics`, headers: as(ben) })
    ).body
      // Calendar files fold long lines and escape commas: read them plain.
      .replace(/\r\n[ \t]/g, '')
      .replaceAll('\\,', ',');
    expect(ics).toContain(`SUMMARY:Entrega de plantas con ${ana.user.username}`);
    expect(ics).toContain(`Cuándo: ${day}`);
    expect(ics).toContain('X-WR-CALNAME:Entrega de plantas');
  });

  it('reminds both members when the reminder job runs at its time, and a stale reminder of a replaced plan does nothing', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    await propose(ana, swap, 10, 'Station clock');
    await accept(ben, swap);
    now = new Date(now.getTime() + 8 * HOUR);
    await t.services.handovers.remind({ swapRequestId: swap.id, version: 1 });
    for (const who of [ana, ben]) expect((await notificationsOf(who, 'handover_reminder'))[0]?.message).toContain('Station clock');

    await propose(ben, swap, 20, 'Park gate');
    await t.services.handovers.remind({ swapRequestId: swap.id, version: 1 });
    expect(await notificationsOf(ana, 'handover_reminder')).toHaveLength(1);
  });

  it('keeps the plan to the swap’s two members and to accepted swaps', async () => {
    const { ana, swap } = await acceptedSwap();
    const stranger = await signUpMember(t.app);
    expect((await propose(stranger, swap, 10, 'Anywhere')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap.id}/handover-plan`, headers: as(stranger) })).statusCode,
    ).toBe(404);
    expect((await propose(ana, swap, -1, 'Yesterday')).statusCode).toBe(400);
  });
});

describe('calendar feeds', () => {
  it('list a member’s meets and agreed handovers at a private address that 404s once revoked or replaced', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    await t.database.db.update(profiles).set({ latitude: 45.52, longitude: -122.68 }).where(eq(profiles.id, ben.user.id));
    await propose(ana, swap, 30, 'Library steps');
    await accept(ben, swap);
    const hosted = await t.app.inject({
      method: 'POST',
      url: '/api/meets',
      headers: as(ben),
      payload: {
        title: 'Fern fair',
        starts_at: londonTime(40),
        ends_at: londonTime(42),
        time_zone: 'Europe/London',
        town: 'London',
        venue: 'Kew Gardens gate',
        brings: ['plants'],
      },
    });
    const meet = MeetSchema.parse(hosted.json());

    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: as(ben) })).json()).toEqual({
      active: false,
      created_at: null,
    });
    const created = CalendarFeedCreatedSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(ben) })).json(),
    );
    expect(created.url.startsWith(`${SITE}/api/calendar-feed.ics?token=`)).toBe(true);
    const feedPath = created.url.slice(SITE.length);
    const feed = await t.app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:meet-${meet.id}@rootshare`);
    expect(feed.body).toContain(`UID:handover-${swap.id}@rootshare`);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: as(ben) })).json().active).toBe(true);

    const replaced = CalendarFeedCreatedSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(ben) })).json(),
    );
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: replaced.url.slice(SITE.length) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: as(ben) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: replaced.url.slice(SITE.length) })).statusCode).toBe(404);
  });

  it('refuses a carriage return in a meet title, venue or description or a handover place, and escapes one already stored in every calendar file', async () => {
    const { ana, ben, swap } = await acceptedSwap();
    const meetPayload = {
      title: 'Fern fair',
      description: 'Bring\r\ncuttings',
      starts_at: londonTime(40),
      ends_at: londonTime(42),
      time_zone: 'Europe/London',
      town: 'London',
      venue: 'Kew Gardens gate',
      brings: ['plants'],
    };
    const host = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/meets', headers: as(ben), payload });
    for (const [field, value, message] of [
      ['title', 'Fern\rfair', controlCharactersRefused('Title')],
      ['venue', 'Kew\rgate', controlCharactersRefused('Venue')],
      ['description', 'Bring\rcuttings', controlCharactersRefusedMultiline('Description')],
    ] as const) {
      const refused = await host({ ...meetPayload, [field]: value });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().error).toBe(message);
    }
    const refusedPlace = await propose(ana, swap, 30, 'Library\rsteps');
    expect(refusedPlace.statusCode).toBe(400);
    expect(refusedPlace.json().error).toBe(controlCharactersRefused('Place'));
    expect(await planOf(ana, swap)).toBeNull();

    // A description's CRLF line breaks are kept, as LF.
    const hosted = await host(meetPayload);
    expect(hosted.statusCode, hosted.body).toBe(201);
    const meet = MeetSchema.parse(hosted.json());
    expect(meet.description).toBe('Bring\ncuttings');

    // Text stored before the refusal (or written past it) still cannot break a calendar line.
    await propose(ana, swap, 30, 'Library steps');
    await accept(ben, swap);
    await t.database.db
      .update(meets)
      .set({ title: 'Fern\rfair', venue: 'Kew\rgate', description: 'Bring\rcuttings\u0007' })
      .where(eq(meets.id, meet.id));
    await t.database.db.update(handoverPlans).set({ place: 'Library\rsteps' }).where(eq(handoverPlans.swapRequestId, swap.id));
    const feed = CalendarFeedCreatedSchema.parse(
      (await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: as(ben) })).json(),
    );
    const files = [
      (await t.app.inject({ method: 'GET', url: `/api/meets/${meet.id}/calendar.ics`, headers: as(ben) })).body,
      (await t.app.inject({ method: 'GET', url: `/api/swap-requests/${swap.id}/handover-plan/calendar.ics`, headers: as(ana) })).body,
      (await t.app.inject({ method: 'GET', url: feed.url.slice(SITE.length) })).body,
    ];
    for (const file of files) {
      // Every CR ends a line (CRLF), and no other control character but the line ends is left.
      expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(file).not.toContain('\u0007');
      expect(file).toContain('BEGIN:VCALENDAR');
    }
    expect(files[0]).toContain('SUMMARY:Fern\\nfair');
    expect(files[0]).toMatch(/LOCATION:Kew\\ngate/);
    expect(files[0]).toMatch(/DESCRIPTION:Bring\\ncuttings/);
    expect(files[1]).toContain('LOCATION:Library\\nsteps');
    expect(files[2]).toContain('SUMMARY:Fern\\nfair');
    expect(files[2]).toContain('LOCATION:Library\\nsteps');
  });
});
