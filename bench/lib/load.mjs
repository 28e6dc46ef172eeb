import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { runWrk, wrkAvailable } from './wrk.mjs';

const REQUEST_TIMEOUT_MS = 10_000;

const round = (n, digits = 1) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10 ** digits) / 10 ** digits);

const useWrk = wrkAvailable();

/**
 * Closed loop: `connections` clients each send the next request as soon as the previous answer
 * arrives. Measures the ceiling (req/s); its latency is mostly queueing and says little about users.
 * Uses wrk when it is installed (apt-get install wrk): autocannon, in this Node process, needs about
 * as much CPU per request as the server does, so on two cores it caps the figure it measures.
 */
export async function runSaturation(options, { duration, connections, onStart }) {
  if (useWrk) return runWrk(new URL(options.url), requestSpecs(options), { duration, connections, timeoutMs: REQUEST_TIMEOUT_MS, onStart });
  const instance = autocannon({ timeout: REQUEST_TIMEOUT_MS / 1000, ...options, connections, duration });
  onStart?.(() => instance.stop());
  // autocannon ends itself after `duration`; the guard only matters if a socket hangs past that.
  const guard = setTimeout(() => instance.stop(), (duration + REQUEST_TIMEOUT_MS / 1000 + 5) * 1000);
  try {
    const result = await instance;
    return {
      tool: 'autocannon',
      requestsPerSec: round(result.requests.mean),
      requests: result.requests.total,
      p50Ms: round(result.latency.p50),
      p99Ms: round(result.latency.p99),
      maxMs: round(result.latency.max),
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
    };
  } finally {
    clearTimeout(guard);
  }
}

function requestSpecs(options) {
  const base = new URL(options.url);
  const defaults = { method: options.method ?? 'GET', headers: options.headers ?? {}, body: options.body };
  const list = options.requests?.length ? options.requests : [{}];
  return list.map((r) => {
    const body = r.body ?? defaults.body;
    const headers = { ...defaults.headers, ...r.headers };
    if (body !== undefined) headers['content-length'] = Buffer.byteLength(body);
    return { method: r.method ?? defaults.method, path: r.path ?? `${base.pathname}${base.search}`, headers, body };
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))];
}

/**
 * Open loop at a fixed rate: request i is due at start + i/rate whatever happened to earlier ones,
 * and its latency is counted from that due time, so a server falling behind shows up as growing
 * latency instead of a quietly lower send rate (no coordinated omission).
 */
export async function runFixedRate(options, { duration, rate, maxSockets = 256, onStart }) {
  const base = new URL(options.url);
  const specs = requestSpecs(options);
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const total = Math.max(1, Math.round(rate * duration));
  const intervalMs = 1000 / rate;
  const latencies = new Float64Array(total);
  const statusCodes = {};
  let completed = 0;
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let stopped = false;
  let lastDoneAt = 0;
  onStart?.(() => {
    stopped = true;
  });

  const send = (spec, dueAt) =>
    new Promise((resolve) => {
      let settled = false;
      let timer;
      const finish = (kind, status) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const now = performance.now();
        if (kind === 'response') {
          latencies[completed] = now - dueAt;
          completed += 1;
          lastDoneAt = now;
          statusCodes[status] = (statusCodes[status] ?? 0) + 1;
          if (status < 200 || status > 299) non2xx += 1;
        } else if (kind === 'timeout') {
          timeouts += 1;
          errors += 1;
        } else {
          errors += 1;
        }
        resolve();
      };
      const req = http.request(
        { agent, host: base.hostname, port: base.port, method: spec.method, path: spec.path, headers: spec.headers },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => finish('response', res.statusCode));
          res.on('error', () => finish('error'));
        },
      );
      timer = setTimeout(
        () => {
          finish('timeout');
          req.destroy();
        },
        REQUEST_TIMEOUT_MS - Math.max(0, performance.now() - dueAt),
      );
      req.on('error', () => finish('error'));
      req.end(spec.body);
    });

  const inFlight = [];
  const startedAt = performance.now();
  const stopAt = startedAt + duration * 1000;
  let issued = 0;
  while (issued < total && !stopped && performance.now() < stopAt + 1000) {
    const now = performance.now();
    while (issued < total && startedAt + issued * intervalMs <= now) {
      inFlight.push(send(specs[issued % specs.length], startedAt + issued * intervalMs));
      issued += 1;
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  agent.destroy();

  const sorted = latencies.subarray(0, completed).sort();
  const windowMs = Math.max(duration * 1000, (lastDoneAt || performance.now()) - startedAt);
  return {
    targetRate: rate,
    sent: issued,
    requestsPerSec: round((completed / windowMs) * 1000),
    requests: completed,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : null),
    non2xx,
    errors,
    timeouts,
    statusCodes,
  };
}
