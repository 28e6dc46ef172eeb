import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { resolveJwtSecret } from './platform/auth';
import { resolveVapidKeys } from './platform/web-push';

/** A worker that dies is replaced after this long, so a crash loop cannot spin the CPU. */
const RESTART_DELAY_MS = 1_000;
/** How long the workers get to finish in-flight requests on SIGTERM before they are killed. */
const STOP_GRACE_MS = 15_000;

// One pino-shaped line, like the workers' own logs.
const log = (message: string) => process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: `cluster: ${message}` })}\n`);

/**
 * Runs `config.INSTANCES` server processes on this machine, sharing one port (node:cluster hands each
 * new connection to a worker in turn). The first worker starts alone, so migrations and the catalogue
 * import run once; the others follow when it listens. Every worker gets the same JWT secret and web
 * push keys, and the instances share sessions, messages, notifications and presence through
 * PostgreSQL and Redis.
 */
export function runCluster(config: Config): void {
  const vapid = resolveVapidKeys({ publicKey: config.WEB_PUSH_PUBLIC_KEY, privateKey: config.WEB_PUSH_PRIVATE_KEY }, config.DATA_DIR);
  const env = {
    JWT_SECRET: resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR),
    WEB_PUSH_PUBLIC_KEY: vapid.publicKey,
    WEB_PUSH_PRIVATE_KEY: vapid.privateKey,
  };
  let stopping = false;
  const served = new WeakSet<Worker>();
  const fork = (): Promise<Worker> =>
    new Promise((resolve) => {
      const worker = cluster.fork(env);
      worker.once('listening', () => {
        served.add(worker);
        resolve(worker);
      });
    });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    // A worker that never served failed to start (a bad migration, a database that refuses us): so would the next.
    if (!served.has(worker)) {
      log(`worker ${worker.process.pid} could not start (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = 1;
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => void fork(), RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received, stopping ${Object.keys(cluster.workers ?? {}).length} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      clearInterval(check);
      process.exit(0);
    }, 100);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  void (async () => {
    await fork();
    await Promise.all(Array.from({ length: config.INSTANCES - 1 }, fork));
    log(`${config.INSTANCES} instances serving on port ${config.PORT}`);
  })();
}
