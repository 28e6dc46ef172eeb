import crypto from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { redisAnswers, redisCommands } from '../lib/redis.mjs';
import { sampleRss } from '../lib/rss.mjs';
import { openSocketFleet } from '../lib/socket-fleet.mjs';
import { openConversations, postJson, seedPostgres } from '../lib/members.mjs';
import { runDelivery } from '../lib/sockets.mjs';

export const name = 'messaging';
export const description =
  'Messaging issue figures: 15,000 authenticated sockets held by one server process at ≤ 10 KB of RSS each; ' +
  'POST /api/messages → the recipient socket’s new_message at a fixed 1,000 messages/s over 200 conversations, ' +
  'p99 ≤ 10 ms, on one instance and across two instances through Redis; plus the POST /api/messages ceiling.';

// The checks open 15,000 sockets (about a minute with the instance's start) and make two delivery runs
// of twice --duration each, with warm-ups, socket set-up and two more instances to start; at most this long.
export const checksSeconds = ({ duration }) => 180 + 4 * duration;

const SOCKETS = 15_000;
const RSS_PER_SOCKET_LIMIT_KB = 10;
// `ulimit -n` is 20,000 here for the server and for every client process: 4 × 3,750 stays well under it.
const HOLDER_PROCESSES = 4;
const PAIRS = 200;
const RATE = 1000;
const P99_LIMIT_MS = 10;
// The pool's connections, their prepared statements and the JIT settle in the first seconds at full rate.
const DELIVERY_WARMUP_S = 5;
// How long the sockets stay idle before the second RSS reading, and how it is taken.
const IDLE_BEFORE_READING_MS = 5_000;
// PGlite: members go through the API (sign-ups are limited to 20 per hour per IP).
const PGLITE_MEMBERS = 10;
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Members with one live session each: { userId, token }. pairs: { conversationId, senderToken, recipientId, recipientToken }. */
let community;

const rssKb = (pid) => Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);

/** RSS once two readings a second apart agree within 1 MiB (a heap still growing or shrinking would skew the difference). */
async function steadyRssKb(pid, maxMs = 15_000) {
  let last = rssKb(pid);
  for (const deadline = Date.now() + maxMs; Date.now() < deadline;) {
    await sleep(1_000);
    const now = rssKb(pid);
    if (Math.abs(now - last) <= 1024) return { kb: now, steady: true };
    last = now;
  }
  return { kb: last, steady: false };
}

async function signUpThroughApi(baseUrl, count) {
  const members = [];
  for (let i = 0; i < count; i++) {
    const suffix = crypto.randomBytes(4).toString('hex');
    const account = await postJson(`${baseUrl}/api/auth/signup`, {
      username: `bench_msg_${suffix}`,
      email: `bench_msg_${suffix}@bench.example`,
      password: `bench-${suffix}-passphrase`,
    });
    members.push({ userId: account.profile.id, token: account.token });
  }
  return members;
}

export async function setup({ baseUrl, databaseUrl, jwtSecret, log }) {
  const started = Date.now();
  let members;
  let wanted;
  if (databaseUrl) {
    members = await seedPostgres(databaseUrl, jwtSecret, SOCKETS);
    // 200 conversations between 400 different members: 2i writes to 2i + 1.
    wanted = Array.from({ length: PAIRS }, (_, i) => [members[2 * i], members[2 * i + 1]]);
  } else {
    members = await signUpThroughApi(baseUrl, PGLITE_MEMBERS);
    // Every pair of the few members once (45 conversations for 10).
    wanted = members.flatMap((a, i) => members.slice(i + 1).map((b) => [a, b]));
  }
  const pairs = await openConversations(baseUrl, wanted);
  community = { members, pairs, sharedSessions: !databaseUrl };
  log(
    `messaging: ${members.length.toLocaleString('en-US')} members with sessions and ${pairs.length} conversations ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return [
    {
      phase: `send message (${pairs.length} conversations)`,
      url: `${baseUrl}/api/messages`,
      method: 'POST',
      requests: pairs.map((p) => ({
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.senderToken}` },
        body: JSON.stringify({ conversation_id: p.conversationId, content: 'Saturation run: are the cuttings rooted yet?' }),
      })),
      connections: 50,
      // The latency that matters here is delivery to the socket, measured by the checks below.
      fixedRate: null,
    },
  ];
}

/** A check that could not be measured fails with the reason, without losing the other checks. */
async function attempt(check, limit, unit, work) {
  try {
    return await work();
  } catch (error) {
    return [{ check, value: null, unit, limit, ok: false, note: `not measured: ${error.message.split('\n')[0]}` }];
  }
}

