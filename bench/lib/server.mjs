import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOOPBACK = '127.0.0.1';
const LOG_LINES_KEPT = 200;

/** A port the kernel just handed out on the loopback address (closed again before we return it). */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function newestMtimeMs(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * How to start the server: `auto` prefers the build and falls back to the TypeScript source through
 * tsx; `dist` and `source` insist. `stale` says the server or contracts source changed after the build was made.
 */
export function serverCommand(repoRoot, which = 'auto') {
  const { flags, env } = startSettings(repoRoot);
  const dist = path.join(repoRoot, 'apps/server/dist/main.js');
  const source = path.join(repoRoot, 'apps/server/src/main.ts');
  const hasDist = fs.existsSync(dist);
  if (which === 'dist' && !hasDist) throw new Error('--server dist, but apps/server/dist/main.js is missing: run npm run build');
  if (which === 'dist' || (which === 'auto' && hasDist)) {
    const built = fs.statSync(dist).mtimeMs;
    const stale = [path.dirname(source), path.join(repoRoot, 'packages/contracts/src')].some(
      (dir) => fs.existsSync(dir) && newestMtimeMs(dir) > built,
    );
    return { mode: 'dist', args: [...flags, dist], env, stale };
  }
  return { mode: 'source (tsx)', args: [...flags, '--import', 'tsx', source], env, stale: false };
}

/**
 * The Node flags and the environment (`NAME=value` before the command) `npm start` gives the server
 * (package.json), so the bench measures the server as it runs.
 */
function startSettings(repoRoot) {
  const start = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts?.start ?? '';
  const words = start.split(/\s+/);
  const assignments = words.slice(
    0,
    words.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word)),
  );
  return {
    flags: words.filter((word) => word.startsWith('--')),
    env: Object.fromEntries(assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)])),
  };
}

function serverEnv({ port, dataDir, databaseUrl, redisUrl, jwtSecret, extraEnv = {} }) {
  // Nothing from the caller's shell may point the server at another database, bucket or address.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) =>
        !/^(DATABASE_URL|REDIS_URL|S3_.*|PORT|HOST|DATA_DIR|JWT_SECRET|SEED_DEMO|LOG_LEVEL|TRUST_PROXY|ALLOWED_ORIGINS)$/.test(key),
    ),
  );
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: LOOPBACK,
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...extraEnv,
  };
}

/**
 * Starts the server as a child process on a free loopback port and resolves once /api/health says ok.
 * The returned handle's `stop()` always ends the child (SIGTERM, then SIGKILL) and may be called twice.
 * `jwtSecret` (random when not given, and kept on the handle) lets a second instance accept the
 * first one's tokens, and lets a scenario sign tokens for sessions it inserted itself. `port`, when
 * given, is the one to listen on, for a server that must know its own address first (PUBLIC_URL).
 */
export async function startServer({
  repoRoot,
  which = 'auto',
  profileDir,
  script,
  dataDir,
  databaseUrl,
  redisUrl,
  jwtSecret = crypto.randomBytes(32).toString('hex'),
  healthTimeoutMs = 60_000,
  env: extraEnv = {},
  port: chosenPort,
}) {
  // `script`: another Node program that answers GET /api/health (the bare ceiling server).
  const command = script ? { mode: 'script', args: [script], env: {}, stale: false } : serverCommand(repoRoot, which);
  const port = chosenPort ?? (await findFreePort());
  // --profile: each server process writes a V8 CPU profile there when it stops.
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
  const child = spawn(process.execPath, [...profiling, ...command.args], {
    cwd: repoRoot,
    env: { ...command.env, ...serverEnv({ port, dataDir, databaseUrl, redisUrl, jwtSecret, extraEnv }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) log.push(line);
    if (log.length > LOG_LINES_KEPT) log.splice(0, log.length - LOG_LINES_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exit = null;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve(exit);
    });
    child.once('error', (error) => {
      exit = { code: null, signal: null, error };
      resolve(exit);
    });
  });

  const handle = {
    pid: child.pid,
    port,
    baseUrl: `http://${LOOPBACK}:${port}`,
    mode: command.mode,
    stale: command.stale,
    jwtSecret,
    log,
    get exited() {
      return exit;
    },
    /** Sync last resort for process 'exit': no waiting possible there. */
    killNow() {
      if (!exit) child.kill('SIGKILL');
    },
    async stop() {
      if (exit) return exit;
      child.kill('SIGTERM');
      const outcome = await Promise.race([exited, sleep(10_000).then(() => null)]);
      if (outcome) return outcome;
      child.kill('SIGKILL');
      return Promise.race([exited, sleep(5_000).then(() => ({ code: null, signal: 'SIGKILL (no exit seen)' }))]);
    },
  };

  const deadline = Date.now() + healthTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) break;
    try {
      const response = await fetch(`${handle.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.json().catch(() => null);
      if (response.ok && body?.status === 'ok') return handle;
      lastProblem = `HTTP ${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      lastProblem = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  const early = exit;
  await handle.stop();
  const why = early?.error
    ? `could not be started: ${early.error.message}`
    : early
      ? `exited before it was healthy (code ${early.code}, signal ${early.signal})`
      : `was not healthy within ${healthTimeoutMs / 1000} s (last: ${lastProblem})`;
  throw new Error(`server (${command.mode}) ${why}\n--- server output (last lines) ---\n${log.slice(-40).join('\n') || '(none)'}`);
}
