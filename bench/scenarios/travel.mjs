import crypto from 'node:crypto';
import pg from 'pg';
import { seedGardeners } from '../lib/community.mjs';
import { prepareDatabase } from '../lib/database.mjs';
import { runFixedRate } from '../lib/load.mjs';
import { openConversations, seedPostgres } from '../lib/members.mjs';
import { startSink } from '../lib/smtp-sink.mjs';
import { runDelivery, signSessionToken } from '../lib/sockets.mjs';

export const name = 'travel';
export const description =
  'Plants that travel, on PostgreSQL with 10,000 members, 100,000 plants and 50,000 wishlist entries: the listing request ' +
  '(POST /api/user-plants) at a fixed rate kept in the collection and then listed for swap (which queues the wishlist-match job), ' +
  "the match job's run time from /metrics, and 100,000 care reminders due at once drained through the queue while messages " +
  'are delivered at 1,000 msg/s.';
export const checksSeconds = ({ duration }) => 1_200 + 6 * duration;

const WISHES_PER_MEMBER = 5;
/** Species most members wish for (three of each member's five wishes), so a listing of one has wishers nearby. */
const POPULAR_SPECIES = 50;
const LISTERS = 500;
const LISTING_RATE = 50;
const REMINDERS = 100_000;
/** Members who chose e-mail for care reminders (the default is push, which a member without a device does not get). */
const EMAIL_REMINDER_SHARE = 10;
const MESSAGE_RATE = 1000;
const PAIRS = 200;
const DELIVERY_WARMUP_S = 5;
const MATCH_P99_LIMIT_MS = 50;
const DRAIN_LIMIT_S = 600;
const MESSAGE_P99_LIMIT_MS = 20;
/** The listing request is "unchanged" when its p99 for swap is within this of the same request without matching. */
const LISTING_P99_SHARE = 1.25;
const LISTING_P99_SLACK_MS = 5;
const FROM = 'Rootshare <mail@bench.example>';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Five wishes per member: three among the popular species, two among the rest of the catalogue. */
async function seedWishlists(client) {
  await client.query(
    `with c as (select array_agg(id order by id) as ids from catalogue_plants)
     insert into wishlist_items (user_id, plant_id)
     select m.id, case when k < 3 then c.ids[1 + (m.n + k * 7) % ${POPULAR_SPECIES}]
                       else c.ids[${POPULAR_SPECIES + 1} + (m.n * 2 + k) % (array_length(c.ids, 1) - ${POPULAR_SPECIES})] end
     from bench_members m cross join generate_series(0, ${WISHES_PER_MEMBER - 1}) as k cross join c`,
  );
  const { rows } = await client.query(`select array_agg(id order by id) filter (where n <= ${POPULAR_SPECIES}) as popular
                                       from (select id, row_number() over (order by id) as n from catalogue_plants) c`);
  return rows[0].popular;
}

/** Every member verified; one in EMAIL_REMINDER_SHARE chose e-mail for care reminders. */
async function seedMailChoices(client) {
  await client.query(`update users set email_verified_at = now() where id in (select id from bench_members)`);
  await client.query(
    `insert into notification_settings (user_id, swap_requests, swap_answers, swap_completed, reviews, unread_messages, care_reminders, weekly_digest)
     select id, 'email', 'email', 'email', 'email', 'email', 'email', false from bench_members where n % ${EMAIL_REMINDER_SHARE} = 0`,
  );
}

/** A session for each of the first `count` community members, and its token signed as sign-in would. */
async function signInMembers(client, jwtSecret, count) {
  const { rows } = await client.query(
    `insert into sessions (id, user_id, expires_at, user_agent)
     select gen_random_uuid(), id, now() + interval '1 day', 'rootshare bench' from bench_members where n < $1
     returning id, user_id, expires_at`,
    [count],
  );
  return rows.map((row) => signSessionToken(jwtSecret, { userId: row.user_id, sessionId: row.id }, row.expires_at));
}

/** POST /api/user-plants by each lister in turn, each a popular species, kept in the collection or listed for swap. */
function listingRequests(baseUrl, tokens, popular, forSwap) {
  return {
    url: `${baseUrl}/api/user-plants`,
    method: 'POST',
    requests: tokens.map((token, i) => ({
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        plant_id: popular[i % popular.length],
        custom_name: `Bench listing ${i}`,
        swap_type: 'cutting',
        available_for_swap: forSwap,
        ...(forSwap ? { pest_free_confirmed: true } : {}),
      }),
    })),
  };
}