/** Holds SOCKETS authenticated sockets on one server process and reads what they cost it in RSS. */
async function socketCapacity({ baseUrl, serverPid, databaseUrl, startInstance, log }) {
  // On PostgreSQL a fresh instance of its own, so the reading does not depend on what the scenarios
  // before it left in the main server's heap, and their leftovers do not inflate the ones after it.
  const instance = databaseUrl ? await startInstance() : null;
  const target = instance ?? { baseUrl, pid: serverPid };
  const { members, sharedSessions } = community;
  const tokens = Array.from({ length: SOCKETS }, (_, i) => members[i % members.length].token);
  let fleet;
  try {
    // One authenticated request first, so the reading before includes a warm session lookup path.
    await fetch(`${target.baseUrl}/api/messages/unread-count`, { headers: { authorization: `Bearer ${members[0].token}` } }).then((r) =>
      r.arrayBuffer(),
    );
    const baseline = await steadyRssKb(target.pid);
    const beforeKb = baseline.kb;
    const peak = sampleRss(target.pid);
    const started = Date.now();
    let shown = 0;
    fleet = await openSocketFleet(target.baseUrl, tokens, {
      processes: HOLDER_PROCESSES,
      onProgress: (n) => {
        if (n - shown >= 5_000) log(`messaging: ${(shown = n).toLocaleString('en-US')} sockets authenticated`);
      },
    });
    const openSeconds = (Date.now() - started) / 1000;
    log(
      `messaging: ${fleet.authenticated.toLocaleString('en-US')} sockets authenticated in ${openSeconds.toFixed(1)} s (${fleet.failed} failed${fleet.firstError ? `: ${fleet.firstError}` : ''})`,
    );
    const readings = [];
    for (let waited = 0; waited < IDLE_BEFORE_READING_MS; waited += 1_000) {
      await sleep(1_000);
      readings.push(rssKb(target.pid));
    }
    const afterKb = readings[readings.length - 1];
    const peakMiB = peak.stop();
    const stillOpen = await fleet.openCount();
    const perSocketKb = Math.round(((afterKb - beforeKb) / Math.max(1, fleet.authenticated)) * 100) / 100;

    // A message to one of the held sockets (the last member's, who is in none of the delivery pairs).
    const holderIndex = sharedSessions ? members.length - 1 : SOCKETS - 1;
    const sender = members[0];
    const recipient = members[holderIndex];
    const opened = await postJson(`${target.baseUrl}/api/conversations`, { participant_id: recipient.userId }, sender.token);
    const marker = `capacity check ${crypto.randomBytes(4).toString('hex')}`;
    const watch = await fleet.watch(holderIndex, marker, 5_000);
    const sentAt = performance.now();
    await postJson(`${target.baseUrl}/api/messages`, { conversation_id: opened.id, content: marker }, sender.token);
    const deliveredAt = await watch.delivered;
    const deliveredMs = deliveredAt === null ? null : Math.round((deliveredAt - sentAt) * 10) / 10;

    const shared = sharedSessions ? ` (PGlite: ${members.length} members' sessions shared by all sockets)` : '';
    return [
      {
        check: 'authenticated sockets held by one server process',
        value: fleet.authenticated,
        unit: '',
        comparison: '≥',
        limit: SOCKETS,
        ok: fleet.authenticated >= SOCKETS && stillOpen >= SOCKETS,
        note: `${fleet.failed} refused; ${stillOpen} still open after ${IDLE_BEFORE_READING_MS / 1000} s idle; all authenticated in ${openSeconds.toFixed(1)} s by ${fleet.holders.length} client processes${instance ? ', on a fresh instance' : ''}${shared}`,
        openSeconds,
      },
      {
        check: 'server RSS per authenticated socket',
        value: perSocketKb,
        unit: 'KB',
        comparison: '≤',
        limit: RSS_PER_SOCKET_LIMIT_KB,
        // Zero or less means the heap shrank meanwhile (a garbage collection after the start): no reading.
        ok: fleet.authenticated > 0 && perSocketKb > 0 && perSocketKb <= RSS_PER_SOCKET_LIMIT_KB,
        note:
          `VmRSS ${(beforeKb / 1024).toFixed(1)} MiB before, ${(afterKb / 1024).toFixed(1)} MiB ${IDLE_BEFORE_READING_MS / 1000} s after the last one (peak ${peakMiB} MiB)` +
          (baseline.steady ? '' : '; RSS was still moving before the sockets opened, so this figure is unreliable'),
        rssBeforeKb: beforeKb,
        rssAfterKb: afterKb,
        rssIdleReadingsKb: readings,
        rssPeakMiB: peakMiB,
      },
      {
        check: 'a message reaches one of those sockets',
        value: deliveredMs,
        unit: 'ms',
        limit: 1000,
        ok: deliveredMs !== null && deliveredMs < 1000,
        note: deliveredMs === null ? 'not delivered within 5 s' : 'POST sent → new_message on the held socket',
      },
    ];
  } finally {
    await fleet?.close();
    await instance?.stop();
  }
}

const describeCpu = ({ cpus, servers, postgres, bench, other }) =>
  `server${servers.length > 1 ? 's' : ''} ${servers.join(' + ')}, PostgreSQL ${postgres}, bench ${bench}, other processes ${other} (of ${cpus})`;

