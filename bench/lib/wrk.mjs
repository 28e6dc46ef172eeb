import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** True when Debian's wrk is on the PATH. */
export function wrkAvailable() {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

const lua = (value) => JSON.stringify(value ?? '');

/** A wrk script that cycles through the requests and prints the figures as one JSON line. */
function script(base, specs) {
  const requests = specs.map((spec) => {
    // The table is built when the script loads, before wrk sets its default Host header.
    const headers = Object.entries({ host: base.host, ...spec.headers })
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => `[${lua(name)}] = ${lua(String(value))}`)
      .join(', ');
    const body = spec.body === undefined ? 'nil' : lua(spec.body);
    return `wrk.format(${lua(spec.method)}, ${lua(spec.path)}, { ${headers} }, ${body})`;
  });
  return `
local requests = { ${requests.join(',\n  ')} }
local i = 0
request = function()
  i = i % #requests + 1
  return requests[i]
end
done = function(summary, latency)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50":%.1f,"p99":%.1f,"max":%.1f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

/**
 * Closed loop with wrk (C, one thread): far cheaper per request than autocannon, so on a small
 * machine more of the CPU is left to the server being measured. Non-2xx counts wrk's status errors
 * (4xx and 5xx).
 */
export async function runWrk(base, specs, { duration, connections, timeoutMs, onStart }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-wrk-'));
  const file = path.join(dir, 'load.lua');
  fs.writeFileSync(file, script(base, specs));
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, `--timeout`, `${Math.round(timeoutMs / 1000)}s`, '-s', file, base.origin];
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      onStart?.(() => child.kill('SIGINT'));
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr.trim()}`))));
    });
    const line = output.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`wrk printed no figures: ${output.slice(0, 300)}`);
    const r = JSON.parse(line.slice('WRK_JSON '.length));
    const socketErrors = r.connect + r.read + r.write + r.timeout;
    return {
      tool: 'wrk',
      requestsPerSec: Math.round((r.requests / r.durationUs) * 1e7) / 10,
      requests: r.requests,
      p50Ms: Math.round(r.p50 / 100) / 10,
      p99Ms: Math.round(r.p99 / 100) / 10,
      maxMs: Math.round(r.max / 100) / 10,
      non2xx: r.status,
      errors: socketErrors,
      timeouts: r.timeout,
      statusCodes: {},
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
