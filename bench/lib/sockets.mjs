// Socket clients for the messaging scenario: session tokens, member sockets, and the open-loop
// delivery run (POST /api/messages → the recipient's socket). Raw `ws` clients and plain counters,
// so the load generator spends as little of the shared CPUs as it can.
import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { WebSocket } from 'ws';
import { countCpu } from './cpu.mjs';
import { createHttpSender, jsonRequest } from './http-sender.mjs';

const REQUEST_TIMEOUT_MS = 10_000;
// After the last send, how long a message may still take to reach its socket before it counts as lost.
const DELIVERY_GRACE_MS = 5_000;
const CREATED_AT = '"created_at":"';

const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

const summary = (values) => {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 50), 2),
    p95Ms: round(percentile(sorted, 95), 2),
    p99Ms: round(percentile(sorted, 99), 2),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : null, 2),
  };
};

const base64url = (value) => Buffer.from(value).toString('base64url');

/**
 * A session token exactly as the server's TokenSigner makes it (HS256, sub = member, jti = session,
 * iat, exp). The server still checks the signature and looks the session row up for every socket.
 */
export function signSessionToken(secret, { userId, sessionId }, expiresAt) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({ sub: userId, jti: sessionId, iat: Math.floor(Date.now() / 1000), exp: Math.floor(expiresAt.getTime() / 1000) }),
  );
  const signature = crypto.createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export const socketUrl = (baseUrl) => `${baseUrl.replace(/^http/, 'ws')}/ws`;

/**
 * Opens a socket and authenticates it; resolves with the socket once the server answered
 * `authenticated`, rejects on a refusal, a close or after timeoutMs. `onEvent` hears every later frame.
 */
export function openMemberSocket(baseUrl, token, { onEvent, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(baseUrl), { perMessageDeflate: false });
    let authenticated = false;
    const timer = setTimeout(() => fail(new Error(`not authenticated within ${timeoutMs / 1000} s`)), timeoutMs);
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    socket.on('open', () => socket.send(JSON.stringify({ type: 'authenticate', token })));
    socket.on('message', (data) => {
      if (authenticated) return onEvent?.(data);
      const text = data.toString();
      if (!text.startsWith('{"type":"authenticated"')) return fail(new Error(`expected authenticated, got ${text.slice(0, 120)}`));
      authenticated = true;
      clearTimeout(timer);
      resolve(socket);
    });
    socket.on('unexpected-response', (_request, response) => fail(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.on('error', (error) => (authenticated ? undefined : fail(error)));
    socket.on('close', (code, reason) => (authenticated ? undefined : fail(new Error(`closed before authenticated: ${code} ${reason}`))));
  });
}

/**
 * How many sockets the bench has waiting to sign in at once, over all its processes. The server closes
 * a socket at once past 64 waiting from one address, and every bench socket comes from 127.0.0.1.
 */
export const SIGN_IN_CONCURRENCY = 48;

/** Opens many sockets, `concurrency` handshakes at a time; answers the sockets in token order. */
export async function openMemberSockets(baseUrl, tokens, { concurrency = SIGN_IN_CONCURRENCY, onEvent } = {}) {
  const sockets = new Array(tokens.length);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const i = next++;
      sockets[i] = await openMemberSocket(baseUrl, tokens[i], { onEvent: onEvent && ((data) => onEvent(i, data)) });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, tokens.length) }, worker));
  } catch (error) {
    for (const socket of sockets) socket?.terminate();
    throw error;
  }
  return sockets;
}

/**
 * The delivery run: messages are due at exactly `rate` per second (open loop: a slow answer never
 * delays the next send), each POST /api/messages to `postBaseUrl` into the next of `pairs`'
 * conversations, while every recipient holds an authenticated socket on `socketBaseUrl`. Latency is
 * counted from just before the POST is handed to the sender (within a millisecond of its due time;
 * a wait for a free connection counts) to (a) its answer and (b) the `new_message` event on the
 * recipient's socket; and (c) from the message's created_at (the database's clock when the INSERT ran,
 * so after the request was read, authenticated and checked) to that event, the issue's "POST persisted →
 * recipient's socket". During the first `warmup` seconds, not counted, the rate ramps up from a tenth
 * to the full rate, so a server that just started is not buried while its code is still cold.
 *
 * pairs: [{ conversationId, senderToken, recipientId, recipientToken }]; serverPids: whose CPU to report.
 */
