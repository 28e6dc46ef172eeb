import { AccountExportSchema } from '@rootshare/contracts/account';
import { placeholderImageUrl, toPlantCategory } from '@rootshare/contracts/catalogue';
import { MeetPageSchema, MeetSchema, type Meet, type MeetInput } from '@rootshare/contracts/meets';
import { NotificationPageSchema, type NotificationType } from '@rootshare/contracts/notifications';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentMaker, laTime as laTimeFrom, meetInput as defaultMeet } from '../../../test/content';
import { as, bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { gpsTaggedJpeg } from '../../../test/images';
import { multipartForm } from '../../../test/multipart';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { users } from '../../db/schema/accounts';
import { cataloguePlants } from '../../db/schema/catalogue';
import { profiles } from '../../db/schema/profiles';
import { userPlants } from '../../db/schema/user-plants';
import { listMeets } from './meets.repo';

const SITE = 'https://rootshare.test';
const HOUR = 3_600_000;
type Member = Awaited<ReturnType<typeof signUpMember>>;

let t: TestApp;
let sink: SmtpSink;
let make: ReturnType<typeof contentMaker>;
/** The app's clock: tests move it to when a reminder is due. */
let now = new Date(Math.floor(Date.now() / HOUR) * HOUR);

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    catalogue: true,
    places: true,
    clock: () => now,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: SITE },
  });
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});
beforeEach(() => {
  now = new Date(Math.floor(Date.now() / HOUR) * HOUR);
});

