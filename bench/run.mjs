// Load harness: starts the real server against a throwaway database and runs bench/scenarios/*.mjs.
// What the figures mean and how to read them: bench/README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { COMMUNITY, SEED_LIMIT_SECONDS, seedCommunity } from './lib/community.mjs';
import { postgresAnswers, prepareDatabase } from './lib/database.mjs';
import { runFixedRate, runSaturation } from './lib/load.mjs';
import { readOptions } from './lib/options.mjs';
import { formatChecks, formatTable, writeResults } from './lib/report.mjs';
import { sampleRss } from './lib/rss.mjs';
import { startServer } from './lib/server.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const scenariosDir = path.join(benchDir, 'scenarios');
const resultsFile = path.join(benchDir, 'results', 'latest.json');
const SETUP_TIMEOUT_MS = 60_000;
// A fixed-rate run that falls this far short of its target did not measure latency at that rate.
const TARGET_SHORTFALL = 0.95;

const state = { opts: null, server: null, instances: [], database: null, community: null, cleanups: [], stopLoad: null, cleaning: null };

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

async function loadScenarios({ only, duration, warmup }) {
  const files = fs
    .readdirSync(scenariosDir)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(path.join(scenariosDir, file)).href);
    if (typeof mod.name !== 'string' || (typeof mod.setup !== 'function' && typeof mod.checks !== 'function')) {
      throw new Error(`bench/scenarios/${file} must export name (string) and setup or checks (async functions)`);
    }
    scenarios.push({
      file,
      name: mod.name,
      description: mod.description ?? '',
      fixedRate: mod.fixedRate,
      setup: mod.setup,
      checks: mod.checks,
      ratios: mod.ratios ?? [],
      latencyGoals: mod.latencyGoals ?? [],
      // A number, or a function of the settings for checks whose runs scale with --duration.
      checksSeconds:
        typeof mod.checksSeconds === 'function'
          ? mod.checksSeconds({ duration, warmup })
          : typeof mod.checksSeconds === 'number'
            ? mod.checksSeconds
            : SETUP_TIMEOUT_MS / 1000,
    });
  }
  if (!only) return scenarios;
  // A comma-separated list runs several, e.g. a scenario with the ceilings its ratio is read against.
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !scenarios.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new Error(`no scenario named "${unknown.join('", "')}"; known: ${scenarios.map((s) => s.name).join(', ') || '(none)'}`);
  const chosen = scenarios.filter((s) => names.includes(s.name));
  return chosen;
}

