import { NotificationSettingsSchema, UnsubscribeStateSchema, type NotificationSettings } from '@rootshare/contracts/notification-settings';
import { NotificationPageSchema, type NotificationType } from '@rootshare/contracts/notifications';
import { SwapRequestSchema, type SwapRequest } from '@rootshare/contracts/swaps';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { users } from '../../db/schema/accounts';
import { messages } from '../../db/schema/messaging';
import { notifications } from '../../db/schema/notifications';
import { profiles } from '../../db/schema/profiles';
import { userPlants } from '../../db/schema/user-plants';
import type { PushPayload } from '@rootshare/contracts/push';
import type { PushChannel } from '../push/push.service';
import { nextDigestWeek } from './notification-mail.service';

const SITE = 'https://rootshare.test';
type Member = Awaited<ReturnType<typeof signUpMember>>;
interface Push {
  userId: string;
  payload: PushPayload;
  key: string;
}

let t: TestApp;
let sink: SmtpSink;
let make: ReturnType<typeof contentMaker>;
const pushes: Push[] = [];
const pushWaiters: Array<{ userId: string; resolve: (push: Push) => void }> = [];
/** Records every push, as the real push service would receive it. */
const push: PushChannel = {
  async send(userId, payload, key) {
    const sent = { userId, payload, key };
    pushes.push(sent);
    for (const waiter of pushWaiters.filter((w) => w.userId === userId)) waiter.resolve(sent);
  },
};
const pushedTo = (member: Member) => {
  const found = pushes.find((p) => p.userId === member.user.id);
  return found ? Promise.resolve(found) : new Promise<Push>((resolve) => pushWaiters.push({ userId: member.user.id, resolve }));
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    catalogue: true,
    pushChannel: push,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: SITE },
  });
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const addressOf = (mail: ParsedMail) => (mail.to && !Array.isArray(mail.to) ? mail.to.text : '');
// Sign-up mails every member a link to confirm their address; the mails here are the rest.
const SIGN_UP_CONFIRMATION = 'Confirm your e-mail address for Rootshare';
const mailsTo = (member: Member) =>
  sink.messages.filter((mail) => addressOf(mail) === member.user.email && mail.subject !== SIGN_UP_CONFIRMATION);
const mailTo = (member: Member, subject: string) =>
  sink.waitFor((mail) => addressOf(mail) === member.user.email && mail.subject === subject);
/** A raw header of the mail as it arrived, unfolded. */
const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name)
    ?.line.slice(name.length + 1)
    .replace(/\r?\n[ \t]+/g, ' ')
    .trim();
const unsubscribeLink = (mail: ParsedMail) => /^<(.+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1] ?? '';

/** A new member whose address counts as verified (verification itself is another feature's). */
async function verified(): Promise<Member> {
  const member = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
  return member;
}

const settingsOf = async (member: Member) =>
  NotificationSettingsSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: as(member) })).json());

async function choose(member: Member, choices: Partial<NotificationSettings>): Promise<void> {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: as(member),
    payload: { ...(await settingsOf(member)), ...choices },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function swapRequest(from: Member, to: Member, names: { offered: string; requested: string }): Promise<SwapRequest> {
  const offered = await make.plant(from, { customName: names.offered });
  const requested = await make.plant(to, { customName: names.requested });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/swap-requests',
    headers: as(from),
    payload: { recipient_id: to.profile.id, offered_plants: [offered], requested_plants: [requested] },
  });
  expect(response.statusCode, response.body).toBe(201);
  return SwapRequestSchema.parse(response.json());
}
const post = (member: Member, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(member), ...(payload ? { payload } : {}) });

/** The member's newest bell entry of a type. */
async function entryOf(member: Member, type: NotificationType): Promise<string> {
  const page = NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(member) })).json());
  const entry = page.notifications.find((n) => n.type === type);
  if (!entry) throw new Error(`no ${type} notification`);
  return entry.id;
}

/**
 * Runs a notification's job as the queue would and answers the mails its member received by the
 * end of it (a mail the job sends is accepted before the job ends).
 */