/** Check rows for one delivery run: the p99 against its limit, and whether anything was lost. */
function deliveryChecks(label, figures) {
  const { delivery, fromPersisted, post, sendLag } = figures;
  const reached = figures.sentPerSec >= figures.targetRate * 0.95;
  const failed = figures.lost + figures.non201 + figures.errors;
  return [
    {
      // The issue's measure: from the stored message (its created_at) to the recipient's socket.
      check: `delivery p99 at ${figures.targetRate} msg/s, ${label} (persisted → socket)`,
      value: fromPersisted.p99Ms,
      unit: 'ms',
      comparison: '≤',
      limit: P99_LIMIT_MS,
      ok: reached && fromPersisted.p99Ms !== null && fromPersisted.p99Ms <= P99_LIMIT_MS && fromPersisted.count === delivery.count,
      note:
        `p50 ${fromPersisted.p50Ms} / p95 ${fromPersisted.p95Ms} / max ${fromPersisted.maxMs} ms; ` +
        `from the POST handed to the sender instead: p50 ${delivery.p50Ms} / p99 ${delivery.p99Ms} / max ${delivery.maxMs} ms; POST answered p50 ${post.p50Ms} / p99 ${post.p99Ms} ms; ` +
        `${figures.sent.toLocaleString('en-US')} sent at ${figures.sentPerSec}/s over ${figures.conversations} conversations` +
        (reached ? '' : ' — rate NOT reached') +
        (sendLag.p99Ms > 5 ? `; the sender ran ${sendLag.p99Ms} ms late at p99` : '') +
        (figures.cpuCores ? `; cores used: ${describeCpu(figures.cpuCores)}` : ''),
      figures,
    },
    {
      check: `messages lost or refused, ${label}`,
      value: failed,
      unit: '',
      comparison: '=',
      limit: 0,
      ok: failed === 0,
      note: `${figures.lost} not delivered within 5 s, ${figures.non201} non-201, ${figures.errors} errors`,
    },
  ];
}

function deliveryOptions(settings) {
  return { rate: settings.rate ?? RATE, duration: settings.duration * 2, warmup: DELIVERY_WARMUP_S };
}

async function deliveryOneInstance({ baseUrl, serverPid, settings, setStop, log }) {
  const options = deliveryOptions(settings);
  log(`messaging: delivery on one instance, ${options.rate} msg/s for ${options.duration} s after ${options.warmup} s of warm-up`);
  const figures = await runDelivery({
    postBaseUrl: baseUrl,
    socketBaseUrl: baseUrl,
    pairs: community.pairs,
    ...options,
    serverPids: [serverPid],
    onStart: setStop,
  });
  return deliveryChecks('one instance', figures);
}

async function deliveryTwoInstances({ databaseUrl, redisUrl, settings, startInstance, setStop, log }) {
  const label = 'two instances through Redis';
  const url = redisUrl ?? DEFAULT_REDIS_URL;
  const skipped = (why) => [
    {
      check: `delivery p99 at ${settings.rate ?? RATE} msg/s, ${label}`,
      value: null,
      unit: 'ms',
      comparison: '≤',
      limit: P99_LIMIT_MS,
      ok: true,
      skipped: true,
      note: `skipped: ${why}`,
    },
  ];
  if (!databaseUrl) return skipped('two instances need PostgreSQL (PGlite lives inside one process)');
  if (!(await redisAnswers(url))) return skipped(`Redis does not answer on ${new URL(url).host} (set BENCH_REDIS_URL)`);

  const [a, b] = await Promise.all([startInstance({ redisUrl: url }), startInstance({ redisUrl: url })]);
  try {
    const options = deliveryOptions(settings);
    log(
      `messaging: delivery from instance A to sockets on instance B through Redis, ${options.rate} msg/s for ${options.duration} s after ${options.warmup} s of warm-up`,
    );
    const figures = await runDelivery({
      postBaseUrl: a.baseUrl,
      socketBaseUrl: b.baseUrl,
      pairs: community.pairs,
      ...options,
      serverPids: [a.pid, b.pid],
      onStart: setStop,
    });
    return deliveryChecks(label, { ...figures, redis: new URL(url).host });
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    // Presence leaves a 30-day last-seen key per member who had a socket; the bench's members are gone with its database.
    const ids = [...new Set(community.pairs.map((p) => p.recipientId))];
    await redisCommands(
      url,
      ids.flatMap((id) => [['DEL', `presence:${id}`, `lastseen:${id}`]]),
    ).catch((error) => log(`messaging: could not remove presence keys from Redis: ${error.message}`));
  }
}

export async function checks(ctx) {
  if (!community) throw new Error('setup did not finish');
  return [
    ...(await attempt('authenticated sockets held by one server process', SOCKETS, '', () => socketCapacity(ctx))),
    ...(await attempt(`delivery p99, one instance`, P99_LIMIT_MS, 'ms', () => deliveryOneInstance(ctx))),
    ...(await attempt(`delivery p99, two instances through Redis`, P99_LIMIT_MS, 'ms', () => deliveryTwoInstances(ctx))),
  ];
}
