import crypto from 'node:crypto';
import pg from 'pg';
import { startInboxes } from '../lib/activitypub-inboxes.mjs';
import { prepareDatabase } from '../lib/database.mjs';
import { openConversations, postJson, seedPostgres } from '../lib/members.mjs';
import { findFreePort } from '../lib/server.mjs';
import { runDelivery } from '../lib/sockets.mjs';

export const name = 'federation';
export const description =
  "ActivityPub fan-out on PostgreSQL: one member's new swap listing delivered to 10,000 followers on 200 Mastodon-shaped inbox " +
  'servers (one shared inbox each, every signature verified), time to the last server and deliveries/s; message delivery p99 ' +
  'at 1,000 msg/s while more listings fan out; and the same fan-out with 20 of the servers answering 503.';
export const checksSeconds = ({ duration }) => 720 + 4 * duration;

const SERVERS = 200;
const FOLLOWERS_PER_SERVER = 50;
const FOLLOWERS = SERVERS * FOLLOWERS_PER_SERVER;
/** Every tenth server fails in the last part. */
const FAILING_EVERY = 10;
const DELIVERED_LIMIT_S = 60;
const MESSAGE_RATE = 1000;
const MESSAGE_P99_LIMIT_MS = 20;
const PAIRS = 200;
const DELIVERY_WARMUP_S = 5;
/** How long the listings of the second part may take to reach every server once the messages stop. */
const DRAIN_LIMIT_S = 300;
/** The second part's listings keep the queue busy this many times as long as the message run, at the first part's pace. */
const DRAIN_HEADROOM = 1.5;
const MAX_LISTINGS_UNDER_MESSAGES = 40;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const epochNow = () => performance.timeOrigin + performance.now();
const round1 = (n) => Math.round(n * 10) / 10;

/** A member with a session who lets other servers follow them, in a town the gazetteer knows. */
async function federatingMember(client, databaseUrl, jwtSecret) {
  const [member] = await seedPostgres(databaseUrl, jwtSecret, 1);
  await client.query(`update profiles set federates = true, location = 'Portland, Oregon' where id = $1`, [member.userId]);
  return member;
}

/** FOLLOWERS_PER_SERVER accounts on each inbox server following the member, each with its own inbox and the server's shared one. */
async function insertFollowers(client, actor, origins) {
  await client.query(
    `insert into federation_followers (actor, follower_uri, inbox, shared_inbox, handle, follow_id)
     select $1, o || '/users/f' || j, o || '/users/f' || j || '/inbox', o || '/inbox', '@f' || j || '@' || substr(o, 8), o || '/follows/' || j
     from unnest($2::text[]) as o cross join generate_series(1, $3::int) as j`,
    [actor, origins, FOLLOWERS_PER_SERVER],
  );
  const { rows } = await client.query(`select count(*)::int as n from federation_followers where actor = $1`, [actor]);
  return rows[0].n;
}

/** A new listing up for swap through the API, as a member makes one; answers its id. */
async function listPlant(baseUrl, token, plantId, customName) {
  const answer = await postJson(
    `${baseUrl}/api/user-plants`,
    { plant_id: plantId, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true, custom_name: customName },
    token,
  );
  return answer.userPlant.id;
}

/**
 * Waits until each of the servers `indexes` has received the Create of the listing (or the time
 * is up): when the last one did, in seconds after `from`, and the deliveries a second from the
 * first arrival to the last.
 */
async function arrivalOf(inboxes, listing, indexes, from, limitMs) {
  const deadline = from + limitMs;
  let times;
  for (;;) {
    times = (await inboxes.arrivals(`/listings/${listing}`)).filter((_, i) => indexes.includes(i));
    if (times.every((t) => t !== null) || epochNow() > deadline) break;
    await sleep(100);
  }
  const arrived = times.filter((t) => t !== null).sort((a, b) => a - b);
  const all = arrived.length === indexes.length;
  const first = arrived[0];
  const last = arrived.at(-1);
  return {
    arrived: arrived.length,
    all,
    lastSeconds: all ? round1((last - from) / 1000) : null,
    firstSeconds: first === undefined ? null : round1((first - from) / 1000),
    perSecond: arrived.length > 1 ? Math.round(((arrived.length - 1) * 1000) / (last - first)) : null,
  };
}

/**
 * The listings' deliveries: how many have not reached their server yet, when the last that did
 * arrived, and the longest wait between two arrivals (seconds).
 */
