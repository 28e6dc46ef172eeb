import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { checkSignature, fetchPublicKeyPem, readBody } from '../../apps/server/test/draft-cavage.ts';

/**
 * Many Mastodon-shaped inbox servers on the loopback, one port each, in one worker thread: every
 * server has one shared inbox (`/inbox`) and personal inboxes (`/users/<name>/inbox`) and accepts a
 * delivery only when its draft-cavage HTTP signature verifies, as Mastodon checks it (apps/server/test/draft-cavage.ts,
 * which the server suite's Mastodon-shaped peer uses too). Each server fetches a sender's key once and
 * keeps it. On a thread of its own, verifying thousands of signatures never delays the bench's
 * clock on the main thread, which times message delivery meanwhile.
 */

const objectIdOf = (activity) => (typeof activity.object === 'string' ? activity.object : activity.object?.id);

/**
 * Starts `servers` inbox servers. Answers their origins and:
 * - `setFailing(indexes)`: those servers answer 503 to everything from then on (others as before);
 * - `arrivals(suffix)`: for the Create of the object whose id ends with `suffix`, when each server
 *   first received it verified (ms since the epoch, null when not yet);
 * - `counts()`: per server, verified deliveries, refused ones (and why), requests answered 503, the
 *   delivery tries among them (draft-cavage-signed, the first of Fedify's two knocks) and the distinct
 *   activities, and key fetches;
 * - `close()`.
 */
export async function startInboxes(servers) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { servers } });
  const pending = new Map();
  let nextId = 0;
  let origins;
  await new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (message) => {
      origins = message.origins;
      resolve();
    });
  });
  worker.on('message', ({ id, answer }) => {
    pending.get(id)?.(answer);
    pending.delete(id);
  });
  const ask = (command) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      worker.postMessage({ id, ...command });
    });
  return {
    origins,
    setFailing: (indexes) => ask({ command: 'setFailing', indexes }),
    arrivals: (suffix) => ask({ command: 'arrivals', suffix }),
    counts: () => ask({ command: 'counts' }),
    close: () => worker.terminate(),
  };
}

if (!isMainThread && workerData?.servers) {
  const now = () => performance.timeOrigin + performance.now();
  /** Per server: what it took and refused, and whether it is failing. */
  const state = Array.from({ length: workerData.servers }, () => ({
    failing: false,
    verified: 0,
    refused: 0,
    refusedWhy: new Map(),
    answered503: 0,
    tries503: 0,
    failedActivities: new Set(),
    keyFetches: 0,
    keys: new Map(),
  }));
  /** Object id → per-server time the Create of it first arrived. */
  const creates = new Map();

  const handle = async (index, request, response) => {
    const server = state[index];
    const body = request.method === 'POST' ? await readBody(request) : Buffer.alloc(0);
    if (server.failing) {
      server.answered503 += 1;
      // Fedify knocks twice on any error, the second time with RFC 9421 signatures: one try, two requests.
      if (request.method === 'POST' && !request.headers['signature-input']) server.tries503 += 1;
      try {
        const activity = JSON.parse(body.toString());
        if (activity.id) server.failedActivities.add(activity.id);
      } catch {
        // Not every request to a failing server carries an activity (a key fetch, a probe).
      }
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service unavailable');
      return;
    }
    if (request.method !== 'POST' || !/^\/(inbox|users\/[^/]+\/inbox)$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    const keyOf = (keyId) => {
      let key = server.keys.get(keyId);
      if (!key) {
        server.keyFetches += 1;
        key = fetchPublicKeyPem(keyId);
        // A failed fetch is not kept, so the next delivery asks again.
        key.catch(() => server.keys.delete(keyId));
        server.keys.set(keyId, key);
      }
      return key;
    };
    const checked = await checkSignature(request, body, keyOf).catch((error) => ({ problem: String(error) }));
    if ('problem' in checked) {
      server.refused += 1;
      server.refusedWhy.set(checked.problem, (server.refusedWhy.get(checked.problem) ?? 0) + 1);
      response.writeHead(401).end();
      return;
    }
    server.verified += 1;
    const activity = JSON.parse(body.toString());
    const objectId = objectIdOf(activity);
    if (activity.type === 'Create' && typeof objectId === 'string') {
      let times = creates.get(objectId);
      if (!times) creates.set(objectId, (times = new Float64Array(state.length).fill(Number.NaN)));
      if (Number.isNaN(times[index])) times[index] = now();
    }
    response.writeHead(202).end();
  };

  const listening = state.map(
    (_, index) =>
      new Promise((resolve, reject) => {
        const server = http.createServer({ keepAliveTimeout: 30_000 }, (request, response) => {
          handle(index, request, response).catch(() => {
            if (!response.headersSent) response.writeHead(500).end();
          });
        });
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
      }),
  );

  const answers = {
    setFailing({ indexes }) {
      for (const index of indexes) state[index].failing = true;
      return true;
    },
    arrivals({ suffix }) {
      const entry = [...creates.entries()].find(([id]) => id.endsWith(suffix));
      return entry ? Array.from(entry[1], (t) => (Number.isNaN(t) ? null : t)) : state.map(() => null);
    },
    counts() {
      return state.map((s) => ({
        failing: s.failing,
        verified: s.verified,
        refused: s.refused,
        refusedWhy: Object.fromEntries(s.refusedWhy),
        answered503: s.answered503,
        tries503: s.tries503,
        failedActivities: s.failedActivities.size,
        keyFetches: s.keyFetches,
      }));
    },
  };
  Promise.all(listening).then((origins) => {
    parentPort.postMessage({ origins });
    parentPort.on('message', ({ id, command, ...args }) => parentPort.postMessage({ id, answer: answers[command](args) }));
  });
}