/** A member with a verified address who lives in Portland, Oregon. */
async function member(): Promise<Member> {
  const signed = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, signed.user.id));
  await t.database.db
    .update(profiles)
    .set({ latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' })
    .where(eq(profiles.id, signed.user.id));
  return signed;
}

/** The local wall-clock time `hours` from the test clock, in Los Angeles (Portland's zone). */
const laTime = (hours: number): string => laTimeFrom(hours, now.getTime());

/** The shared meet defaults, three days after the test clock. */
const meetInput = (overrides: Partial<MeetInput> = {}): MeetInput => defaultMeet(overrides, now.getTime());

async function host(owner: Member, overrides: Partial<MeetInput> = {}): Promise<Meet> {
  const response = await t.app.inject({ method: 'POST', url: '/api/meets', headers: as(owner), payload: meetInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return MeetSchema.parse(response.json());
}

const rsvp = (who: Member, meet: Meet, status: string) =>
  t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/rsvp`, headers: as(who), payload: { status } });
const getMeet = (meet: Meet, who?: Member) =>
  t.app.inject({ method: 'GET', url: `/api/meets/${meet.id}`, ...(who ? { headers: as(who) } : {}) });
const listFor = async (who: Member) =>
  MeetPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/meets', headers: as(who) })).json()).meets;

async function notificationsOf(who: Member, type: NotificationType) {
  const page = NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) })).json());
  return page.notifications.filter((n) => n.type === type);
}

const mailTo = (who: Member, subject: string) =>
  sink.waitFor(
    (mail: ParsedMail) => mail.to !== undefined && !Array.isArray(mail.to) && mail.to.text === who.user.email && mail.subject === subject,
  );

describe('swap meets', () => {
  it('lets any member host a meet in their town, stored as UTC instants with its zone', async () => {
    const ana = await member();
    const meet = await host(ana);
    expect(meet).toMatchObject({
      title: 'Spring cutting swap',
      town: 'Portland, Oregon',
      venue: 'Hollywood Library, community room',
      time_zone: 'America/Los_Angeles',
      is_host: true,
      going_count: 0,
    });
    expect(meet.starts_at).toBe(new Date(now.getTime() + 72 * HOUR).toISOString());
    expect(meet.distance_miles).toBe(0);
  });

  it('refuses a start in the past, an end before the start, an unknown zone or town, with the sentence to show', async () => {
    const ana = await member();
    const cases: Array<[Partial<MeetInput>, string]> = [
      [{ starts_at: laTime(-2), ends_at: laTime(1) }, 'Choose a start time in the future'],
      [{ ends_at: laTime(70) }, 'The end must be after the start'],
      [{ time_zone: 'Mars/Olympus' }, 'Choose a time zone from the list'],
      [{ town: 'Atlantis Under The Sea' }, 'Choose a town from the suggestions'],
      [{ brings: [] }, 'Say whether attendees bring plants, cuttings or seeds'],
    ];
    for (const [overrides, error] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/meets', headers: as(ana), payload: meetInput(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().error).toBe(error);
    }
  });

  it('shows the venue to signed-in members only: visitors read the town', async () => {
    const meet = await host(await member());
    const visitor = MeetSchema.parse((await getMeet(meet)).json());
    expect(visitor).toMatchObject({ town: 'Portland, Oregon', venue: null, attendees: null });
    const ics = await t.app.inject({ method: 'GET', url: `/api/meets/${meet.id}/calendar.ics` });
    expect(ics.body).not.toContain('Hollywood Library');
  });

  it('with capacity 2 and three members going, waitlists the third; when one leaves, the first waiting goes and is notified', async () => {
    const [hostMember, ana, ben, cy] = [await member(), await member(), await member(), await member()];
    const meet = await host(hostMember, { capacity: 2 });
    expect((await rsvp(ana, meet, 'going')).json().my_rsvp).toBe('going');
    expect((await rsvp(ben, meet, 'going')).json().my_rsvp).toBe('going');
    const third = MeetSchema.parse((await rsvp(cy, meet, 'going')).json());
    expect(third).toMatchObject({ my_rsvp: 'waitlisted', waitlist_position: 1, going_count: 2, waitlist_count: 1 });

    const left = MeetSchema.parse((await rsvp(ana, meet, 'not_going')).json());
    expect(left).toMatchObject({ my_rsvp: null, going_count: 2, waitlist_count: 0 });
    expect(MeetSchema.parse((await getMeet(meet, cy)).json()).my_rsvp).toBe('going');
    const [promoted] = await notificationsOf(cy, 'meet_promoted');
    expect(promoted).toMatchObject({ title: `You're going to Spring cutting swap`, meet_id: meet.id });
  });

  it('lets those who answered see who else comes and what each brings from their swappable plants', async () => {
    const [hostMember, ana, ben] = [await member(), await member(), await member()];
    const meet = await host(hostMember);
    await rsvp(ana, meet, 'going');
    await rsvp(ben, meet, 'maybe');
    const monstera = await make.plant(ana, { customName: 'Variegated monstera' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}/bringing`,
      headers: as(ana),
      payload: { user_plant_ids: [monstera] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const seenByBen = MeetSchema.parse((await getMeet(meet, ben)).json());
    const anaThere = seenByBen.attendees?.find((a) => a.member.id === ana.user.id);
    expect(anaThere).toMatchObject({ status: 'going', bringing: [{ id: monstera, name: 'Variegated monstera' }] });
    expect(seenByBen.attendees?.map((a) => a.status)).toEqual(['going', 'maybe']);
    // A member who has not answered sees counts, not people.
    expect(MeetSchema.parse((await getMeet(meet, await member())).json()).attendees).toBeNull();
  });

  it("shows a brought plant without a photo of its own or in the catalogue as its category's drawing, never blank", async () => {
    const [hostMember, ana] = [await member(), await member()];
    const meet = await host(hostMember);
    await rsvp(ana, meet, 'going');
    const plant = await make.plant(ana, { customName: 'Bare pothos' });
    const [row] = await t.database.db
      .select({ catalogueId: userPlants.plantId, imageUrl: cataloguePlants.imageUrl, category: cataloguePlants.category })
      .from(userPlants)
      .innerJoin(cataloguePlants, eq(cataloguePlants.id, userPlants.plantId))
      .where(eq(userPlants.id, plant));
    if (!row) throw new Error('the plant was not stored');
    await t.database.db.update(cataloguePlants).set({ imageUrl: null }).where(eq(cataloguePlants.id, row.catalogueId));
    try {
      await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/bringing`, headers: as(ana), payload: { user_plant_ids: [plant] } });
      const seen = MeetSchema.parse((await getMeet(meet, hostMember)).json());
      const brought = seen.attendees?.find((a) => a.member.id === ana.user.id)?.bringing[0];
      expect(brought?.name).toBe('Bare pothos');
      expect(brought?.thumbnail_url).toBe(placeholderImageUrl(toPlantCategory(row.category)));
    } finally {
      await t.database.db.update(cataloguePlants).set({ imageUrl: row.imageUrl }).where(eq(cataloguePlants.id, row.catalogueId));
    }
  });

  it('refuses to bring plants that are not the member’s own swappable ones, or before answering', async () => {
    const [hostMember, ana, ben] = [await member(), await member(), await member()];
    const meet = await host(hostMember);
    const bensPlant = await make.plant(ben);
    const notForSwap = await make.plant(ana, { available: false });
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/bringing`, headers: as(ana), payload: { user_plant_ids: [] } }))
        .statusCode,
    ).toBe(409);
    await rsvp(ana, meet, 'going');
    for (const id of [bensPlant, notForSwap]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/meets/${meet.id}/bringing`,
        headers: as(ana),
        payload: { user_plant_ids: [id] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Bring your own plants that are available for swap');
    }
  });

  it('tells attendees in the app and by mail when the host moves the meet, and the .ics has the new time in its zone', async () => {
    const [hostMember, ana] = [await member(), await member()];
    const meet = await host(hostMember);
    await rsvp(ana, meet, 'going');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}`,
      headers: as(hostMember),
      payload: meetInput({ starts_at: laTime(96), ends_at: laTime(98), venue: 'Laurelhurst Park, north gate' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const [bell] = await notificationsOf(ana, 'meet_changed');
    expect(bell?.message).toContain('Laurelhurst Park, north gate');
    const mail = await mailTo(ana, 'Spring cutting swap has moved');
    expect(mail.text).toContain('Laurelhurst Park, north gate');
    expect(mail.text).toContain(`${SITE}/meets/${meet.id}`);

    const ics = await t.app.inject({ method: 'GET', url: `/api/meets/${meet.id}/calendar.ics`, headers: as(ana) });
    expect(ics.headers['content-type']).toContain('text/calendar');
    const start = new Date(now.getTime() + 96 * HOUR);
    const stamp = start
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics.body).toContain(`DTSTART:${stamp}`);
    expect(ics.body).toContain('SEQUENCE:2');
    expect(ics.body).toContain('(America/Los_Angeles)');
    expect(ics.body).toContain('LOCATION:Laurelhurst Park\\, north gate\\, Portland\\, Oregon');
  });

  it("tells a French attendee of a move in French, dates written the Quebec way, in the bell, the mail and the .ics; a visitor's .ics follows the browser", async () => {
    const [hostMember, claire] = [await member(), await member()];
    await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, claire.user.id));
    const meet = await host(hostMember);
    await rsvp(claire, meet, 'going');
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}`,
      headers: as(hostMember),
      payload: meetInput({ starts_at: laTime(96), ends_at: laTime(98), venue: 'Parc Laurier' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const day = new Intl.DateTimeFormat('fr-CA', {
      timeZone: 'America/Los_Angeles',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(now.getTime() + 96 * HOUR));

    const [bell] = await notificationsOf(claire, 'meet_changed');
    expect(bell?.title).toBe('Changement pour « Spring cutting swap »');
    expect(bell?.message).toMatch(/^L’hôte a changé l’heure ou le lieu de « Spring cutting swap »\. Désormais : /);
    expect(bell?.message).toContain(`Désormais : ${day}`);
    expect(bell?.message).toContain(' à Parc Laurier, Portland, Oregon.');
    const mail = await mailTo(claire, 'Changement pour « Spring cutting swap »');
    expect(mail.text).toContain(day);

    // Calendar files fold long lines: read them unfolded.
    const calendar = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/meets/${meet.id}/calendar.ics`, headers })).body.replace(/\r\n[ \t]/g, '');
    const ics = await calendar(as(claire));
    expect(ics).toContain(`Quand : ${day}`);
    expect(ics).toContain('Rencontre d’échange sur Rootshare : ');
    const visitor = await calendar({ 'accept-language': 'es-MX,es;q=0.9' });
    expect(visitor).toContain('Cuándo: ');
    expect(visitor).toContain('Encuentro de intercambio en Rootshare: ');
  });

  it('tells everyone who answered when the host cancels; the meet leaves the lists but keeps its page', async () => {
    const [hostMember, ana] = [await member(), await member()];
    const meet = await host(hostMember, { title: 'Fern fair' });
    await rsvp(ana, meet, 'maybe');
    expect((await t.app.inject({ method: 'POST', url: `/api/meets/${meet.id}/cancel`, headers: as(hostMember) })).json().cancelled).toBe(
      true,
    );
    expect(await notificationsOf(ana, 'meet_cancelled')).toHaveLength(1);
    expect((await listFor(ana)).map((m) => m.id)).not.toContain(meet.id);
    expect((await getMeet(meet, ana)).json()).toMatchObject({ cancelled: true });
    expect((await rsvp(ana, meet, 'going')).statusCode).toBe(409);
  });

  it('lets the host message everyone who answered, and nobody else', async () => {
    const [hostMember, ana, ben] = [await member(), await member(), await member()];
    const meet = await host(hostMember);
    await rsvp(ana, meet, 'going');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/meets/${meet.id}/messages`,
      headers: as(hostMember),
      payload: { message: 'Parking is behind the library.' },
    });
    expect(sent.json()).toEqual({ recipients: 1 });
    expect((await notificationsOf(ana, 'meet_message'))[0]?.message).toBe('Parking is behind the library.');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/meets/${meet.id}/messages`, headers: as(ben), payload: { message: 'Spam' } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses another member who tries to edit, cancel or re-cover someone else’s meet', async () => {
    const [owner, other] = [await member(), await member()];
    const meet = await host(owner);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}`, headers: as(other), payload: meetInput({ title: 'Mine now' }) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/meets/${meet.id}/cancel`, headers: as(other) })).statusCode).toBe(403);
    const form = multipartForm({}, [{ name: 'cover', filename: 'c.jpg', type: 'image/jpeg', body: await gpsTaggedJpeg() }]);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/meets/${meet.id}/cover`,
          headers: { ...as(other), ...form.headers },
          payload: form.payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(MeetSchema.parse((await getMeet(meet, owner)).json())).toMatchObject({
      title: 'Spring cutting swap',
      cancelled: false,
      cover: null,
    });
  });

  it('takes the host’s cover photo through the image pipeline', async () => {
    const owner = await member();
    const meet = await host(owner);
    const form = multipartForm({}, [{ name: 'cover', filename: 'c.jpg', type: 'image/jpeg', body: await gpsTaggedJpeg() }]);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}/cover`,
      headers: { ...as(owner), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(MeetSchema.parse(response.json()).cover?.url).toMatch(/^\/media\/meets\/.+\.webp$/);
  });

  it('hides a blocker’s meets from the member they blocked, who cannot open or join them', async () => {
    const [blocker, blocked] = [await member(), await member()];
    const meet = await host(blocker, { title: 'Private-ish swap' });
    const blocking = await t.app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: as(blocker),
      payload: { user_id: blocked.user.id },
    });
    expect(blocking.statusCode).toBe(204);
    expect((await listFor(blocked)).map((m) => m.id)).not.toContain(meet.id);
    expect((await getMeet(meet, blocked)).statusCode).toBe(404);
    expect((await rsvp(blocked, meet, 'going')).statusCode).toBe(404);
  });

  it('lists upcoming meets nearby soonest first, leaves out past ones and far ones, and shows near ones on the home page', async () => {
    const [hostMember, viewer] = [await member(), await member()];
    const later = await host(hostMember, { title: 'Later swap', starts_at: laTime(200), ends_at: laTime(202) });
    const sooner = await host(hostMember, { title: 'Sooner swap', starts_at: laTime(5), ends_at: laTime(7) });
    const far = await host(hostMember, { title: 'Chicago swap', town: 'Chicago', time_zone: 'America/Chicago' });
    const ids = (await listFor(viewer)).map((m) => m.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids).not.toContain(far.id);

    now = new Date(now.getTime() + 8 * HOUR);
    expect((await listFor(viewer)).map((m) => m.id)).not.toContain(sooner.id);
    expect((await getMeet(sooner, viewer)).json()).toMatchObject({ is_past: true });
    const home = (await t.app.inject({ method: 'GET', url: '/api/meets/nearby', headers: as(viewer) })).json();
    expect(home.radius_miles).toBe(10);
    expect(home.meets.length).toBeGreaterThan(0);
  });

  it('queues a reminder a day before for each member going, and a stale reminder of a moved meet does nothing', async () => {
    const [hostMember, ana] = [await member(), await member()];
    const meet = await host(hostMember);
    const send = vi.spyOn(t.services.jobs, 'send');
    await rsvp(ana, meet, 'going');
    expect(send).toHaveBeenCalledWith(
      'meet-reminder',
      { meetId: meet.id, userId: ana.user.id, version: 1 },
      { key: `meet-reminder:${meet.id}:${ana.user.id}:v1`, startAfterSeconds: 48 * 3600 },
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/meets/${meet.id}`,
      headers: as(hostMember),
      payload: meetInput({ starts_at: laTime(96), ends_at: laTime(98) }),
    });
    expect(send).toHaveBeenCalledWith(
      'meet-reminder',
      { meetId: meet.id, userId: ana.user.id, version: 2 },
      { key: `meet-reminder:${meet.id}:${ana.user.id}:v2`, startAfterSeconds: 72 * 3600 },
    );
    send.mockRestore();

    now = new Date(now.getTime() + 48 * HOUR);
    await t.services.meets.remind({ meetId: meet.id, userId: ana.user.id, version: 1 });
    expect(await notificationsOf(ana, 'meet_reminder')).toHaveLength(0);
    now = new Date(now.getTime() + 24 * HOUR);
    await t.services.meets.remind({ meetId: meet.id, userId: ana.user.id, version: 2 });
    expect((await notificationsOf(ana, 'meet_reminder'))[0]?.title).toBe('Spring cutting swap is tomorrow');
  });

  it('lets members report a meet, and a moderator hide it from everyone but its host', async () => {
    const [owner, reporter, adminMember] = [await member(), await member(), await member()];
    const meet = await host(owner);
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(reporter),
      payload: { target_type: 'meet', target_id: meet.id, reason: 'spam' },
    });
    expect(report.statusCode, report.body).toBe(201);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminMember.user.id));
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: adminMember.user.username, password: adminMember.password },
      remoteAddress: nextIp(),
    });
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/meet/${meet.id}`,
      headers: bearer(signIn.json().token),
      payload: { hidden: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await getMeet(meet, reporter)).statusCode).toBe(404);
    expect((await listFor(reporter)).map((m) => m.id)).not.toContain(meet.id);
    expect(MeetSchema.parse((await getMeet(meet, owner)).json()).hidden).toBe(true);
  });

  it('puts a host’s meets and a member’s answers, with what they bring, in their data exports', async () => {
    const [owner, ana] = [await member(), await member()];
    const meet = await host(owner, { title: 'Export swap' });
    await rsvp(ana, meet, 'going');
    const plant = await make.plant(ana, { customName: 'Export fern' });
    await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/bringing`, headers: as(ana), payload: { user_plant_ids: [plant] } });
    const exportOf = async (who: Member) =>
      AccountExportSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(who) })).json());
    expect((await exportOf(owner)).hosted_meets).toMatchObject([
      { id: meet.id, title: 'Export swap', venue: 'Hollywood Library, community room', time_zone: 'America/Los_Angeles' },
    ]);
    expect((await exportOf(ana)).meet_answers).toMatchObject([
      { meet_id: meet.id, title: 'Export swap', status: 'going', bringing: ['Export fern'] },
    ]);
  });

  it('answers Browse’s Events tab from the indexes, without a sequential scan over meets', async () => {
    // A year of meets across 20 metro areas, as the bench scenario makes them.
    const owner = await member();
    await t.database.executeSql(
      `insert into meets (host_id, title, starts_at, ends_at, time_zone, town, latitude, longitude, venue, brings)
       select $1::uuid, 'Bench meet ' || n, now() + (n % 365) * interval '1 day', now() + (n % 365) * interval '1 day' + interval '2 hours',
              'UTC', 'Metro ' || (n % 20), 30 + (n % 20) + (n % 7) * 0.01, -120 + (n % 20) * 2 + (n % 5) * 0.01, 'Hall', array['plants']
       from generate_series(1, 4000) as n`,
      [owner.user.id],
    );
    await t.database.executeSql('analyze meets');
    for (const sort of ['soonest', 'nearest'] as const) {
      const query = listMeets(t.database.db, {
        viewerId: owner.user.id,
        origin: { latitude: 35, longitude: -110 },
        radiusMiles: 25,
        now,
        sort,
        offset: 0,
        limit: 21,
      }).toSQL();
      const { rows } = await t.database.executeSql(`explain ${query.sql}`, query.params);
      const plan = (rows as Array<{ 'QUERY PLAN': string }>).map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, plan).not.toMatch(/Seq Scan on meets/);
      expect(plan, plan).toMatch(/meets_listed_(earth|starts)_idx/);
    }
  });
});