/** The wishlist-match job's run-time histogram from /metrics: its count and the upper bound (ms) of the bucket holding the p99. */
async function matchJobRuns(baseUrl, metricsToken) {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
  const buckets = [
    ...text.matchAll(/^rootshare_job_run_duration_seconds_bucket\{(?=[^}]*job="wishlist-match")[^}]*?le="([^"]+)"[^}]*\} (\d+)/gm),
  ].map((m) => ({
    le: m[1] === '+Inf' ? Infinity : Number(m[1]) * 1000,
    count: Number(m[2]),
  }));
  const count = buckets.at(-1)?.count ?? 0;
  const p99 = buckets.find((bucket) => bucket.count >= 0.99 * count)?.le ?? null;
  return { count, p99Ms: p99 };
}

/** Reminders not yet announced, and notification mail due now and not yet done. */
async function drainLeft(client) {
  const { rows } = await client.query(
    `select (select count(*) from care_reminders where notified_at is null)::int as reminders,
            (select count(*) from pgboss.job where name = 'notification-mail' and state in ('created', 'retry', 'active') and start_after <= now())::int as mails`,
  );
  return rows[0];
}

export async function checks({ adminUrl, databaseUrl, startOwnServer, settings, setStop, log }) {
  if (!databaseUrl) {
    return [
      {
        check: 'plants that travel at community scale',
        value: null,
        unit: '',
        limit: null,
        ok: true,
        skipped: true,
        note: 'skipped: needs PostgreSQL',
      },
    ];
  }
  const sink = await startSink();
  const database = await prepareDatabase('pg', adminUrl);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  let server;
  try {
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    const metricsToken = crypto.randomBytes(16).toString('hex');
    server = await startOwnServer({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      jwtSecret,
      env: { SMTP_URL: sink.url, MAIL_FROM: FROM, PUBLIC_URL: 'https://rootshare.example', METRICS_TOKEN: metricsToken },
    });
    await client.connect();
    await seedGardeners(client, log);
    const popular = await seedWishlists(client);
    await seedMailChoices(client);
    const listers = await signInMembers(client, jwtSecret, LISTERS);
    // As autovacuum leaves bulk-loaded tables on a server that has it on (this machine's PostgreSQL
    // has it off): planner statistics, and visibility maps that let index-only scans skip the heap.
    await client.query('vacuum analyze');
    const counts = (
      await client.query(
        `select (select count(*) from users)::int as members, (select count(*) from user_plants)::int as plants, (select count(*) from wishlist_items)::int as wishes`,
      )
    ).rows[0];
    log(`travel: ${counts.members} members, ${counts.plants} plants, ${counts.wishes} wishlist entries`);

    // The same request with and without the match job behind it, in two rounds; the second round's
    // figures count, so neither is measured on a server still warming up.
    const duration = settings.duration;
    const listing = {};
    let listedForSwap = 0;
    for (const round of [1, 2]) {
      for (const forSwap of [false, true]) {
        log(`travel: round ${round}, ${LISTING_RATE} listings/s ${forSwap ? 'for swap' : 'kept in the collection'} for ${duration} s`);
        const run = await runFixedRate(listingRequests(server.baseUrl, listers, popular, forSwap), {
          duration,
          rate: LISTING_RATE,
          onStart: setStop,
        });
        listing[forSwap ? 'swap' : 'kept'] = run;
        if (forSwap) listedForSwap += run.statusCodes[201] ?? 0;
      }
    }
    let runs = await matchJobRuns(server.baseUrl, metricsToken);
    for (let waited = 0; runs.count < listedForSwap && waited < 120; waited++) {
      await sleep(1_000);
      runs = await matchJobRuns(server.baseUrl, metricsToken);
    }
    const told = (await client.query(`select count(*)::int as n from notifications where type = 'wishlist_match'`)).rows[0].n;

    // A hundred thousand reminders due now; the sweep (once a minute) announces them, the mail job mails the few who chose e-mail.
    const members = await seedPostgres(database.databaseUrl, jwtSecret, PAIRS * 2);
    const pairs = await openConversations(
      server.baseUrl,
      Array.from({ length: PAIRS }, (_, i) => [members[2 * i], members[2 * i + 1]]),
    );
    await client.query(
      `insert into care_reminders (user_plant_id, user_id, kind, interval_days, due_at)
       select id, user_id, 'water', 7, now() - random() * interval '50 minutes' from user_plants order by id limit ${REMINDERS}`,
    );
    const dueAt = performance.now();
    log(`travel: ${REMINDERS.toLocaleString('en-US')} care reminders due; waiting for the sweep to start`);
    while ((await drainLeft(client)).reminders === REMINDERS && performance.now() - dueAt < 90_000) await sleep(250);
    const deliveryDuration = Math.min(duration * 2, 20);
    log(`travel: message delivery at ${MESSAGE_RATE} msg/s for ${deliveryDuration} s while the reminders drain`);
    const delivery = await runDelivery({
      postBaseUrl: server.baseUrl,
      socketBaseUrl: server.baseUrl,
      pairs,
      rate: MESSAGE_RATE,
      duration: deliveryDuration,
      warmup: DELIVERY_WARMUP_S,
      serverPids: [server.pid],
      onStart: setStop,
    });
    const leftAfterDelivery = await drainLeft(client);
    let left = leftAfterDelivery;
    while ((left.reminders > 0 || left.mails > 0) && performance.now() - dueAt < (DRAIN_LIMIT_S + 60) * 1000) {
      await sleep(1_000);
      left = await drainLeft(client);
    }
    const drainSeconds = (performance.now() - dueAt) / 1000;
    const drained = left.reminders === 0 && left.mails === 0;

    const listingLimit = Math.max(listing.kept.p99Ms * LISTING_P99_SHARE, listing.kept.p99Ms + LISTING_P99_SLACK_MS);
    const listingNote = (run) =>
      `p50 ${run.p50Ms} / max ${run.maxMs} ms, ${run.requests} at ${run.requestsPerSec}/s, codes ${JSON.stringify(run.statusCodes)}`;
    return [
      {
        check: `listing request p99 at ${LISTING_RATE}/s kept in the collection (no match job)`,
        value: listing.kept.p99Ms,
        unit: 'ms',
        comparison: '—',
        limit: null,
        ok: listing.kept.non2xx === 0 && listing.kept.errors === 0,
        note: listingNote(listing.kept),
      },
      {
        check: `listing request p99 at ${LISTING_RATE}/s listed for swap (match job queued) ≤ the same kept (×${LISTING_P99_SHARE} or +${LISTING_P99_SLACK_MS} ms)`,
        value: listing.swap.p99Ms,
        unit: 'ms',
        comparison: '≤',
        limit: Math.round(listingLimit * 10) / 10,
        ok: listing.swap.non2xx === 0 && listing.swap.errors === 0 && listing.swap.p99Ms <= listingLimit,
        note: listingNote(listing.swap),
      },
      {
        check: `wishlist-match job run p99 (${counts.wishes.toLocaleString('en-US')} wishlist entries; bucket upper bound)`,
        value: runs.p99Ms,
        unit: 'ms',
        comparison: '≤',
        limit: MATCH_P99_LIMIT_MS,
        ok: runs.p99Ms !== null && runs.p99Ms <= MATCH_P99_LIMIT_MS && runs.count >= listedForSwap,
        note: `${runs.count} runs for ${listedForSwap} listings; ${told.toLocaleString('en-US')} wishlist_match notifications`,
      },
      {
        check: `${REMINDERS.toLocaleString('en-US')} care reminders due at once: announced and their mail done`,
        value: drained ? Math.round(drainSeconds) : null,
        unit: 's',
        comparison: '≤',
        limit: DRAIN_LIMIT_S,
        ok: drained && drainSeconds <= DRAIN_LIMIT_S,
        note: `${sink.arrived().toLocaleString('en-US')} mails reached the sink in the run; left when delivery ended: ${leftAfterDelivery.reminders} reminders, ${leftAfterDelivery.mails} mails${drained ? '' : `; left at the limit: ${left.reminders} reminders, ${left.mails} mails`}`,
      },
      {
        check: `message delivery p99 at ${MESSAGE_RATE} msg/s while the reminders drain (persisted → socket)`,
        value: delivery.fromPersisted.p99Ms,
        unit: 'ms',
        comparison: '≤',
        limit: MESSAGE_P99_LIMIT_MS,
        ok: delivery.fromPersisted.p99Ms !== null && delivery.fromPersisted.p99Ms <= MESSAGE_P99_LIMIT_MS && delivery.lost === 0,
        note: `p50 ${delivery.fromPersisted.p50Ms} / max ${delivery.fromPersisted.maxMs} ms; ${delivery.sent} sent at ${delivery.sentPerSec}/s, ${delivery.lost} lost`,
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    await sink.close();
    await database.drop();
  }
}