async function outstanding(inboxes, listings) {
  let missing = 0;
  const times = [];
  for (const listing of listings) {
    for (const t of await inboxes.arrivals(`/listings/${listing}`)) {
      if (t === null) missing += 1;
      else times.push(t);
    }
  }
  times.sort((a, b) => a - b);
  const longestGap = times.reduce((gap, t, i) => (i === 0 ? gap : Math.max(gap, t - times[i - 1])), 0);
  return { missing, lastAt: times.at(-1) ?? Number.NEGATIVE_INFINITY, longestGapSeconds: round1(longestGap / 1000) };
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

export async function checks({ adminUrl, databaseUrl, startOwnServer, settings, setStop, log }) {
  if (!databaseUrl) {
    return [
      {
        check: `a listing fanned out to ${FOLLOWERS.toLocaleString('en-US')} followers on ${SERVERS} servers`,
        value: null,
        unit: 's',
        comparison: '≤',
        limit: DELIVERED_LIMIT_S,
        ok: true,
        skipped: true,
        note: 'skipped: needs PostgreSQL',
      },
    ];
  }
  const inboxes = await startInboxes(SERVERS);
  const database = await prepareDatabase('pg', adminUrl);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  let server;
  try {
    const jwtSecret = crypto.randomBytes(32).toString('hex');
    // Actor and object ids are made from PUBLIC_URL, so the server's port is chosen before it starts.
    const port = await findFreePort();
    server = await startOwnServer({
      port,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      jwtSecret,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}`, FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' },
    });
    await client.connect();
    const member = await federatingMember(client, database.databaseUrl, jwtSecret);
    const followers = await insertFollowers(client, member.userId, inboxes.origins);
    const plantId = (await postJson(`${server.baseUrl}/api/plants/search`, { query: 'pothos' })).plants[0].id;
    const talkers = await seedPostgres(database.databaseUrl, jwtSecret, PAIRS * 2);
    const pairs = await openConversations(
      server.baseUrl,
      Array.from({ length: PAIRS }, (_, i) => [talkers[2 * i], talkers[2 * i + 1]]),
    );
    const everyServer = inboxes.origins.map((_, i) => i);

    // 1. One listing to every follower; the first contact too (each server fetches the key once).
    log(`federation: a listing to ${followers.toLocaleString('en-US')} followers on ${SERVERS} servers`);
    const firstFrom = epochNow();
    const first = await listPlant(server.baseUrl, member.token, plantId, 'Fan-out pothos');
    const fanOut = await arrivalOf(inboxes, first, everyServer, firstFrom, DELIVERED_LIMIT_S * 1000);
    const afterFirst = await inboxes.counts();
    log(`federation: ${fanOut.arrived} servers in ${fanOut.lastSeconds ?? '>' + DELIVERED_LIMIT_S} s, ${fanOut.perSecond} deliveries/s`);

    // 2. Messages alone first, as the reference this busy machine gives today; then again while
    // enough listings fan out to outlast the run, at the pace the first one went.
    const deliveryDuration = Math.min(settings.duration * 2, 20);
    const deliver = () =>
      runDelivery({
        postBaseUrl: server.baseUrl,
        socketBaseUrl: server.baseUrl,
        pairs,
        rate: MESSAGE_RATE,
        duration: deliveryDuration,
        warmup: DELIVERY_WARMUP_S,
        serverPids: [server.pid],
        onStart: setStop,
      });
    log(`federation: messages at ${MESSAGE_RATE} msg/s for ${deliveryDuration} s with nothing fanning out`);
    const alone = await deliver();
    const pace = fanOut.perSecond ?? 10;
    const listingsUnderMessages = Math.min(
      MAX_LISTINGS_UNDER_MESSAGES,
      Math.max(2, Math.ceil((DRAIN_HEADROOM * (DELIVERY_WARMUP_S + deliveryDuration) * pace) / SERVERS)),
    );
    log(`federation: ${listingsUnderMessages} more listings, then messages at ${MESSAGE_RATE} msg/s for ${deliveryDuration} s`);
    const drainFrom = epochNow();
    const draining = [];
    for (let i = 0; i < listingsUnderMessages; i++) draining.push(await listPlant(server.baseUrl, member.token, plantId, `Listing ${i}`));
    const delivery = await deliver();
    const messagesEndedAt = epochNow();
    const leftWhenMessagesEnded = (await outstanding(inboxes, draining)).missing;
    let drained = await outstanding(inboxes, draining);
    while (drained.missing > 0 && epochNow() - drainFrom < DRAIN_LIMIT_S * 1000) {
      await sleep(500);
      drained = await outstanding(inboxes, draining);
    }
    const left = drained.missing;
    const drainSeconds = round1((drained.lastAt - drainFrom) / 1000);
    const paceAfterMessages = left === 0 ? Math.round((leftWhenMessagesEnded * 1000) / (drained.lastAt - messagesEndedAt)) : null;
    log(`federation: p99 ${delivery.fromPersisted.p99Ms} ms; ${leftWhenMessagesEnded} deliveries left then, all in ${drainSeconds} s`);

    // 3. Every tenth server down; the others must not wait on it.
    const failing = everyServer.filter((i) => i % FAILING_EVERY === 0);
    const healthy = everyServer.filter((i) => i % FAILING_EVERY !== 0);
    await inboxes.setFailing(failing);
    log(`federation: ${failing.length} servers answer 503; a listing to the other ${healthy.length}`);
    const failFrom = epochNow();
    const third = await listPlant(server.baseUrl, member.token, plantId, 'Pothos while some are down');
    const despite = await arrivalOf(inboxes, third, healthy, failFrom, DELIVERED_LIMIT_S * 1000);
    // The failing servers' tries are counted over the whole window the others were given.
    await sleep(Math.max(0, failFrom + DELIVERED_LIMIT_S * 1000 - epochNow()));
    const atEnd = await inboxes.counts();
    const down = failing.map((i) => atEnd[i]);
    const tries = sum(down, 'tries503');
    const retries = tries - sum(down, 'failedActivities');
    // Fedify's circuit breaker keeps a state per server in its store; an open one holds deliveries there.
    const { rows: circuits } = await client.query(
      `select count(*) filter (where value->>'state' = 'open')::int as open from federation_kv where key[2] = 'circuit'`,
    );
    const refusedFirst = sum(afterFirst, 'refused');
    const why = Object.entries(
      afterFirst
        .flatMap((s) => Object.entries(s.refusedWhy))
        .reduce((all, [reason, n]) => ({ ...all, [reason]: (all[reason] ?? 0) + n }), {}),
    )
      .map(([reason, n]) => `${n} ${reason}`)
      .join(', ');
    const verifiedAtEnd = sum(atEnd, 'verified');

    return [
      {
        check: `a new listing reaches all ${SERVERS} servers (${followers.toLocaleString('en-US')} followers, shared inboxes): time to the last`,
        value: fanOut.lastSeconds,
        unit: 's',
        comparison: '≤',
        limit: DELIVERED_LIMIT_S,
        ok: fanOut.all && fanOut.lastSeconds <= DELIVERED_LIMIT_S,
        note:
          `${fanOut.arrived} of ${SERVERS} servers; first after ${fanOut.firstSeconds} s; first contact: ` +
          `${sum(afterFirst, 'keyFetches')} key fetches, ${refusedFirst} deliveries refused and sent again${why ? ` (${why})` : ''}`,
      },
      {
        check: 'fan-out deliveries/s, first arrival to last',
        value: fanOut.perSecond,
        unit: '/s',
        comparison: '—',
        limit: null,
        ok: fanOut.all,
        note: `${Math.round(followers / (fanOut.lastSeconds ?? DELIVERED_LIMIT_S)).toLocaleString('en-US')} followers reached a second from the listing's POST`,
      },
      {
        check: `message delivery p99 at ${MESSAGE_RATE} msg/s with nothing fanning out (reference, same run)`,
        value: alone.fromPersisted.p99Ms,
        unit: 'ms',
        comparison: '—',
        limit: null,
        ok: alone.lost === 0,
        note: `p50 ${alone.fromPersisted.p50Ms} / max ${alone.fromPersisted.maxMs} ms; ${alone.sent} sent at ${alone.sentPerSec}/s, ${alone.lost} lost`,
      },
      {
        check: `message delivery p99 at ${MESSAGE_RATE} msg/s while ${listingsUnderMessages} listings fan out (persisted → socket)`,
        value: delivery.fromPersisted.p99Ms,
        unit: 'ms',
        comparison: '≤',
        limit: MESSAGE_P99_LIMIT_MS,
        ok:
          delivery.fromPersisted.p99Ms !== null &&
          delivery.fromPersisted.p99Ms <= MESSAGE_P99_LIMIT_MS &&
          delivery.lost === 0 &&
          leftWhenMessagesEnded > 0,
        note:
          `p50 ${delivery.fromPersisted.p50Ms} / max ${delivery.fromPersisted.maxMs} ms; ${delivery.sent} sent at ${delivery.sentPerSec}/s, ${delivery.lost} lost; ` +
          `${leftWhenMessagesEnded.toLocaleString('en-US')} of the ${(listingsUnderMessages * SERVERS).toLocaleString('en-US')} deliveries were still queued when it ended` +
          (left === 0
            ? `, all delivered ${drainSeconds} s after the first listing (${paceAfterMessages} deliveries/s once the messages stopped; ` +
              `longest wait between two arrivals ${drained.longestGapSeconds} s)`
            : `, ${left} still not after ${DRAIN_LIMIT_S} s`),
      },
      {
        check: `with ${failing.length} servers answering 503, the other ${healthy.length} all receive: time to the last`,
        value: despite.lastSeconds,
        unit: 's',
        comparison: '≤',
        limit: DELIVERED_LIMIT_S,
        ok: despite.all && despite.lastSeconds <= DELIVERED_LIMIT_S,
        note: `${despite.arrived} of ${healthy.length}; ${despite.perSecond} deliveries/s, first arrival to last`,
      },
      {
        check: `retries the ${failing.length} failing servers saw in the ${DELIVERED_LIMIT_S} s`,
        value: retries,
        unit: '',
        comparison: '—',
        limit: null,
        ok: true,
        note:
          `${tries} tries for ${sum(down, 'failedActivities')} activities, each try two requests (${sum(down, 'answered503')} answered 503: ` +
          `Fedify knocks again with RFC 9421 signatures on any error); circuits open at the end: ${circuits[0].open}; ` +
          `over the run ${verifiedAtEnd.toLocaleString('en-US')} verified deliveries, ${sum(atEnd, 'refused') - refusedFirst} refused after the first contact`,
      },
    ];
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    await inboxes.close();
    await database.drop();
  }
}
