import { FailedJobsSchema, OutboxMailSchema, OutboxPageSchema } from '@rootshare/contracts/admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { changeAdminRole } from './admin-command';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let admin: Member;
let member: Member;

beforeAll(async () => {
  t = await createTestApp();
  [admin, member] = [await signUpMember(t.app), await signUpMember(t.app)];
  await changeAdminRole(t.database.db, admin.user.username, true);
});
afterAll(async () => {
  await t.close();
});

const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

const RESET_SUBJECT = 'Reset your Rootshare password';

/** Waits until the outbox (read through the admin API) holds a mail to `to` with that subject; jobs run in the background. */
const outboxMailTo = (to: string, subject = RESET_SUBJECT) =>
  vi.waitFor(
    async () => {
      const page = OutboxPageSchema.parse((await get(admin, '/api/admin/outbox')).json());
      // Sign-up mails too (the address's confirmation); these tests follow the reset mails.
      const found = page.mails.find((mail) => mail.to === to && mail.subject === subject);
      if (!found) throw new Error(`no mail "${subject}" to ${to} in the outbox yet`);
      return found;
    },
    { timeout: 25_000, interval: 50 },
  );

describe('the outbox on the admin page', () => {
  it('lists the mails the app kept and shows one, to an admin only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: member.user.email },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(202);
    const listed = await outboxMailTo(member.user.email);
    const shown = OutboxMailSchema.parse((await get(admin, `/api/admin/outbox/${listed.id}`)).json());
    expect(shown.text).toContain('/auth/reset?token=');

    expect((await get(member, '/api/admin/outbox')).statusCode).toBe(404);
    expect((await get(member, `/api/admin/outbox/${listed.id}`)).statusCode).toBe(404);
    expect((await get(admin, '/api/admin/outbox/1700000000000-000000000000')).statusCode).toBe(404);
    expect((await get(admin, '/api/admin/outbox/..%2F..%2Fjwt-secret')).statusCode).toBe(400);
  });
});

describe('failed jobs on the admin page', () => {
  it('lists a job that used up its retries and runs it again when an admin retries it', async () => {
    const other = await signUpMember(t.app);
    // Queued for later, so no worker takes it before it is marked failed as its last try would leave it.
    const id = await t.services.jobs.send(
      'password-changed-mail',
      { userId: other.user.id },
      { key: other.user.id, startAfterSeconds: 3600 },
    );
    await t.database.executeSql(
      `update pgboss.job set state = 'failed', output = '{"message":"SMTP said no"}', start_after = now(), completed_on = now() where id = $1`,
      [id],
    );

    const failed = FailedJobsSchema.parse((await get(admin, '/api/admin/jobs/failed')).json()).jobs;
    expect(failed).toContainEqual(expect.objectContaining({ id, name: 'password-changed-mail', error: 'SMTP said no' }));
    expect((await get(member, '/api/admin/jobs/failed')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: bearer(member.token) })).statusCode).toBe(
      404,
    );

    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: bearer(admin.token) })).statusCode).toBe(204);
    // The retried job mails its notice (the wait ends once it is in the outbox).
    await outboxMailTo(other.user.email, 'Your Rootshare password was changed');
    expect(FailedJobsSchema.parse((await get(admin, '/api/admin/jobs/failed')).json()).jobs.map((job) => job.id)).not.toContain(id);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });
});
