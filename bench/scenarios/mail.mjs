import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { prepareDatabase } from '../lib/database.mjs';
import { openConversations, seedPostgres } from '../lib/members.mjs';
import { startSink } from '../lib/smtp-sink.mjs';
import { runDelivery } from '../lib/sockets.mjs';

export const name = 'mail';
export const description =
  'Notification mail through the job queue: 10,000 queued notification mails (1,000 members with 10 swap answers each) ' +
  'drained into an SMTP sink, against plain nodemailer into the same sink before and after; then message delivery p99 at 1,000 msg/s ' +
  'while another 5,000 drain.';
export const checksSeconds = ({ duration }) => 600 + 4 * duration;

const MEMBERS = 1_000;
const MAILS_PER_MEMBER = 10;
const MAILS = MEMBERS * MAILS_PER_MEMBER;
/** Queued again for the message-delivery part: enough to keep the queue draining through it. */
const MAILS_UNDER_MESSAGES = MAILS / 2;
const BASELINE_MAILS = 2_000;
const THROUGHPUT_SHARE = 0.7;
const RATE = 1000;
const P99_LIMIT_MS = 20;
const PAIRS = 200;
const DELIVERY_WARMUP_S = 5;
const FROM = 'Rootshare <mail@bench.example>';

/** Mails a second from the first arrival to the last of `count` arrivals after `from`. */
async function rateOf(sink, from, count, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (sink.arrived() < from + count) {
    if (performance.now() > deadline)
      throw new Error(`only ${sink.arrived() - from} of ${count} mails arrived within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const first = sink.arrivedAt(from);
  const last = sink.arrivedAt(from + count - 1);
  return { perSecond: Math.round(((count - 1) * 1000) / (last - first)), seconds: (last - first) / 1000 };
}

/** The app's job lanes and SMTP connections (apps/server/src/platform/jobs.ts JOB_LANES). */
const LANES = 1;

/** Plain nodemailer, with the pooled transport the app uses, sending mails of the app's size LANES at a time. */
async function plainNodemailer(sink, html) {
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: LANES });
  const from = sink.arrived();
  let next = 0;
  const lane = async () => {
    while (next < BASELINE_MAILS) {
      const i = next++;
      await transport.sendMail({
        from: FROM,
        to: `member${i}@bench.example`,
        subject: 'Fern accepted your swap request',
        html,
        text: html.replace(/<[^>]+>/g, ' '),
      });
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  transport.close();
  return rateOf(sink, from, BASELINE_MAILS, 60_000);
}

/** `members` verified members, each with 10 'swap accepted' notifications, and a notification-mail job queued for each. */
async function queueNotificationMails(databaseUrl, members) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let ids;
  try {
    const run = crypto.randomBytes(4).toString('hex');
    const { rows } = await client.query(
      `with people as (
         insert into users (username, email, password_hash, email_verified_at)
         select 'mail_' || $1 || '_' || i, 'mail_' || $1 || '_' || i || '@bench.example', 'x', now() from generate_series(1, $2::int) as i
         returning id
       ), other as (
         insert into users (username, email, password_hash) values ('mail_' || $1 || '_partner', 'mail_' || $1 || '_partner@bench.example', 'x') returning id
       )
       insert into notifications (user_id, other_user_id, type, title, message)
       select p.id, o.id, 'swap_accept', 'Swap accepted', 'Your swap request was accepted'
       from people p cross join other o cross join generate_series(1, $3::int)
       returning id`,
      [run, members, MAILS_PER_MEMBER],
    );
    ids = rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', schedule: false, supervise: false });
  await boss.start();
  try {
    for (let i = 0; i < ids.length; i += 1_000) {
      await boss.insert(
        ids.slice(i, i + 1_000).map((id) => ({
          name: 'notification-mail',
          data: { notificationId: id },
          singletonKey: id,
          retryLimit: 5,
          retryDelay: 10,
          retryBackoff: true,
        })),
      );
    }
  } finally {
    await boss.stop({ graceful: false });
  }
}

export async function checks({ adminUrl, databaseUrl, startOwnServer, settings, setStop, log }) {
  const skipped = (why) => [
    {
      check: 'notification mail throughput',
      value: null,
      unit: '',
      limit: THROUGHPUT_SHARE,
      ok: true,
      skipped: true,
      note: `skipped: ${why}`,
    },
  ];
  if (!databaseUrl) return skipped('needs PostgreSQL (the queue is filled from this process)');
  const sink = await startSink();
  const database = await prepareDatabase('pg', adminUrl);
  let server;
  try {
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    server = await startOwnServer({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      jwtSecret,
      env: { SMTP_URL: sink.url, MAIL_FROM: FROM, PUBLIC_URL: 'https://rootshare.example' },
    });

    // About the size of the app's own notification mail (its MJML layout is mostly markup).
    const html = `<html><body>${'<p>Fern accepted your swap request. Agree in your chat how the plants change hands.</p>'.repeat(60)}</body></html>`;
    // Plain nodemailer before and after the queue's run, and the queue against the faster of the
    // two: a machine busier during one of them does not flatter the queue.
    log(`mail: plain nodemailer, ${BASELINE_MAILS} mails into the sink`);
    const plainBefore = await plainNodemailer(sink, html);

    log(`mail: queueing ${MAILS.toLocaleString('en-US')} notification mails`);
    const from = sink.arrived();
    await queueNotificationMails(database.databaseUrl, MEMBERS);
    const queued = await rateOf(sink, from, MAILS, 540_000);
    log(`mail: plain nodemailer again, ${BASELINE_MAILS} mails into the sink`);
    const plainAfter = await plainNodemailer(sink, html);
    const plain = plainBefore.perSecond >= plainAfter.perSecond ? plainBefore : plainAfter;

    const members = await seedPostgres(database.databaseUrl, jwtSecret, PAIRS * 2);
    const pairs = await openConversations(
      server.baseUrl,
      Array.from({ length: PAIRS }, (_, i) => [members[2 * i], members[2 * i + 1]]),
    );
    log(`mail: queueing ${MAILS_UNDER_MESSAGES.toLocaleString('en-US')} more notification mails`);
    const fromUnderMessages = sink.arrived();
    await queueNotificationMails(database.databaseUrl, MAILS_UNDER_MESSAGES / MAILS_PER_MEMBER);
    // Messages while the queue drains, measured like the messaging scenario's delivery.
    const duration = Math.min(settings.duration * 2, 20);
    log(`mail: message delivery at ${RATE} msg/s for ${duration} s while the queue drains`);
    const delivery = await runDelivery({
      postBaseUrl: server.baseUrl,
      socketBaseUrl: server.baseUrl,
      pairs,
      rate: RATE,
      duration,
      warmup: DELIVERY_WARMUP_S,
      serverPids: [server.pid],
      onStart: setStop,
    });
    const stillQueued = MAILS_UNDER_MESSAGES - (sink.arrived() - fromUnderMessages);
    const share = queued.perSecond / plain.perSecond;
    return [
      {
        check: `notification mail throughput through the queue ÷ plain nodemailer (${MAILS.toLocaleString('en-US')} mails)`,
        value: Math.round(share * 100) / 100,
        unit: '',
        comparison: '≥',
        limit: THROUGHPUT_SHARE,
        ok: share >= THROUGHPUT_SHARE,
        note: `queue ${queued.perSecond} mails/s (${queued.seconds.toFixed(1)} s), plain nodemailer ${plainBefore.perSecond} mails/s before and ${plainAfter.perSecond} after`,
      },
      {
        check: `message delivery p99 at ${RATE} msg/s while notification mail drains (persisted → socket)`,
        value: delivery.fromPersisted.p99Ms,
        unit: 'ms',
        comparison: '≤',
        limit: P99_LIMIT_MS,
        ok: delivery.fromPersisted.p99Ms !== null && delivery.fromPersisted.p99Ms <= P99_LIMIT_MS && delivery.lost === 0,
        note: `p50 ${delivery.fromPersisted.p50Ms} / max ${delivery.fromPersisted.maxMs} ms; ${delivery.sent} sent at ${delivery.sentPerSec}/s, ${delivery.lost} lost; ${stillQueued.toLocaleString('en-US')} of the ${MAILS_UNDER_MESSAGES.toLocaleString('en-US')} mails were still queued when it ended`,
      },
    ];
  } finally {
    await server?.stop();
    await sink.close();
    await database.drop();
  }
}