export async function runDelivery({ postBaseUrl, socketBaseUrl, pairs, rate, duration, warmup = 0, serverPids = [], onStart }) {
  // One socket per recipient: the event names the recipient, so a member who is recipient in several
  // conversations (PGlite's small community) is still counted once per message.
  const recipients = [...new Map(pairs.map((p) => [p.recipientId, p.recipientToken])).entries()];
  // When each message is due (ms from the start): a linear ramp over the warm-up, then exactly `rate`.
  const due = [];
  for (let t = 0; t < warmup * 1000;) {
    due.push(t);
    t += 1000 / (rate * (0.1 + (0.9 * t) / (warmup * 1000)));
  }
  const warmupCount = due.length;
  const measuredCount = Math.max(1, Math.round(duration * rate));
  for (let i = 0; i < measuredCount; i++) due.push(warmup * 1000 + (i * 1000) / rate);
  const total = due.length;
  const sentAt = new Float64Array(total);
  const dueLag = new Float64Array(total);
  const answeredAt = new Float64Array(total).fill(Number.NaN);
  const deliveredAt = new Float64Array(total).fill(Number.NaN);
  // Wall-clock ms (same machine, same clock as PostgreSQL's now()) of each message's created_at.
  const persistedAt = new Float64Array(total).fill(Number.NaN);
  const status = new Uint16Array(total);
  let delivered = 0;
  let duplicates = 0;
  let errors = 0;
  let timeouts = 0;
  let stopped = false;
  onStart?.(() => {
    stopped = true;
  });

  const marker = '"content":"bench ';
  const handlerFor = (recipientId) => {
    const mine = `"recipient_id":"${recipientId}"`;
    return (data) => {
      const now = performance.now();
      // Only the recipient's copy counts (the sender's other tabs get one too); a string search is
      // enough to find the sequence number and keeps the client cheap.
      const text = data.toString();
      if (text.startsWith('{"type":"new_message"') && text.includes(mine)) record(text, now);
    };
  };
  const record = (text, now) => {
    const at = text.indexOf(marker);
    if (at < 0) return;
    const seq = Number.parseInt(text.slice(at + marker.length, text.indexOf('"', at + marker.length)), 10);
    if (!(seq >= 0 && seq < total)) return;
    if (!Number.isNaN(deliveredAt[seq])) {
      duplicates += 1;
      return;
    }
    deliveredAt[seq] = now;
    const stamp = text.indexOf(CREATED_AT);
    if (stamp >= 0) persistedAt[seq] = Date.parse(text.slice(stamp + CREATED_AT.length, text.indexOf('"', stamp + CREATED_AT.length)));
    delivered += 1;
  };
  const handlers = recipients.map(([recipientId]) => handlerFor(recipientId));
  const sockets = await openMemberSockets(
    socketBaseUrl,
    recipients.map(([, token]) => token),
    { onEvent: (i, data) => handlers[i](data) },
  );

  // Enough connections that a stall of the server does not leave messages waiting for one here.
  const sender = createHttpSender(postBaseUrl, { maxSockets: 1000, timeoutMs: REQUEST_TIMEOUT_MS });
  const host = new URL(postBaseUrl).host;
  const authorization = pairs.map((p) => ({ authorization: `Bearer ${p.senderToken}` }));
  let answered = 0;
  const send = (seq, dueAt) => {
    const pair = seq % pairs.length;
    const request = jsonRequest(
      host,
      'POST',
      '/api/messages',
      authorization[pair],
      `{"conversation_id":"${pairs[pair].conversationId}","content":"bench ${seq}"}`,
    );
    // Stamped when handed over, so a wait for a free connection counts as the server's.
    const now = performance.now();
    sentAt[seq] = now;
    dueLag[seq] = now - dueAt;
    sender.send(request, (code, failure) => {
      answered += 1;
      if (code === null) {
        errors += 1;
        if (failure === 'timeout') timeouts += 1;
        return;
      }
      answeredAt[seq] = performance.now();
      status[seq] = code;
    });
  };

  const startedAt = performance.now();
  let issued = 0;
  let cpu = null;
  let cpuUse;
  try {
    while (issued < total && !stopped) {
      const now = performance.now();
      while (issued < total && startedAt + due[issued] <= now) {
        if (issued === warmupCount) cpu = countCpu(serverPids);
        send(issued, startedAt + due[issued]);
        issued += 1;
      }
      await sleep(1);
    }
    cpuUse = cpu?.stop() ?? null;
    // Every request ends with an answer, an error or its timeout.
    while (answered < issued) await sleep(5);
    // Deliveries of the last messages may still be on their way.
    const graceEnd = performance.now() + DELIVERY_GRACE_MS;
    const expected = () => {
      let n = 0;
      for (let i = 0; i < issued; i++) if (status[i] === 201) n += 1;
      return n;
    };
    const want = expected();
    while (delivered < want && performance.now() < graceEnd) await sleep(20);
  } finally {
    sender.close();
    for (const socket of sockets) socket.terminate();
  }

  // Figures over the measured messages only (after the warm-up).
  const post = [];
  const delivery = [];
  const fromPersisted = [];
  const lag = [];
  let non201 = 0;
  let lost = 0;
  let measuredErrors = 0;
  let lastAt = 0;
  for (let i = warmupCount; i < issued; i++) {
    lag.push(dueLag[i]);
    if (Number.isNaN(answeredAt[i])) {
      measuredErrors += 1;
      continue;
    }
    post.push(answeredAt[i] - sentAt[i]);
    if (status[i] !== 201) {
      non201 += 1;
      continue;
    }
    if (Number.isNaN(deliveredAt[i])) {
      lost += 1;
      continue;
    }
    delivery.push(deliveredAt[i] - sentAt[i]);
    if (!Number.isNaN(persistedAt[i])) fromPersisted.push(performance.timeOrigin + deliveredAt[i] - persistedAt[i]);
    lastAt = Math.max(lastAt, deliveredAt[i]);
  }
  const measuredSent = issued - warmupCount;
  const firstMeasuredAt = measuredSent > 0 ? sentAt[warmupCount] : startedAt;
  // Delivery latency by second of sending: tells a few stalls (a bad second or two) from a spread tail.
  const bySecond = [];
  for (let i = warmupCount; i < issued; i++) {
    if (Number.isNaN(deliveredAt[i])) continue;
    const second = Math.floor((sentAt[i] - firstMeasuredAt) / 1000);
    (bySecond[second] ??= []).push(deliveredAt[i] - sentAt[i]);
  }
  const sendWindowMs = measuredSent > 1 ? sentAt[issued - 1] - firstMeasuredAt : 0;
  return {
    targetRate: rate,
    durationSeconds: duration,
    warmupSeconds: warmup,
    conversations: pairs.length,
    recipientSockets: recipients.length,
    sent: measuredSent,
    sentPerSec: round(sendWindowMs > 0 ? ((measuredSent - 1) / sendWindowMs) * 1000 : 0),
    deliveredPerSec: round(lastAt > firstMeasuredAt ? (delivery.length / (lastAt - firstMeasuredAt)) * 1000 : 0),
    delivered: delivery.length,
    lost,
    duplicates,
    non201,
    errors: measuredErrors,
    timeouts,
    warmupErrors: errors - measuredErrors,
    delivery: summary(delivery),
    fromPersisted: summary(fromPersisted),
    post: summary(post),
    sendLag: summary(lag),
    perSecond: bySecond.map((values) => {
      const { p50Ms, p99Ms, maxMs } = summary(values);
      return [p50Ms, p99Ms, maxMs];
    }),
    // Average cores used while the measured messages were sent: servers (in serverPids order),
    // PostgreSQL, this process, and everything else on the machine.
    cpuCores: cpuUse ?? null,
  };
}
