import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { startFakePushService, type FakePushService } from '../../../test/push-service';

const TOKEN = crypto.randomBytes(24).toString('hex');

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  pushService = await startFakePushService();
  t = await createTestApp({ allowLoopbackPushEndpoints: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const scrape = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
};

/** The value of one sample line (`name{labels} value`), or null when the scrape has no such line. */
const sample = (body: string, series: string): number | null => {
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
};

describe('metrics for whoever runs Rootshare', () => {
  it('answers 404 when no metrics token is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('rootshare_');
    } finally {
      await plain.close();
    }
  });

  it('answers 401 without the token or with a wrong one, and shows nothing', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/metrics' });
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` } });
    const member = await signUpMember(t.app);
    const asMember = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(member.token) });
    for (const response of [anonymous, wrong, asMember]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('rootshare_');
    }
  });

  it("counts requests by their route's pattern and status, never by the path that names a record", async () => {
    const id = crypto.randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).statusCode).toBe(404);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const body = await scrape();
    expect(
      sample(body, 'rootshare_http_request_duration_seconds_count{method="GET",route="/api/user-plants/:id",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(body, 'rootshare_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(body).not.toContain(id);
  });

  it('reports open sockets, the database pool where there is one, and each job queue', async () => {
    const body = await scrape();
    expect(sample(body, 'rootshare_sockets_open{kind="all"}')).toBe(0);
    expect(sample(body, 'rootshare_db_pool_connections{state="total"}')).toSatisfy((total: number | null) =>
      t.database.kind === 'pg' ? total !== null && total >= 1 : total === null,
    );
    for (const job of ['notification-mail', 'password-reset-mail', 'push-send']) {
      // Reported for every queue, a count and an age, even when nothing waits.
      expect(sample(body, `rootshare_jobs_waiting{job="${job}"}`)).toSatisfy(
        (waiting: number | null) => waiting !== null && Number.isInteger(waiting) && waiting >= 0,
      );
      expect(sample(body, `rootshare_jobs_oldest_waiting_seconds{job="${job}"}`)).toSatisfy(
        (age: number | null) => age !== null && age >= 0,
      );
    }
  });

  it('shows a job that used up its retries as failed', async () => {
    const member = await signUpMember(t.app);
    const id = await t.services.jobs.send(
      'password-changed-mail',
      { userId: member.user.id },
      { key: member.user.id, startAfterSeconds: 3600 },
    );
    const before = sample(await scrape(), 'rootshare_jobs_failed{job="password-changed-mail"}') ?? 0;
    await t.database.executeSql(
      `update pgboss.job set state = 'failed', output = '{"message":"SMTP said no"}', completed_on = now() where id = $1`,
      [id],
    );
    expect(sample(await scrape(), 'rootshare_jobs_failed{job="password-changed-mail"}')).toBe(before + 1);
  });

  it('counts the mails and the pushes sent', async () => {
    const member = await signUpMember(t.app);
    // Signing up mails the address's confirmation (to the outbox in tests) through the queue.
    await expect
      .poll(async () => sample(await scrape(), 'rootshare_mail_total{outcome="sent"}') ?? 0, { timeout: 60_000, interval: 100 })
      .toBeGreaterThanOrEqual(1);

    const browser = pushService.device();
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: bearer(member.token), payload: browser.subscription }))
        .statusCode,
    ).toBe(204);
    await t.services.push.send(member.user.id, { title: 'Hello', body: 'A push', url: '/messages' }, 'metrics-1');
    await browser.waitForPushes(1);
    await expect
      .poll(async () => sample(await scrape(), 'rootshare_push_total{outcome="sent"}'), { timeout: 60_000, interval: 100 })
      .toBe(1);
  });

  it('counts the stored media files the sweeps removed, by reason', async () => {
    const mediaRoot = path.join(t.config.DATA_DIR, 'media');
    const orphan = `posts/${crypto.randomUUID()}.webp`;
    await t.storage.put(orphan, crypto.randomBytes(32));
    const partial = path.join(mediaRoot, 'posts', `.${crypto.randomUUID()}.webp.${crypto.randomUUID()}.tmp`);
    fs.writeFileSync(partial, 'half');
    // The orphan was written a day ago and no record names it; the partial write stopped ten minutes ago.
    const aDayAgo = new Date(Date.now() - 86_400_000);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(path.join(mediaRoot, orphan), aDayAgo, aDayAgo);
    fs.utimesSync(partial, tenMinutesAgo, tenMinutesAgo);
    const before = await scrape();

    await t.services.mediaReconcile.reconcile();
    await t.services.mediaReconcile.sweepUploads();
    const after = await scrape();
    for (const reason of ['orphan', 'partial']) {
      const series = `rootshare_media_files_removed_total{reason="${reason}"}`;
      expect(sample(after, series), reason).toBeGreaterThan(sample(before, series) ?? 0);
    }
  });

  it('times each run of a job under its name', async () => {
    const before = sample(await scrape(), 'rootshare_job_run_duration_seconds_count{job="email-confirmation-mail"}') ?? 0;
    // Signing up queues the mail that confirms the address.
    await signUpMember(t.app);
    await expect
      .poll(async () => sample(await scrape(), 'rootshare_job_run_duration_seconds_count{job="email-confirmation-mail"}') ?? 0, {
        timeout: 60_000,
        interval: 100,
      })
      .toBeGreaterThan(before);
    expect(await scrape()).toMatch(/rootshare_job_run_duration_seconds_bucket\{le="0.05",job="email-confirmation-mail"\} \d+/);
  });
});