async function deliverNow(member: Member, notificationId: string): Promise<ParsedMail[]> {
  await runJobsOf([notificationId]);
  return mailsTo(member);
}

/** Runs the notification-mail jobs of these notifications as one batch, as the queue would; none may fail. */
async function runJobsOf(notificationIds: string[]): Promise<void> {
  const failures = await t.services.notificationMail.deliverBatch(
    notificationIds.map((notificationId, i) => ({ id: `job-${i}`, data: { notificationId } })),
  );
  expect([...failures.values()]).toEqual([]);
}

describe('notification e-mails', () => {
  it.each([
    {
      language: 'fr-CA',
      subject: (name: string) => `${name} vous propose un échange`,
      lines: ['De vous : Ben monstera.', 'Voir la demande: ', 'Se désabonner: ', 'Bonjour '],
      around: 'Ne plus recevoir ces courriels',
    },
    {
      language: 'es-US',
      subject: (name: string) => `${name} te envió una solicitud de intercambio`,
      lines: ['De ti: Ben monstera.', 'Ver la solicitud: ', 'Cancelar suscripción: ', 'Hola, '],
      around: 'Dejar de recibir estos correos',
    },
  ] as const)(
    'mails and pushes a swap request to a member who reads $language in it, though the sender reads English',
    async ({ language, subject, lines, around }) => {
      const [ana, ben] = [await verified(), await verified()];
      await t.database.db.update(users).set({ language }).where(eq(users.id, ben.user.id));
      await choose(ben, { swap_requests: 'both' });
      await swapRequest(ana, ben, { offered: 'Ana pothos', requested: 'Ben monstera' });
      const mail = await mailTo(ben, subject(ana.user.username));
      for (const line of lines) expect(mail.text).toContain(line);
      expect(mail.html).toContain(around);
      expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      const sent = await pushedTo(ben);
      expect(sent.payload.title).toBe(subject(ana.user.username));
    },
  );

  it('mails a swap request to its verified recipient: who asks, the plants, a link to the chat and a one-click unsubscribe', async () => {
    const [ana, ben] = [await verified(), await verified()];
    const swap = await swapRequest(ana, ben, { offered: 'Ana pothos', requested: 'Ben monstera' });
    const mail = await mailTo(ben, `${ana.user.username} sent you a swap request`);
    const chatLink = `${SITE}/messages?conversation=${swap.conversation_id}`;
    expect(mail.text).toContain(`${ana.user.username} would like to swap plants with you.`);
    expect(mail.text).toContain(`From ${ana.user.username}: Ana pothos.`);
    expect(mail.text).toContain('From you: Ben monstera.');
    expect(mail.text).toContain(`See the request: ${chatLink}`);
    expect(mail.html).toContain(chatLink);
    expect(unsubscribeLink(mail)).toMatch(new RegExp(`^${SITE}/unsubscribe\\?token=[\\w.~%-]+$`));
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${unsubscribeLink(mail)}`);
    expect(`${mail.text}${mail.html}`).not.toContain(ana.user.email);
    expect(mailsTo(ana)).toEqual([]);
  });

  it('mails the requester each answer: accepted, declined and a counter-offer', async () => {
    const answers = [
      {
        action: { action: 'accept' },
        subject: (name: string) => `${name} accepted your swap request`,
        line: 'Agree in your chat how the plants change hands.',
      },
      {
        action: { action: 'decline' },
        subject: (name: string) => `${name} declined your swap request`,
        line: 'declined your swap request this time.',
      },
      {
        action: { action: 'counter', message: 'How about a cutting instead?' },
        subject: (name: string) => `${name} sent you a counter-offer`,
        line: 'answered your swap request with a counter-offer.',
      },
    ];
    for (const answer of answers) {
      const [ana, ben] = [await verified(), await verified()];
      const swap = await swapRequest(ana, ben, { offered: 'Ana fern', requested: 'Ben aloe' });
      expect((await post(ben, `/api/swap-requests/${swap.id}/respond`, answer.action)).statusCode).toBe(200);
      const mail = await mailTo(ana, answer.subject(ben.user.username));
      expect(mail.text).toContain(answer.line);
      expect(mail.text).toContain(`${SITE}/messages?conversation=${swap.conversation_id}`);
      expect(unsubscribeLink(mail)).toContain(`${SITE}/unsubscribe?token=`);
      expect(`${mail.text}${mail.html}`).not.toContain(ben.user.email);
    }
  });

  it('mails both members when their swap is complete, and the reviewed member the stars they got', async () => {
    const [ana, ben] = [await verified(), await verified()];
    const swap = await swapRequest(ana, ben, { offered: 'Ana ivy', requested: 'Ben palm' });
    await post(ben, `/api/swap-requests/${swap.id}/respond`, { action: 'accept' });
    await post(ana, `/api/swap-requests/${swap.id}/complete`);
    await post(ben, `/api/swap-requests/${swap.id}/complete`);
    for (const [member, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      const done = await mailTo(member, `Your swap with ${other.user.username} is complete`);
      expect(done.text).toContain(`Leave a review: ${SITE}/profile?tab=swaps`);
    }
    expect(
      (await post(ana, `/api/swap-requests/${swap.id}/review`, { reviewed_user_id: ben.profile.id, rating: 4, comment: 'Lovely cuttings' }))
        .statusCode,
    ).toBe(201);
    const review = await mailTo(ben, `${ana.user.username} reviewed your swap`);
    expect(review.text).toContain(`${ana.user.username} gave your swap 4 stars out of 5.`);
    expect(review.text).toContain(`Read the review: ${SITE}/profile?tab=reviews`);
    expect(unsubscribeLink(review)).toContain(`${SITE}/unsubscribe?token=`);
  });

  it('queues a conversation’s message entry for ten minutes later, then mails once for all its unread messages, and nothing for a conversation read by then', async () => {
    const [ana, ben, cy] = [await verified(), await verified(), await verified()];
    const talk = await make.conversation(ana, ben);
    for (const content of ['Hi Ben!', 'Are the cuttings rooted?', 'No rush']) await make.message(ana, talk, { content });
    const entry = await entryOf(ben, 'new_message');
    const { rows } = await t.database.executeSql(
      `select extract(epoch from start_after - created_on)::int as wait from pgboss.job where name = 'notification-mail' and singleton_key = $1`,
      [entry],
    );
    expect(rows).toEqual([{ wait: 600 }]);

    const mails = await deliverNow(ben, entry);
    expect(mails.map((mail) => mail.subject)).toEqual([`${ana.user.username} sent you 3 messages`]);
    expect(mails[0]?.text).toContain(`You have 3 unread messages from ${ana.user.username}.`);
    expect(mails[0]?.text).toContain(`Read and reply: ${SITE}/messages?conversation=${talk}`);
    expect(mails[0]?.text).not.toContain('rooted');
    expect(unsubscribeLink(mails[0] as ParsedMail)).toContain(`${SITE}/unsubscribe?token=`);
    // The job run again (a retry) sends nothing more.
    expect(await deliverNow(ben, entry)).toHaveLength(1);

    const read = await make.conversation(cy, ben);
    await make.message(cy, read, { content: 'Seen my post?' });
    const readEntry = await entryOf(ben, 'new_message');
    expect((await t.app.inject({ method: 'PATCH', url: `/api/conversations/${read}/read`, headers: as(ben) })).statusCode).toBeLessThan(
      300,
    );
    expect(await deliverNow(ben, readEntry)).toHaveLength(1);
  });

  it('sends nothing of a kind the member turned off', async () => {
    const [ana, ben] = [await verified(), await verified()];
    await choose(ben, { swap_requests: 'off' });
    await swapRequest(ana, ben, { offered: 'Ana cactus', requested: 'Ben jade' });
    expect(await deliverNow(ben, await entryOf(ben, 'swap_request'))).toEqual([]);
    expect(pushes.filter((p) => p.userId === ben.user.id)).toEqual([]);
  });

  it('pushes instead of mailing when the member chose push', async () => {
    const [ana, ben] = [await verified(), await verified()];
    await choose(ben, { swap_requests: 'push' });
    const swap = await swapRequest(ana, ben, { offered: 'Ana begonia', requested: 'Ben calathea' });
    const entry = await entryOf(ben, 'swap_request');
    const sent = await pushedTo(ben);
    expect(sent).toEqual({
      userId: ben.user.id,
      key: `notification:${entry}:push`,
      payload: {
        title: `${ana.user.username} sent you a swap request`,
        body: `${ana.user.username} would like to swap plants with you.`,
        url: `/messages?conversation=${swap.conversation_id}`,
      },
    });
    // The job mails before it pushes: with the push sent, no mail came or will come.
    expect(mailsTo(ben)).toEqual([]);
  });

  it('mails and pushes when the member chose both', async () => {
    const [ana, ben] = [await verified(), await verified()];
    await choose(ben, { unread_messages: 'both' });
    const talk = await make.conversation(ana, ben);
    await make.message(ana, talk, { content: 'Hello!' });
    const mails = await deliverNow(ben, await entryOf(ben, 'new_message'));
    expect(mails.map((mail) => mail.subject)).toEqual([`${ana.user.username} sent you a message`]);
    expect((await pushedTo(ben)).payload).toEqual({
      title: `${ana.user.username} sent you a message`,
      body: `You have 1 unread message from ${ana.user.username}.`,
      url: `/messages?conversation=${talk}`,
      tag: `conversation-${talk}`,
    });
  });

  it('sends nothing about a member the recipient blocked, or who blocked the recipient', async () => {
    const [ana, ben, cy] = [await verified(), await verified(), await verified()];
    await choose(ben, { unread_messages: 'both' });
    await make.message(ana, await make.conversation(ana, ben), { content: 'Hi' });
    const fromAna = await entryOf(ben, 'new_message');
    expect((await post(ben, '/api/blocks', { user_id: ana.profile.id })).statusCode).toBe(204);
    expect(await deliverNow(ben, fromAna)).toEqual([]);

    await make.message(cy, await make.conversation(cy, ben), { content: 'Hi there' });
    const fromCy = await entryOf(ben, 'new_message');
    expect((await post(cy, '/api/blocks', { user_id: ben.profile.id })).statusCode).toBe(204);
    expect(await deliverNow(ben, fromCy)).toEqual([]);
    expect(pushes.filter((p) => p.userId === ben.user.id)).toEqual([]);
  });

  it('sends nothing to a suspended member, by mail or push', async () => {
    const [ana, ben] = [await verified(), await verified()];
    await choose(ben, { unread_messages: 'both' });
    await make.message(ana, await make.conversation(ana, ben), { content: 'Hi' });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, ben.user.id));
    expect(await deliverNow(ben, await entryOf(ben, 'new_message'))).toEqual([]);
    expect(pushes.filter((p) => p.userId === ben.user.id)).toEqual([]);
  });

  it('mails each notification of a batch to its own member in its own words, and a second run of the batch sends none again', async () => {
    const [ana, ben, cleo, dev] = [await verified(), await verified(), await verified(), await verified()];
    await choose(dev, { swap_answers: 'off' });
    // Bell entries written without their queued jobs, so only this batch can mail them.
    const rows = await t.database.db
      .insert(notifications)
      .values([
        { userId: ben.user.id, otherUserId: ana.user.id, type: 'swap_accept', title: 'Swap accepted', message: 'Accepted' },
        { userId: cleo.user.id, otherUserId: ana.user.id, type: 'swap_decline', title: 'Swap declined', message: 'Declined' },
        { userId: ben.user.id, otherUserId: cleo.user.id, type: 'review_ready', title: 'New review', message: 'Reviewed' },
        { userId: dev.user.id, otherUserId: ana.user.id, type: 'swap_accept', title: 'Swap accepted', message: 'Accepted' },
      ])
      .returning({ id: notifications.id });
    const ids = rows.map((row) => row.id);
    await runJobsOf(ids);
    expect(
      mailsTo(ben)
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([`${ana.user.username} accepted your swap request`, `${cleo.user.username} reviewed your swap`]);
    expect(mailsTo(cleo).map((mail) => mail.subject)).toEqual([`${ana.user.username} declined your swap request`]);
    expect(mailsTo(dev)).toEqual([]);
    // As after a crash before the queue recorded the batch done: the same jobs run again.
    await runJobsOf(ids);
    expect(mailsTo(ben)).toHaveLength(2);
    expect(mailsTo(cleo)).toHaveLength(1);
  });

  it('fails only the job whose mail the mail server refuses: the rest of its batch are mailed and done, and it waits for a retry', async () => {
    const [ana, ben, cleo, dev] = [await verified(), await verified(), await verified(), await verified()];
    sink.refuse(cleo.user.email);
    const rows = await t.database.db
      .insert(notifications)
      .values(
        [ben, cleo, dev].map((member) => ({
          userId: member.user.id,
          otherUserId: ana.user.id,
          type: 'swap_accept' as const,
          title: 'Swap accepted',
          message: 'Accepted',
        })),
      )
      .returning({ id: notifications.id });
    const jobIds = await Promise.all(rows.map(({ id }) => t.services.jobs.send('notification-mail', { notificationId: id }, { key: id })));
    const subject = `${ana.user.username} accepted your swap request`;
    await Promise.all([mailTo(ben, subject), mailTo(dev, subject)]);
    const states = async () => {
      const { rows: jobs } = await t.database.executeSql(`select id, state from pgboss.job where id = any($1::uuid[])`, [jobIds]);
      return new Map((jobs as Array<{ id: string; state: string }>).map((job) => [job.id, job.state]));
    };
    const [benJob, cleoJob, devJob] = jobIds;
    // The batch records its failure before its completions, so the three are read together.
    await expect
      .poll(
        async () => {
          const now = await states();
          return [benJob, cleoJob, devJob].map((id) => now.get(id ?? ''));
        },
        { timeout: 60_000, interval: 100 },
      )
      .toEqual(['completed', 'retry', 'completed']);
    expect(mailsTo(cleo)).toEqual([]);
  });

  it('mails nothing to an address that is not verified', async () => {
    const [ana, ben] = [await verified(), await signUpMember(t.app)];
    await make.message(ana, await make.conversation(ana, ben), { content: 'Hi' });
    expect(await deliverNow(ben, await entryOf(ben, 'new_message'))).toEqual([]);
  });

  it('sends nothing about a swap one of whose plants a moderator hid', async () => {
    // Ben's address is verified only once the plant is hidden, so the queue's own run of the job mails nothing either.
    const [ana, ben] = [await verified(), await signUpMember(t.app)];
    const swap = await swapRequest(ana, ben, { offered: 'Ana oddity', requested: 'Ben orchid' });
    const [offered] = swap.offeredPlantsDetails;
    await t.database.db
      .update(userPlants)
      .set({ hiddenAt: new Date() })
      .where(eq(userPlants.id, offered?.id ?? ''));
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ben.user.id));
    const entry = await entryOf(ben, 'swap_request');
    expect(await deliverNow(ben, entry)).toEqual([]);
    // Restored, the same notification is mailed: the hidden plant was the only reason.
    await t.database.db
      .update(userPlants)
      .set({ hiddenAt: null })
      .where(eq(userPlants.id, offered?.id ?? ''));
    await runJobsOf([entry]);
    expect((await mailTo(ben, `${ana.user.username} sent you a swap request`)).text).toContain('Ana oddity');
  });

  it('sends nothing about messages a moderator hid', async () => {
    const [ana, ben] = [await verified(), await verified()];
    const messageId = await make.message(ana, await make.conversation(ana, ben), { content: 'Something nasty' });
    await t.database.db.update(messages).set({ hiddenAt: new Date() }).where(eq(messages.id, messageId));
    expect(await deliverNow(ben, await entryOf(ben, 'new_message'))).toEqual([]);
  });
});

describe('unsubscribing from a mail', () => {
  async function requestMail(): Promise<{ ben: Member; link: string; token: string }> {
    const [ana, ben] = [await verified(), await verified()];
    await swapRequest(ana, ben, { offered: 'Ana sage', requested: 'Ben mint' });
    const link = unsubscribeLink(await mailTo(ben, `${ana.user.username} sent you a swap request`));
    return { ben, link, token: new URL(link).searchParams.get('token') ?? '' };
  }

  it("turns that kind of mail off with the mail client's one-click POST, answering 200 with no page", async () => {
    const { ben, link } = await requestMail();
    const answer = await t.app.inject({
      method: 'POST',
      url: link.slice(SITE.length),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('');
    expect(await settingsOf(ben)).toMatchObject({ swap_requests: 'off', swap_answers: 'email', reviews: 'email' });
  });

  it('keeps push on when the member had chosen both', async () => {
    const { ben, link } = await requestMail();
    await choose(ben, { swap_requests: 'both' });
    const form = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: link.slice(SITE.length),
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
          payload: form,
        })
      ).statusCode,
    ).toBe(200);
    expect((await settingsOf(ben)).swap_requests).toBe('push');
  });

  it('tells the page what a link turns off without changing anything, and turns it off when the page asks', async () => {
    const { ben, token } = await requestMail();
    const url = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const described = await t.app.inject({ method: 'GET', url });
    expect(UnsubscribeStateSchema.parse(described.json())).toEqual({ topic: 'swap_requests', unsubscribed: false });
    expect((await settingsOf(ben)).swap_requests).toBe('email');
    const done = await t.app.inject({ method: 'POST', url });
    expect(done.json()).toEqual({ topic: 'swap_requests', unsubscribed: true });
    expect((await settingsOf(ben)).swap_requests).toBe('off');
    expect((await t.app.inject({ method: 'POST', url })).json()).toEqual({ topic: 'swap_requests', unsubscribed: true });
  });

  it("refuses a token that was changed, made for another member's id or for another topic, changing nothing", async () => {
    const { ben, token } = await requestMail();
    const other = await verified();
    const [payload = '', signature = ''] = token.split('~');
    const forged = [
      `${payload.replace(ben.user.id, other.user.id)}~${signature}`,
      `${payload.replace('swap_requests', 'reviews')}~${signature}`,
      `${payload}~${signature.slice(0, -2)}`,
      payload,
      'not-a-token',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({ method, url: `/api/unsubscribe?token=${encodeURIComponent(bad)}` });
        expect(answer.statusCode, bad).toBe(400);
        expect(answer.json().error).toMatch(/not valid/);
      }
      expect((await t.app.inject({ method: 'POST', url: `/unsubscribe?token=${encodeURIComponent(bad)}` })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/unsubscribe' })).statusCode).toBe(400);
    expect(await settingsOf(ben)).toMatchObject({ swap_requests: 'email', reviews: 'email' });
    expect((await settingsOf(other)).swap_requests).toBe('email');
  });
});

describe('the weekly digest', () => {
  const week = nextDigestWeek(new Date());
  const digestTo = (member: Member) => mailTo(member, 'Your week on Rootshare');
  const place = (member: Member, latitude: number, longitude: number) =>
    t.database.db.update(profiles).set({ latitude, longitude }).where(eq(profiles.id, member.user.id));

  it('writes the digest of a member who reads French in French, with its counts as French says them', async () => {
    const [ana, ben] = [await verified(), await verified()];
    await choose(ben, { weekly_digest: true });
    await t.database.db.update(users).set({ language: 'fr-CA' }).where(eq(users.id, ben.user.id));
    await swapRequest(ana, ben, { offered: 'Ana hoya', requested: 'Ben peperomia' });
    const talk = await make.conversation(ana, ben);
    await make.message(ana, talk, { content: 'Bonjour' });

    await t.services.notificationMail.sendDigest(ben.user.id, week);
    const mail = await mailTo(ben, 'Votre semaine sur Rootshare');
    expect(mail.text).toContain('1 demande d’échange attend votre réponse.');
    expect(mail.text).toContain('2 messages attendent d’être lus.');
    expect(mail.text).toContain(`Répondre aux demandes: ${SITE}/profile?tab=swaps`);
    expect(mail.text).toContain('Vous recevez ce courriel parce que les courriels sur votre résumé de la semaine sont activés.');
  });

  it('mails a member who asked for it the requests to answer, unread messages and new plants near them, with its own unsubscribe link', async () => {
    const [ana, ben, far] = [await verified(), await verified(), await verified()];
    await choose(ben, { weekly_digest: true });
    await place(ben, 45.52, -122.68);
    await place(ana, 45.53, -122.66);
    await place(far, 51.5, -0.12);
    await make.plant(far, { customName: 'Far away fern' });
    await swapRequest(ana, ben, { offered: 'Ana hoya', requested: 'Ben peperomia' });
    const talk = await make.conversation(ana, ben);
    await make.message(ana, talk, { content: 'Hello' });
    await make.message(ana, talk, { content: 'Still keen?' });

    await t.services.notificationMail.sendDigest(ben.user.id, week);
    const mail = await digestTo(ben);
    expect(mail.text).toContain('1 swap request is waiting for your answer.');
    // The two messages, and the request's card in the chat about Ben's plant.
    expect(mail.text).toContain('3 messages are waiting for you to read.');
    // Ana's hoya is near; Ben's own plant and the fern far away do not count.
    expect(mail.text).toContain('1 new plant was put up for swap near you this week.');
    expect(mail.text).toContain(`Answer your requests: ${SITE}/profile?tab=swaps`);
    expect(`${mail.text}${mail.html}`).not.toContain(ana.user.email);
    const link = unsubscribeLink(mail);
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect((await t.app.inject({ method: 'POST', url: link.slice(SITE.length) })).statusCode).toBe(200);
    expect((await settingsOf(ben)).weekly_digest).toBe(false);
  });

  it('sends nothing to a member who did not ask for it, nor when the week has nothing to tell, nor twice', async () => {
    const [ana, ben, quiet] = [await verified(), await verified(), await verified()];
    await choose(quiet, { weekly_digest: true });
    await make.message(ana, await make.conversation(ana, ben), { content: 'Hello' });
    await t.services.notificationMail.sendDigest(ben.user.id, week);
    await t.services.notificationMail.sendDigest(quiet.user.id, week);
    expect(mailsTo(ben).filter((m) => m.subject === 'Your week on Rootshare')).toEqual([]);
    expect(mailsTo(quiet)).toEqual([]);

    await choose(ben, { weekly_digest: true });
    await t.services.notificationMail.sendDigest(ben.user.id, week);
    await t.services.notificationMail.sendDigest(ben.user.id, week);
    expect(mailsTo(ben).filter((m) => m.subject === 'Your week on Rootshare')).toHaveLength(1);
  });

  it("queues each week's run once, then a digest for each member who asked for one and may be mailed", async () => {
    const [keen, unverified, suspended, uninterested] = [await verified(), await signUpMember(t.app), await verified(), await verified()];
    for (const member of [keen, unverified, suspended]) await choose(member, { weekly_digest: true });
    await choose(uninterested, { weekly_digest: false });
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const jobsNamed = async (name: string) =>
      (
        (await t.database.executeSql(`select singleton_key from pgboss.job where name = $1`, [name])).rows as Array<{
          singleton_key: string;
        }>
      ).map((row) => row.singleton_key);

    await t.services.notificationMail.scheduleWeeklyDigest();
    expect(await jobsNamed('weekly-digest')).toEqual([week]);

    await t.services.notificationMail.runWeeklyDigest(week);
    const following = nextDigestWeek(new Date(`${week}T12:00:00Z`));
    expect((await jobsNamed('weekly-digest')).sort()).toEqual([week, following].sort());
    const digests = await jobsNamed('digest-mail');
    expect(digests).toContain(`${keen.user.id}:${week}`);
    for (const member of [unverified, suspended, uninterested]) expect(digests).not.toContain(`${member.user.id}:${week}`);
  });
});
