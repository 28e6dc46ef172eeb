import { parseArgs } from 'node:util';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';

const USAGE = `Usage: npm run bench -- [options]

  --db pglite|pg     database behind the server (default: pg when PostgreSQL answers on
                     BENCH_DATABASE_URL, else pglite)
  --duration N       seconds per measured run (default 10)
  --warmup N         unmeasured seconds before each phase (default 2)
  --only NAME[,NAME] run only the scenarios called NAME (a comma-separated list)
  --rate N           override every scenario's fixed rate (requests/s)
  --server auto|dist|source
                     auto (default): apps/server/dist/main.js when built, else the TypeScript
                     source through tsx
  --profile DIR      every server process writes a V8 CPU profile (.cpuprofile) into DIR when
                     it stops; read it with bench/profile-summary.mjs or Chrome's DevTools
  --help             this text

Environment: BENCH_DB, BENCH_DURATION, BENCH_WARMUP, BENCH_ONLY, BENCH_RATE, BENCH_SERVER, BENCH_PROFILE mirror the options;
BENCH_DATABASE_URL is the PostgreSQL admin URL (default ${DEFAULT_ADMIN_URL});
BENCH_REDIS_URL, when set, is handed to the server as REDIS_URL.`;

function positiveNumber(label, raw, { min, max }) {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${label} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** Reads argv first, then BENCH_* variables; unknown flags stop the run with the usage text. */
export function readOptions(argv = process.argv.slice(2), env = process.env) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        db: { type: 'string' },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        only: { type: 'string' },
        rate: { type: 'string' },
        server: { type: 'string' },
        profile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    throw new Error(`${error.message}\n\n${USAGE}`, { cause: error });
  }
  if (parsed.help) return { help: true, usage: USAGE };

  const db = parsed.db ?? env.BENCH_DB ?? 'auto';
  if (!['auto', 'pg', 'pglite'].includes(db)) throw new Error(`--db must be pg or pglite, got "${db}"\n\n${USAGE}`);
  const server = parsed.server ?? env.BENCH_SERVER ?? 'auto';
  if (!['auto', 'dist', 'source'].includes(server)) throw new Error(`--server must be auto, dist or source, got "${server}"\n\n${USAGE}`);
  const rawRate = parsed.rate ?? env.BENCH_RATE;
  return {
    help: false,
    db,
    server,
    duration: positiveNumber('--duration', parsed.duration ?? env.BENCH_DURATION ?? 10, { min: 1, max: 600 }),
    warmup: positiveNumber('--warmup', parsed.warmup ?? env.BENCH_WARMUP ?? 2, { min: 0, max: 60 }),
    only: parsed.only ?? env.BENCH_ONLY ?? undefined,
    rate: rawRate === undefined ? undefined : positiveNumber('--rate', rawRate, { min: 1, max: 100_000 }),
    adminUrl: env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL,
    redisUrl: env.BENCH_REDIS_URL || undefined,
    profile: parsed.profile ?? env.BENCH_PROFILE ?? undefined,
  };
}
