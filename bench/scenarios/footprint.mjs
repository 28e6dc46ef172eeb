import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const name = 'footprint';
export const description =
  'The embedded default on a small machine: the first start with an empty DATA_DIR (catalogue, gazetteer and demo community ' +
  'made) until /api/health answers, a second start on the same folder, and the resident memory once the demo community is served.';
export const checksSeconds = () => 600;

const FIRST_START_LIMIT_S = 10;
const SECOND_START_LIMIT_S = 3;
const STEADY_RSS_LIMIT_MIB = 350;
/** How long after a start the memory is read, with a few of the demo's pages asked meanwhile. */
const SETTLE_MS = 10_000;

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (field) => Math.round(Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0) / 102.4) / 10;
  return { rss: mib('VmRSS'), peak: mib('VmHWM') };
}

/** Starts the server on the folder and answers it with the seconds until it was healthy. */
async function timedStart(startOwnServer, dataDir) {
  const started = performance.now();
  const server = await startOwnServer({ dataDir, healthTimeoutMs: 300_000, env: { SEED_DEMO: 'true', NODE_ENV: 'production' } });
  return { server, seconds: (performance.now() - started) / 1000 };
}

/** Asks what a visitor's first pages ask, for a while, and answers the memory after. */
async function settled(server) {
  const until = performance.now() + SETTLE_MS;
  const asks = [
    ['/', undefined],
    ['/api/explore-v2', undefined],
    ['/api/posts?limit=10', undefined],
    ['/api/plants/search', { query: 'monstera' }],
  ];
  for (const [url, body] of asks) {
    const init = body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : undefined;
    const response = await fetch(`${server.baseUrl}${url}`, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`footprint: ${url} answered ${response.status}`);
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  return memoryOf(server.pid);
}

export async function checks({ startOwnServer, log }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-footprint-'));
  try {
    log('footprint: first start on an empty DATA_DIR');
    const first = await timedStart(startOwnServer, dataDir);
    const firstMemory = await settled(first.server);
    await first.server.stop();
    log('footprint: second start on the same DATA_DIR');
    const second = await timedStart(startOwnServer, dataDir);
    const secondMemory = await settled(second.server);
    await second.server.stop();
    return [
      {
        check: 'first start, empty DATA_DIR, until healthy (catalogue, gazetteer, demo)',
        value: Math.round(first.seconds * 10) / 10,
        unit: 's',
        comparison: '≤',
        limit: FIRST_START_LIMIT_S,
        ok: first.seconds <= FIRST_START_LIMIT_S,
        note: `peak RSS during it ${firstMemory.peak} MiB`,
      },
      {
        check: 'second start on the same DATA_DIR, until healthy',
        value: Math.round(second.seconds * 10) / 10,
        unit: 's',
        comparison: '≤',
        limit: SECOND_START_LIMIT_S,
        ok: second.seconds <= SECOND_START_LIMIT_S,
        note: `peak RSS during it ${secondMemory.peak} MiB`,
      },
      {
        check: 'steady RSS serving the demo community (after the first start)',
        value: firstMemory.rss,
        unit: 'MiB',
        comparison: '≤',
        limit: STEADY_RSS_LIMIT_MIB,
        ok: firstMemory.rss <= STEADY_RSS_LIMIT_MIB,
      },
      {
        check: 'steady RSS serving the demo community (after the second start)',
        value: secondMemory.rss,
        unit: 'MiB',
        comparison: '≤',
        limit: STEADY_RSS_LIMIT_MIB,
        ok: secondMemory.rss <= STEADY_RSS_LIMIT_MIB,
      },
    ];
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
