import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db';

/**
 * Durable background work on pg-boss (ADR 0015): jobs live in the database the app already uses
 * (the embedded one or PostgreSQL), so every instance shares one queue, a job survives a crash,
 * and nothing slow or outward-facing runs inside a request.
 */

/** The jobs Rootshare runs, and the data each carries. */
export interface JobData {
  /** A password-reset e-mail for the member: the link is made when the job runs, never stored. */
  'password-reset-mail': { userId: string };
  /**
   * The mail of a stored e-mail link (features/auth/email-address.service.ts): the confirmation of
   * the member's address, or of a new one with a notice to the old one. Its token is made when the job runs.
   */
  'email-confirmation-mail': { confirmationId: string };
}
export type JobName = keyof JobData;

const JOB_NAMES: readonly JobName[] = ['password-reset-mail', 'email-confirmation-mail'];

/** Retries with growing waits (10 s, 20 s, 40 s, …), then the job is kept as failed for an admin. */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;
/** A job running longer than this is taken as crashed and retried. */
const EXPIRE_SECONDS = 5 * 60;
/** How often an idle worker asks for new jobs. */
const POLL_SECONDS = 2;

export interface FailedJob {
  id: string;
  name: string;
  /** The error of the last try. */
  error: string;
  retries: number;
  failedAt: Date | null;
}

export interface JobQueue {
  /**
   * Queues a job. A key makes it idempotent: a second job with the same name and key is not
   * queued while the first is waiting or running. Answers the job's id, or null when it was not queued.
   */
  send<N extends JobName>(name: N, data: JobData[N], options?: { key?: string; startAfterSeconds?: number }): Promise<string | null>;
  /** Runs the handler for each job of that name on this instance; its id is the job's idempotency key. */
  work<N extends JobName>(name: N, handler: (data: JobData[N], jobId: string) => Promise<void>): Promise<void>;
  /** The jobs that used up their retries, newest first. */
  listFailed(limit: number): Promise<FailedJob[]>;
  /** Queues a failed job again; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

const SCHEMA = 'pgboss';
const JOB_QUEUE_LOCK_ID = 7_412_310;

/** Starts the queue on the app's database, creating or upgrading its tables once. */
export async function startJobQueue(database: DatabaseHandle, onError: (error: Error) => void): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    // Its cron schedule is not used; its maintenance archives and deletes finished jobs.
    schedule: false,
  });
  boss.on('error', onError);
  // Instances starting together would race to create the queue's schema and its queues; one at a
  // time does it, and one queue after another (on PostgreSQL, queues created at once deadlock on
  // pg-boss's own tables).
  await database.withSharedLock(JOB_QUEUE_LOCK_ID, async () => {
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name, { name, policy: 'short', ...RETRY, expireInSeconds: EXPIRE_SECONDS });
  });
  // This instance's worker of each job name. A worker asks for one job every POLL_SECONDS; woken,
  // it asks at once: when a job is sent here, and after each job it ran (more may be waiting), so
  // a burst of jobs runs back to back rather than one per poll.
  const workers = new Map<JobName, string>();
  const wake = (name: JobName) => {
    const workerId = workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };
  return {
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        // The queues' 'short' policy keeps one waiting job per name and key: a job sent without a
        // key gets one of its own, or it would be dropped while another job of its name waits.
        singletonKey: options.key ?? crypto.randomUUID(),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      if (id && !options.startAfterSeconds) wake(name);
      return id;
    },
    async work(name, handler) {
      const workerId = await boss.work<JobData[typeof name]>(name, { pollingIntervalSeconds: POLL_SECONDS }, async ([job]) => {
        if (!job) return;
        try {
          await handler(job.data, job.id);
        } finally {
          wake(name);
        }
      });
      workers.set(name, workerId);
    },
    async listFailed(limit) {
      const { rows } = await database.executeSql(
        `select id, name, output, retry_count, completed_on from ${SCHEMA}.job where state = 'failed' order by completed_on desc nulls last limit $1`,
        [limit],
      );
      return (rows as Array<{ id: string; name: string; output: { message?: string } | null; retry_count: number; completed_on: Date | string | null }>).map((row) => ({
        id: row.id,
        name: row.name,
        error: row.output?.message ?? 'Unknown error',
        retries: row.retry_count,
        failedAt: row.completed_on ? new Date(row.completed_on) : null,
      }));
    },
    async retry(id) {
      const { rows } = await database.executeSql(`select name from ${SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
      const name = (rows[0] as { name: string } | undefined)?.name;
      if (!name) return false;
      await boss.retry(name, id);
      return true;
    },
    async stop(timeoutMs = 8_000) {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
    },
  };
}
