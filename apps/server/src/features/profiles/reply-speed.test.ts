import { ProfileStatsSchema } from '@rootshare/contracts/profiles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { messages } from '../../db/schema/messaging';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let now = new Date();
type Member = Awaited<ReturnType<typeof signUpMember>>;
/** Members who write first; each conversation is with a different one of them. */
const askers: Member[] = [];

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  for (let i = 0; i < 6; i += 1) askers.push(await signUpMember(t.app));
}, 180_000);
afterAll(async () => {
  await t.close();
});

const replySpeedOf = async (member: Member) =>
  ProfileStatsSchema.parse((await t.app.inject({ method: 'GET', url: `/api/profiles/${member.profile.id}/stats` })).json()).reply_speed;

/** Sends a message through the API and dates it `at`, as if it had been sent then. */
async function sendAt(from: Member, conversationId: string, content: string, at: number): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(from.token),
    payload: { conversation_id: conversationId, content, message_type: 'text' },
  });
  expect(response.statusCode).toBe(201);
  await t.database.db
    .update(messages)
    .set({ createdAt: new Date(at) })
    .where(and(eq(messages.id, response.json().id), eq(messages.senderId, from.profile.id)));
}

/** The conversation between two members, opened by the first (the same one however often asked). */
async function conversationOf(opener: Member | undefined, other: Member): Promise<string> {
  if (!opener) throw new Error('no such member');
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(opener.token),
    payload: { participant_id: other.profile.id },
  });
  expect(opened.statusCode).toBeLessThan(300);
  return opened.json().id;
}

/** The `n`th asker writes to `member`, who answers `after` later, the answer `ago` before now. */
async function askAndAnswer(member: Member, n: number, after: number, ago = DAY): Promise<void> {
  const asker = askers[n];
  if (!asker) throw new Error(`no asker ${n}`);
  const conversationId = await conversationOf(asker, member);
  const answeredAt = now.getTime() - ago;
  await sendAt(asker, conversationId, 'Is your pothos still up for swap?', answeredAt - after);
  await sendAt(member, conversationId, 'Yes, it is!', answeredAt);
}

describe('reply speed', { timeout: 120_000 }, () => {
  it('shows nothing until a member has answered three first messages, then their bucket', async () => {
    const member = await signUpMember(t.app);
    for (let i = 0; i < 2; i += 1) await askAndAnswer(member, i, 20 * MINUTE);
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBeNull();

    await askAndAnswer(member, 2, 20 * MINUTE);
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBe('hour');
  });

  it.each([
    ['within an hour', [10 * MINUTE, 50 * MINUTE, 3 * HOUR], 'hour'],
    ['within a few hours', [2 * HOUR, 5 * HOUR, 20 * MINUTE], 'hours'],
    ['within a day', [7 * HOUR, 20 * HOUR, 30 * HOUR], 'day'],
    ['within a few days', [2 * DAY, 3 * DAY, 5 * DAY], 'days'],
  ] as const)('puts a member whose middle answer came %s in that bucket', async (_, waits, bucket) => {
    const member = await signUpMember(t.app);
    for (const [i, wait] of waits.entries()) await askAndAnswer(member, i, wait);
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBe(bucket);
  });

  it('shows nothing for a member whose middle answer took more than a week', async () => {
    const member = await signUpMember(t.app);
    for (const [i, wait] of [8 * DAY, 9 * DAY, 10 * DAY].entries()) await askAndAnswer(member, i, wait);
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBeNull();
  });

  it('counts only the first answer in a conversation, and only answers of the last 90 days', async () => {
    const member = await signUpMember(t.app);
    // Three slow first answers, each followed by quick messages that are not first answers.
    for (let i = 0; i < 3; i += 1) {
      await askAndAnswer(member, i, 3 * DAY);
      const conversationId = await conversationOf(askers[i], member);
      await sendAt(askers[i] as Member, conversationId, 'Great, when suits you?', now.getTime() - DAY + MINUTE);
      await sendAt(member, conversationId, 'Saturday morning?', now.getTime() - DAY + 2 * MINUTE);
    }
    // Three quick answers, but too long ago to count.
    for (let i = 3; i < 6; i += 1) await askAndAnswer(member, i, 5 * MINUTE, 91 * DAY);
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBe('days');
  });

  it('counts the time from the first message of the other member, not the member’s own first message', async () => {
    const member = await signUpMember(t.app);
    for (const other of askers.slice(0, 3)) {
      const conversationId = await conversationOf(member, other);
      const answeredAt = now.getTime() - DAY;
      // The member wrote first, days before; the other answered; the member answered that within minutes.
      await sendAt(member, conversationId, 'Hello, do you have seeds?', answeredAt - 4 * DAY);
      await sendAt(other, conversationId, 'I do!', answeredAt - 10 * MINUTE);
      await sendAt(member, conversationId, 'Wonderful, thank you.', answeredAt);
    }
    await t.services.replySpeed.recompute();
    expect(await replySpeedOf(member)).toBe('hour');
  });

  it('is stored by the reply-speed job, which updates it as answers age and queues its next run', async () => {
    const member = await signUpMember(t.app);
    for (let i = 0; i < 3; i += 1) await askAndAnswer(member, i, 10 * MINUTE, 80 * DAY);
    const jobKeys = async () =>
      (
        (await t.database.executeSql(`select singleton_key from pgboss.job where name = 'reply-speed' and state = 'created'`, []))
          .rows as Array<{ singleton_key: string }>
      ).map((row) => row.singleton_key);

    await t.services.replySpeed.run(now.toISOString());
    expect(await replySpeedOf(member)).toBe('hour');
    const grid = 6 * HOUR;
    expect(await jobKeys()).toContain(new Date((Math.floor(now.getTime() / grid) + 1) * grid).toISOString());

    // Eleven days on, those answers are more than 90 days old: the next run clears the speed.
    now = new Date(now.getTime() + 11 * DAY);
    expect(await replySpeedOf(member)).toBe('hour');
    await t.services.replySpeed.run(now.toISOString());
    expect(await replySpeedOf(member)).toBeNull();
  });

  it('is queued at start, so a running server works it out without anyone asking', async () => {
    const queued = await t.database.executeSql(`select 1 from pgboss.job where name = 'reply-speed'`, []);
    expect(queued.rows.length).toBeGreaterThan(0);
  });
});
