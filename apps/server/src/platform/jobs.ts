import type { PushPayload } from '@rootshare/contracts/push';
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
  /** Mail (and push) about one bell notification, as its recipient chose; queued under the notification's id. */
  'notification-mail': { notificationId: string };
  /** The weekly run: queues a digest for each member who asked for one, then the next week's run. */
  'weekly-digest': { week: string };
  /** One member's digest of the week that starts on `week` (a date, YYYY-MM-DD). */
  'digest-mail': { userId: string; week: string };
  /** One push to every device of the member; `key` makes it once per device, however often the job runs. */
  'push-send': { userId: string; key: string; payload: PushPayload };
  /**
   * The mail of a stored e-mail link (features/auth/email-address.service.ts): the confirmation of
   * the member's address, or of a new one with a notice to the old one. Its token is made when the job runs.
   */
  'email-confirmation-mail': { confirmationId: string };
  /** Tells members who wish for a plant's species, near it, that it is up for swap (features/wishlist); queued under the plant's id. */
  'wishlist-match': { userPlantId: string };
  /** Announces the care reminders due now, in batches, then queues the next run (`at`, the minute it was due: its key). */
  'care-reminder-sweep': { at: string };
}
export type JobName = keyof JobData;

const JOB_NAMES: readonly JobName[] = ['password-reset-mail', 'notification-mail', 'weekly-digest', 'digest-mail', 'push-send', 'email-confirmation-mail', 'wishlist-match', 'care-reminder-sweep'];

/** Retries with growing waits (10 s, 20 s, 40 s, …), then the job is kept as failed for an admin. */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;
/** How often an idle worker asks for new jobs. */
const POLL_SECONDS = 2;
/**
 * How many jobs of one name an instance runs at once, each lane one job after another. One: on
 * the bench (bench/results/HISTORY.md) four lanes sent no more mail on two cores and doubled the
 * message delivery p99 while mail drained; and with one lane a crash leaves at most one mail
 * between the mail server's acceptance and our record of it.
 */
export const JOB_LANES = 1;
/** How many waiting jobs a lane takes at once (one query); a stop waits for at most these to finish. */
const BATCH_SIZE = 10;

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
   * Queues a job under a key that makes it idempotent: a second job with the same name and key is
   * not queued while the first waits. Answers the job's id, or null when it was not queued.
   */
  send<N extends JobName>(name: N, data: JobData[N], options: { key: string; startAfterSeconds?: number }): Promise<string | null>;
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

/**
 * Starts the queue on the app's database, creating or upgrading its tables once. A job still
 * running after `recoverySeconds` is taken as lost with a crashed instance and retried; the
 * queue's maintenance looks for such jobs twice in that time.
 */
export async function startJobQueue(database: DatabaseHandle, onError: (error: Error) => void, recoverySeconds: number): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: SCHEMA,
    // Its cron schedule is not used; its maintenance expires lost jobs, archives and deletes finished ones.
    schedule: false,
    maintenanceIntervalSeconds: Math.max(1, Math.min(120, Math.floor(recoverySeconds / 2))),
  });
  boss.on('error', onError);
  // Instances starting together would race to create the queue's schema and its queues (each queue
  // is a partition of the job table, and creating two at once deadlocks on PostgreSQL): one
  // instance at a time does it, one queue after another.
  await database.withSharedLock(JOB_QUEUE_LOCK_ID, async () => {
    await boss.start();
    for (const name of JOB_NAMES) await boss.createQueue(name, { name, policy: 'short', ...RETRY, expireInSeconds: recoverySeconds });
  });
  let stopping = false;
  const running: Array<Promise<void>> = [];
  const sleepers = new Set<() => void>();
  const wakeIdleWorkers = () => {
    for (const wake of sleepers) wake();
  };
  /** An idle worker's pause: the polling interval, or until a job is sent here or the queue stops. */
  const idle = () =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, POLL_SECONDS * 1000);
      sleepers.add(wake);
    });

  /**
   * Runs jobs of one name in JOB_LANES lanes until stopped. A lane takes up to BATCH_SIZE waiting
   * jobs, runs them one after another (a mail is sent and recorded before the next starts), marks
   * those that ran completed together, then asks again at once; it waits the polling interval only
   * when nothing waits. A job that throws fails alone, for its retry.
   */
  async function runLane<N extends JobName>(name: N, handler: (data: JobData[N], jobId: string) => Promise<void>): Promise<void> {
    while (!stopping) {
      let batch: Array<PgBoss.Job<JobData[N]>> = [];
      try {
        batch = await boss.fetch<JobData[N]>(name, { batchSize: BATCH_SIZE });
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
      const done: string[] = [];
      for (const job of batch) {
        try {
          await handler(job.data, job.id);
          done.push(job.id);
        } catch (error) {
          const failure = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
          await boss.fail(name, job.id, failure).catch(onError);
        }
      }
      // One query for the batch: a crash before it runs these jobs again, and their handlers'
      // records (a mail's delivery key) make the second run do nothing.
      if (done.length > 0) await boss.complete(name, done).catch(onError);
      if (batch.length === 0 && !stopping) await idle();
    }
  }

  return {
    async send(name, data, options) {
      const id = await boss.send(name, data, {
        singletonKey: options.key,
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // A job due now is taken at once by an idle worker here, not at its next look.
      if (id && !options.startAfterSeconds) wakeIdleWorkers();
      return id;
    },
    async work(name, handler) {
      for (let lane = 0; lane < JOB_LANES; lane++) running.push(runLane(name, handler));
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
      stopping = true;
      wakeIdleWorkers();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(running), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      await boss.stop({ graceful: false, wait: true });
    },
  };
}