/** A scenario's setup answers one autocannon options object or a list of phases, each one. */
function phasesOf(scenario, answer) {
  const list = Array.isArray(answer) ? answer : [answer];
  return list.map((entry, i) => {
    const { phase, connections, fixedRate, ...autocannonOptions } = entry ?? {};
    if (typeof autocannonOptions.url !== 'string') throw new Error(`${scenario.name}: phase ${i + 1} has no url`);
    return {
      phase: phase ?? (list.length > 1 ? `phase ${i + 1}` : 'main'),
      connections: connections ?? 10,
      fixedRate: entry && 'fixedRate' in entry ? fixedRate : scenario.fixedRate,
      options: autocannonOptions,
    };
  });
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Runs one load while sampling the server's RSS; the run's figures plus peakRssMiB. */
async function measure(run) {
  const rss = sampleRss(state.server.pid);
  let result;
  try {
    result = await run();
  } finally {
    const peakRssMiB = rss.stop();
    state.stopLoad = null;
    if (result) result.peakRssMiB = peakRssMiB;
  }
  return result;
}

function assertServerAlive() {
  const exit = state.server?.exited;
  if (exit) {
    throw new Error(
      `server died during the run (code ${exit.code}, signal ${exit.signal})\n--- server output ---\n${state.server.log.slice(-40).join('\n')}`,
    );
  }
}

/**
 * Another server process on the same PostgreSQL database, DATA_DIR and JWT_SECRET as the main one
 * (so each accepts the other's tokens), optionally with REDIS_URL. Stopped at the end of the run
 * with the main one, or earlier by the scenario (`stop()`).
 */
async function startInstance({ redisUrl } = {}) {
  if (!state.database.databaseUrl) throw new Error('another server instance needs PostgreSQL (--db pg): PGlite lives inside one process');
  const handle = await startServer({
    repoRoot,
    which: state.opts.server,
    profileDir: state.opts.profile,
    dataDir: state.database.dataDir,
    databaseUrl: state.database.databaseUrl,
    redisUrl,
    jwtSecret: state.server.jwtSecret,
  });
  state.instances.push(handle);
  log(`extra server instance on ${handle.baseUrl}, pid ${handle.pid}${redisUrl ? `, REDIS_URL ${new URL(redisUrl).host}` : ''}`);
  return handle;
}

/**
 * A server process with settings of its own (another database, extra environment), for a scenario
 * that must not disturb the main one; stopped at the end of the run like the others.
 */
async function startOwnServer(options) {
  const handle = await startServer({ repoRoot, which: state.opts.server, profileDir: state.opts.profile, ...options });
  state.instances.push(handle);
  return handle;
}

/**
 * What a scenario's setup and checks get: where the server is, its process and its database (pg only),
 * the JWT secret the server signs tokens with, the seeded community (pg only), the run's settings, and
 * `startInstance` for more servers.
 */
const scenarioContext = () => ({
  baseUrl: state.server.baseUrl,
  serverPid: state.server.pid,
  databaseUrl: state.database.databaseUrl,
  jwtSecret: state.server.jwtSecret,
  redisUrl: state.opts.redisUrl,
  community: state.community,
  adminUrl: state.opts.adminUrl,
  settings: { duration: state.opts.duration, warmup: state.opts.warmup, rate: state.opts.rate },
  startInstance,
  startOwnServer,
  setStop: (stop) => (state.stopLoad = stop),
  onCleanup: (fn) => state.cleanups.push(fn),
  log,
});

/** A scenario's one-off measurements (e.g. memory during a large upload), each with its limit. */
async function runChecks(scenario) {
  if (!scenario.checks) return [];
  try {
    const results = await withTimeout(scenario.checks(scenarioContext()), scenario.checksSeconds * 1000, `${scenario.name} checks`);
    return results.map((r) => ({ scenario: scenario.name, ...r }));
  } finally {
    state.stopLoad = null;
  }
}

async function runScenario(scenario, opts) {
  const runs = [];
  // A scenario may have checks only (no autocannon phases): no setup, or a setup answering [].
  if (!scenario.setup) return runs;
  const answer = await withTimeout(scenario.setup(scenarioContext()), SETUP_TIMEOUT_MS, `${scenario.name} setup`);
  for (const phase of phasesOf(scenario, answer)) {
    const common = { scenario: scenario.name, phase: phase.phase, durationSeconds: opts.duration };
    if (opts.warmup > 0) {
      log(`${scenario.name} / ${phase.phase}: warm-up ${opts.warmup} s`);
      await runSaturation(phase.options, {
        duration: opts.warmup,
        connections: phase.connections,
        onStart: (stop) => (state.stopLoad = stop),
      });
      state.stopLoad = null;
      assertServerAlive();
    }

    log(`${scenario.name} / ${phase.phase}: saturation, ${phase.connections} connections, ${opts.duration} s`);
    const saturation = await measure(() =>
      runSaturation(phase.options, { duration: opts.duration, connections: phase.connections, onStart: (stop) => (state.stopLoad = stop) }),
    );
    runs.push({ ...common, mode: 'saturation', connections: phase.connections, targetRate: null, ...saturation });
    assertServerAlive();

    const rate = phase.fixedRate ? (opts.rate ?? phase.fixedRate) : undefined;
    if (rate) {
      await sleep(500);
      log(`${scenario.name} / ${phase.phase}: fixed rate ${rate} req/s, ${opts.duration} s`);
      const fixed = await measure(() =>
        runFixedRate(phase.options, { duration: opts.duration, rate, onStart: (stop) => (state.stopLoad = stop) }),
      );
      const short = fixed.requestsPerSec < rate * TARGET_SHORTFALL;
      runs.push({
        ...common,
        mode: 'fixed-rate',
        connections: null,
        ...fixed,
        targetMet: !short,
        note: short ? `target not met (${fixed.requestsPerSec} of ${rate}/s): over capacity` : undefined,
      });
      assertServerAlive();
    }
    await sleep(500);
  }
  return runs;
}

/**
 * A scenario phase's saturation throughput as a share of a ceiling's (scenarios export `ratios`); a
 * ratio whose two runs were not both made (a scenario left out with --only, or PGlite) is not reported.
 */
function ratioChecks(scenarios, runs) {
  const saturation = ([scenario, phase]) =>
    runs.find((r) => r.mode === 'saturation' && r.scenario === scenario && r.phase === phase)?.requestsPerSec;
  return scenarios.flatMap((s) =>
    s.ratios.flatMap(({ of, to, goal }) => {
      const [measured, ceiling] = [saturation(of), saturation(to)];
      if (!measured || !ceiling) return [];
      const value = Math.round((measured / ceiling) * 100);
      return [
        {
          scenario: 'ratios',
          check: `${of.join(' / ')} ÷ ${to[1]} (${measured} ÷ ${ceiling} req/s)`,
          value,
          unit: '%',
          comparison: '≥',
          limit: goal * 100,
          ok: value >= goal * 100,
        },
      ];
    }),
  );
}

/**
 * A phase's p99 at its fixed rate against the scenario's goal (scenarios export `latencyGoals`), for
 * the goals a person would otherwise have to read off the table.
 */
function latencyChecks(scenarios, runs) {
  return scenarios.flatMap((s) =>
    s.latencyGoals.flatMap(({ phase, p99Ms }) => {
      const run = runs.find((r) => r.mode === 'fixed-rate' && r.scenario === s.name && r.phase === phase);
      if (!run) return [];
      return [
        {
          scenario: s.name,
          check: `${phase}: p99 at ${run.targetRate ?? run.requestsPerSec} req/s`,
          value: run.p99Ms,
          unit: 'ms',
          comparison: '≤',
          limit: p99Ms,
          ok: run.p99Ms <= p99Ms,
        },
      ];
    }),
  );
}

async function cleanup() {
  if (state.cleaning) return state.cleaning;
  state.cleaning = (async () => {
    state.stopLoad?.();
    await Promise.all([...state.instances.map((instance) => instance.stop()), ...state.cleanups.map((fn) => fn())]);
    if (state.server) {
      const outcome = await state.server.stop();
      if (outcome?.code && outcome.code !== 0) log(`server exited with code ${outcome.code}`);
    }
    if (state.database) await state.database.drop();
  })();
  return state.cleaning;
}

function readPeakRssKb(pid) {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

async function main() {
  const opts = readOptions();
  state.opts = opts;
  if (opts.help) {
    console.log(opts.usage);
    return 0;
  }
  const scenarios = await loadScenarios(opts);

  let dbKind = opts.db;
  if (dbKind !== 'pglite') {
    const answers = await postgresAnswers(opts.adminUrl);
    if (dbKind === 'pg' && !answers)
      throw new Error(`--db pg, but PostgreSQL does not answer on BENCH_DATABASE_URL (${new URL(opts.adminUrl).host})`);
    dbKind = answers ? 'pg' : 'pglite';
  }

  // Everything below is bounded; this catches whatever was missed (a hung setup, a stuck drop).
  // At most four phases of two runs each per scenario (inbox has four).
  const runsPlanned = scenarios.length * 8;
  const checksSeconds = scenarios.reduce((sum, s) => sum + (s.checks ? s.checksSeconds : 0), 0);
  const budgetMs =
    (120 + (dbKind === 'pg' ? 2 * SEED_LIMIT_SECONDS : 0) + runsPlanned * (opts.duration + opts.warmup + 25) + checksSeconds) * 1000;
  const watchdog = setTimeout(() => {
    log(`watchdog: the run exceeded ${Math.round(budgetMs / 1000)} s, stopping`);
    cleanup().finally(() => process.exit(1));
  }, budgetMs);

  const startedAt = new Date();
  state.database = await prepareDatabase(dbKind, opts.adminUrl);
  log(`database: ${state.database.label}`);
  log('starting the server…');
  const bootStarted = Date.now();
  state.server = await startServer({
    repoRoot,
    which: opts.server,
    profileDir: opts.profile,
    dataDir: state.database.dataDir,
    databaseUrl: state.database.databaseUrl,
    redisUrl: opts.redisUrl,
  });
  const bootSeconds = Math.round((Date.now() - bootStarted) / 100) / 10;
  if (state.server.stale) log('warning: apps/server/src changed after apps/server/dist was built; run npm run build (or --server source)');
  log(`server (${state.server.mode}) healthy on ${state.server.baseUrl} after ${bootSeconds} s, pid ${state.server.pid}`);

  const runs = [];
  const checks = [];
  const failures = [];
  // Scenarios with only checks bring their own database and data; the community is for those that read it.
  if (state.database.databaseUrl && scenarios.some((scenario) => scenario.setup)) {
    log(
      `seeding the community: ${Object.entries(COMMUNITY)
        .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
        .join(', ')}…`,
    );
    state.community = await withTimeout(
      seedCommunity({ baseUrl: state.server.baseUrl, databaseUrl: state.database.databaseUrl, log }),
      2 * SEED_LIMIT_SECONDS * 1000,
      'the community seed',
    );
    const { seedSeconds, counts, steps } = state.community;
    checks.push({
      scenario: 'community',
      check: `seed ${Object.entries(counts)
        .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
        .join(', ')}`,
      value: seedSeconds,
      unit: 's',
      limit: SEED_LIMIT_SECONDS,
      ok: seedSeconds < SEED_LIMIT_SECONDS,
      steps,
    });
  } else if (!state.database.databaseUrl) {
    log('PGlite: no bulk community (the scenarios make their own data through the API)');
  }
  for (const scenario of scenarios) {
    try {
      runs.push(...(await runScenario(scenario, opts)));
      checks.push(...(await runChecks(scenario)));
      assertServerAlive();
    } catch (error) {
      failures.push({ scenario: scenario.name, error: error.message });
      log(`${scenario.name} failed: ${error.message}`);
      if (state.server.exited) break;
    }
  }
  const serverPeakKb = readPeakRssKb(state.server.pid);

  for (const run of runs) {
    const shortOfTarget = run.mode === 'fixed-rate' && !run.targetMet;
    if (run.errors > 0 || run.non2xx > 0 || shortOfTarget) {
      failures.push({
        scenario: run.scenario,
        phase: run.phase,
        mode: run.mode,
        errors: run.errors,
        non2xx: run.non2xx,
        ...(shortOfTarget ? { reachedRate: run.requestsPerSec, targetRate: run.targetRate } : {}),
      });
    }
  }

  checks.push(...ratioChecks(scenarios, runs), ...latencyChecks(scenarios, runs));
  for (const check of checks)
    if (!check.ok) failures.push({ scenario: check.scenario, check: check.check, value: check.value, limit: check.limit });

  const cpus = os.cpus();
  const results = {
    date: startedAt.toISOString(),
    ok: failures.length === 0,
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    database: dbKind,
    server: {
      mode: state.server.mode,
      staleBuild: state.server.stale,
      bootSeconds,
      peakRssMiBWholeRun: serverPeakKb === null ? null : Math.round((serverPeakKb / 1024) * 10) / 10,
    },
    settings: { durationSeconds: opts.duration, warmupSeconds: opts.warmup, rateOverride: opts.rate ?? null, only: opts.only ?? null },
    scenarios: scenarios.map((s) => ({ name: s.name, description: s.description })),
    runs,
    checks,
    failures,
  };

  clearTimeout(watchdog);
  await writeResults(resultsFile, results);
  console.log(`\nRootshare bench — ${results.date} — ${dbKind}, server from ${state.server.mode}, ${cpus.length} CPUs, ${process.version}`);
  console.log(`${opts.duration} s per run; latency goals are read on the fixed-rate rows, not at saturation.\n`);
  console.log(formatTable(runs));
  if (checks.length > 0) console.log(`\n${formatChecks(checks)}`);
  if (results.server.peakRssMiBWholeRun !== null)
    console.log(`\nserver peak RSS over the whole run (VmHWM): ${results.server.peakRssMiBWholeRun} MiB`);
  console.log(`results: ${path.relative(process.cwd(), resultsFile) || resultsFile}`);
  if (failures.length > 0) {
    console.log('\nFAILED:');
    for (const f of failures) console.log(`  ${JSON.stringify(f)}`);
  }
  return failures.length === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping the load and the server…`);
    const force = setTimeout(() => process.exit(130), 20_000);
    cleanup().finally(() => {
      clearTimeout(force);
      process.exit(130);
    });
  });
}
// Last resort if something calls process.exit before cleanup finished: never leave the server behind.
process.on('exit', () => {
  for (const instance of state.instances) instance.killNow();
  state.server?.killNow();
});

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  log(`error: ${error.message}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
