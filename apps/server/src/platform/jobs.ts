import type { PushPayload } from '@rootshare/contracts/push';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db';
import type { QueueStats } from './metrics';

/**
 * Durable background work on pg-boss (ADR 0015): jobs live in the database the app already uses
 * (the embedded one or PostgreSQL), so every instance shares one queue, a job survives a crash,
 * and nothing slow or outward-facing runs inside a request.
 */

/** The jobs Rootshare runs, and the data each carries. */
export interface JobData {
  /**
   * A password-reset e-mail for whoever uses the address, if anyone (it is queued for every address
   * asked about): the link is made when the job runs, never stored.
   */
  'password-reset-mail': { email: string };
  /** Tells a member their password was changed or reset, with the way back in if it was not them. */
  'password-changed-mail': { userId: string };
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
  /** A day before a swap meet, for a member going to it; does nothing unless the meet is still at `version` (features/meets). */
  'meet-reminder': { meetId: string; userId: string; version: number };
  /** Two hours before an agreed handover; does nothing unless the plan is still agreed at `version` (features/handovers). */
  'handover-reminder': { swapRequestId: string; version: number };
  /** Tells members who wish for a plant's species, near it, that it is up for swap (features/wishlist); queued under the plant's id. */
  'wishlist-match': { userPlantId: string };
  /** Announces the care reminders due now, in batches, then queues the next run (`at`, the minute it was due: its key). */
  'care-reminder-sweep': { at: string };
  /** Removes stored media no record names once past the grace period (features/uploads), then queues the next hour's run (`at`: its key). */
  'media-reconcile': { at: string };
  /** Removes expired upload slots and temporary files of writes that stopped (features/uploads), then queues the next minute's run (`at`: its key). */
  'upload-sweep': { at: string };
  /** Works out every member's reply speed again (features/profiles), then queues the next run six hours on (`at`: its key). */
  'reply-speed': { at: string };
  /** A message of the ActivityPub framework's own queue (features/federation): a delivery to another server, or an activity it sent us. */
  federation: { message: unknown };
  /** Brings what other servers were sent of one object (`listing:<id>`) up to date with what a visitor sees of it now (features/federation). */
  'federation-sync': { object: string };
}
export type JobName = keyof JobData;

const JOB_NAMES: readonly JobName[] = [
  'password-reset-mail',
  'password-changed-mail',
  'notification-mail',
  'weekly-digest',
  'digest-mail',
  'push-send',
  'email-confirmation-mail',
  'meet-reminder',
  'handover-reminder',
  'wishlist-match',
  'care-reminder-sweep',
  'media-reconcile',
  'upload-sweep',
  'reply-speed',
  'federation',
  'federation-sync',
];

/** Retries with growing waits (10 s, 20 s, 40 s, …), then the job is kept as failed for an admin. */
const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;
/** How often an idle worker asks for new jobs. */
const POLL_SECONDS = 2;
/**
 * How many jobs of one name an instance runs at once, each lane one job after another. One, because
 * more lanes sent no more mail and slowed members' messages (ADR 0020), and one lane leaves at most
 * one mail between the mail server's acceptance and our record of it after a crash.
 */
export const JOB_LANES = 1;
/** How many waiting jobs a lane takes at once (one query); a stop waits for at most these to finish. */
const BATCH_SIZE = 25;
/**
 * How many a lane of work taken in batches takes at once: its handler reads what the batch needs
 * in a few queries and then sends, so the fewer batches, the fewer pauses between the sends.
 */
const BATCH_SIZE_TOGETHER = 100;
/**
 * While members' requests keep the server busy, a lane rests this many times as long as its last
 * batch took before taking the next: background mail then takes at most a third of the time it
 * would, and message delivery keeps its pace (bench mail scenario). It never stops, so the queue
 * still drains under load.
 */
const REST_PER_WORK_WHILE_BUSY = 2;
/** How often a resting lane looks whether the server is still busy. */
const BUSY_CHECK_MS = 250;
/** A fetch slower than this reads the job table's statistics again (refreshStatistics). */
const SLOW_FETCH_MS = 50;
const ANALYZE_EVERY_MS = 60_000;

export interface FailedJob {
  id: string;
  name: string;
  /** The error of the last try. */
  error: string;
  retries: number;
  failedAt: Date | null;
}

/** A job taken from the queue: its id (the idempotency key of what it does) and its data. */
export interface QueuedJob<N extends JobName> {
  id: string;
  data: JobData[N];
}

/** What running a batch came to: the error of each job that failed, by job id; the others ran. */
export type BatchFailures = Map<string, Error>;

export interface JobQueue {
  /**
   * Queues a job under a key that makes it idempotent: a second job with the same name and key is
   * not queued while the first waits. Answers the job's id, or null when it was not queued.
   */
  send<N extends JobName>(name: N, data: JobData[N], options: { key: string; startAfterSeconds?: number }): Promise<string | null>;
  /**
   * A job that works through many batches of its own (the care-reminder sweep) calls this between
   * them, with when the batch began: while members keep the server busy it rests as the lanes do.
   */
  giveWay(startedAt: number): Promise<void>;
  /** Queues many jobs of one name in one statement, each idempotent under its key as with send. */
  sendMany<N extends JobName>(name: N, jobs: Array<{ data: JobData[N]; key: string; startAfterSeconds?: number }>): Promise<void>;
  /** Runs the handler for each job of that name on this instance; its id is the job's idempotency key. */
  work<N extends JobName>(name: N, handler: (data: JobData[N], jobId: string) => Promise<void>): Promise<void>;
  /**
   * Runs the handler on each batch of jobs of that name taken together (up to BATCH_SIZE_TOGETHER), for work
   * that reads what a batch needs in one query; it answers the jobs that failed, each for its retry.
   */
  workInBatches<N extends JobName>(name: N, handler: (jobs: Array<QueuedJob<N>>) => Promise<BatchFailures>): Promise<void>;
  /** The jobs that used up their retries, newest first. */
  listFailed(limit: number): Promise<FailedJob[]>;
  /** Each job name's waiting and failed jobs, and how long the oldest waiting one has waited. */
  stats(): Promise<QueueStats[]>;
  /** Queues a failed job again; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Stops taking jobs and waits for the running ones (up to `timeoutMs`, leaving a stop's 10 seconds room to close the rest). */
  stop(timeoutMs?: number): Promise<void>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** A job's work, answering the error that failed it, or null. */
const outcomeOf = <N extends JobName>(job: QueuedJob<N>, run: (job: QueuedJob<N>) => Promise<void>): Promise<Error | null> =>
  run(job).then(
    () => null,
    (error: unknown) => asError(error),
  );

const failuresOf = <N extends JobName>(jobs: Array<QueuedJob<N>>, outcomes: Array<Error | null>): BatchFailures =>
  new Map(jobs.flatMap((job, i) => (outcomes[i] ? [[job.id, outcomes[i]] as const] : [])));

/** Runs each job of a batch in turn, one finishing before the next starts; a job that throws fails alone. */
export async function eachJob<N extends JobName>(
  jobs: Array<QueuedJob<N>>,
  run: (job: QueuedJob<N>) => Promise<void>,
): Promise<BatchFailures> {
  const outcomes: Array<Error | null> = [];
  for (const job of jobs) outcomes.push(await outcomeOf(job, run));
  return failuresOf(jobs, outcomes);
}

/**
 * How many jobs of a batch overlappingJobs runs at once: enough that the pooled mail connection
 * always has the next mail waiting, few enough that preparing them never holds the event loop for
 * long (a hundred mails rendered in one go held it for about ten milliseconds, a message's whole budget).
 */
const JOBS_AT_ONCE = 8;

/** Runs the jobs of a batch JOBS_AT_ONCE at a time (their mails queue on the pooled connection); a job that throws fails alone. */
export async function overlappingJobs<N extends JobName>(
  jobs: Array<QueuedJob<N>>,
  run: (job: QueuedJob<N>) => Promise<void>,
): Promise<BatchFailures> {
  const outcomes: Array<Error | null> = new Array(jobs.length).fill(null);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) outcomes[i] = await outcomeOf(jobs[i] as QueuedJob<N>, run);
  };
  await Promise.all(Array.from({ length: Math.min(JOBS_AT_ONCE, jobs.length) }, worker));
  return failuresOf(jobs, outcomes);
}

const SCHEMA = 'pgboss';
const JOB_QUEUE_LOCK_ID = 7_412_310;

/** Creates pg-boss on the app's database and its tables and queues, one instance at a time. */
async function openBoss(database: DatabaseHandle, onError: (error: Error) => void, recoverySeconds: number): Promise<PgBoss> {
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
    // pg-boss takes a queue's next jobs by priority, then age, which none of its own indexes hold:
    // this one lets a fetch read just the batch it takes instead of sorting the queue (ADR 0044).
    await database.executeSql(
      `CREATE INDEX IF NOT EXISTS job_fetch_order ON ${SCHEMA}.job (name, priority DESC, created_on, id) WHERE state < 'active'`,
    );
  });
  return boss;
}

/** Workers waiting on a pause, each woken by calling it. */
type Waiting = Set<() => void>;

const wakeAll = (waiting: Waiting) => {
  for (const wake of waiting) wake();
};

/** Waits `ms`, or less when something in `waiting` is woken. */
const pause = (ms: number, waiting: Waiting) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    waiting.add(wake);
  });

/** Runs the work and tells onRun how long it took, whether it succeeded or not. */
async function timed<T>(onRun: (name: JobName, seconds: number) => void, name: JobName, run: () => Promise<T>): Promise<T> {
  const startedAt = performance.now();
  try {
    return await run();
  } finally {
    onRun(name, (performance.now() - startedAt) / 1000);
  }
}

/**
 * Reads the job table's statistics again, at most once a minute. A fetch is slow when the planner
 * still thinks a queue nearly empty that has since filled (the embedded database never analyzes
 * on its own, and a server's autovacuum may be off or behind), and sorts the whole queue instead
 * of reading the fetch-order index.
 */
function statisticsRefresher(database: DatabaseHandle, onError: (error: Error) => void): () => Promise<void> {
  let analyzedAt = Number.NEGATIVE_INFINITY;
  return async () => {
    if (performance.now() - analyzedAt < ANALYZE_EVERY_MS) return;
    analyzedAt = performance.now();
    await database.executeSql(`ANALYZE ${SCHEMA}.job`).catch((error: unknown) => onError(asError(error)));
  };
}

/**
 * Hands a taken batch to the handler, fails the jobs that failed (each for its retry; all of them
 * when the handler throws) and marks the others completed together.
 */
async function settleBatch<N extends JobName>(
  boss: PgBoss,
  name: N,
  batch: Array<PgBoss.Job<JobData[N]>>,
  handler: (jobs: Array<QueuedJob<N>>) => Promise<BatchFailures>,
  step: (what: string) => void,
  onError: (error: Error) => void,
): Promise<void> {
  let failures: BatchFailures;
  step(`running ${batch.length}`);
  try {
    failures = await handler(batch.map((job) => ({ id: job.id, data: job.data })));
  } catch (error) {
    failures = new Map(batch.map((job) => [job.id, asError(error)]));
  }
  for (const [id, error] of failures) await boss.fail(name, id, { message: error.message, stack: error.stack }).catch(onError);
  // One query for the batch: a crash before it runs these jobs again, and their handlers'
  // records (a mail's delivery key) make the second run do nothing.
  const done = batch.filter((job) => !failures.has(job.id)).map((job) => job.id);
  step('completing');
  if (done.length > 0) await boss.complete(name, done).catch(onError);
}

/** Takes up to batchSize waiting jobs; none when the fetch fails. A slow fetch reads the table's statistics again. */
async function takeBatch<N extends JobName>(
  boss: PgBoss,
  name: N,
  batchSize: number,
  onError: (error: Error) => void,
  refreshStatistics: () => Promise<void>,
): Promise<Array<PgBoss.Job<JobData[N]>>> {
  let batch: Array<PgBoss.Job<JobData[N]>> = [];
  const fetchStarted = performance.now();
  try {
    batch = await boss.fetch<JobData[N]>(name, { batchSize });
  } catch (error) {
    onError(asError(error));
  }
  if (performance.now() - fetchStarted > SLOW_FETCH_MS) await refreshStatistics();
  return batch;
}

/** The lanes that run jobs on this instance: their start, their rests while the server is busy, their stop. */
function createLanes(boss: PgBoss, database: DatabaseHandle, onError: (error: Error) => void, busy: () => boolean) {
  let stopping = false;
  const running: Array<Promise<void>> = [];
  /** What each lane is doing, by job name, so that a stop that gives up on one can say where it was. */
  const laneSteps = new Map<symbol, string>();
  /** Workers waiting for a job: a job sent here, or the stop, wakes them. */
  const sleepers: Waiting = new Set();
  /** Lanes resting while the server is busy: they look again every BUSY_CHECK_MS, and the stop wakes them. */
  const resting: Waiting = new Set();
  const refreshStatistics = statisticsRefresher(database, onError);

  /**
   * While members keep the server busy, rests REST_PER_WORK_WHILE_BUSY times as long as the work
   * since `startedAt` took, looking again every BUSY_CHECK_MS: a rest ends once they stop, so a
   * batch slowed by a burst does not hold its lane for long after it.
   */
  async function giveWay(startedAt: number): Promise<void> {
    const until = performance.now() + (performance.now() - startedAt) * REST_PER_WORK_WHILE_BUSY;
    while (!stopping && busy() && performance.now() < until) {
      await pause(Math.min(BUSY_CHECK_MS, until - performance.now()), resting);
    }
  }

  /**
   * Runs jobs of one name in a lane until stopped. The lane takes up to batchSize waiting jobs and
   * hands them to the handler (which sends and records each mail before the next), marks those that
   * ran completed together, then asks again at once, or while the server is busy after a rest; it
   * waits the polling interval only when nothing waits.
   */
  async function runLane<N extends JobName>(
    name: N,
    batchSize: number,
    handler: (jobs: Array<QueuedJob<N>>) => Promise<BatchFailures>,
  ): Promise<void> {
    const lane = Symbol(name);
    const step = (what: string) => laneSteps.set(lane, `${name}: ${what}`);
    while (!stopping) {
      step('fetching');
      const batch = await takeBatch(boss, name, batchSize, onError, refreshStatistics);
      if (batch.length > 0) {
        const startedAt = performance.now();
        await settleBatch(boss, name, batch, handler, step, onError);
        step('resting');
        await giveWay(startedAt);
      } else if (!stopping) await pause(POLL_SECONDS * 1000, sleepers);
    }
    laneSteps.delete(lane);
  }

  return {
    giveWay,
    /** Wakes the workers waiting for a job. */
    wake: () => wakeAll(sleepers),
    /** Runs jobs of one name in JOB_LANES lanes until stopped; a job that failed fails alone, a handler that throws fails the batch. */
    start<N extends JobName>(name: N, batchSize: number, handler: (jobs: Array<QueuedJob<N>>) => Promise<BatchFailures>): void {
      for (let lane = 0; lane < JOB_LANES; lane++) running.push(runLane(name, batchSize, handler));
    },
    /** Stops the lanes and waits for their running jobs, up to `timeoutMs`. */
    async stop(timeoutMs: number): Promise<void> {
      stopping = true;
      wakeAll(sleepers);
      wakeAll(resting);
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = await Promise.race([
        Promise.all(running).then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearTimeout(timer);
      // What is left runs again after its expiry on the next start; this says which lanes held the stop.
      if (gaveUp) onError(new Error(`stopped without waiting longer for ${[...laneSteps.values()].join('; ')}`));
    },
  };
}

/** The jobs that used up their retries, newest first. */
async function listFailedJobs(database: DatabaseHandle, limit: number): Promise<FailedJob[]> {
  const { rows } = await database.executeSql(
    `select id, name, output, retry_count, completed_on from ${SCHEMA}.job where state = 'failed' order by completed_on desc nulls last limit $1`,
    [limit],
  );
  return (
    rows as Array<{
      id: string;
      name: string;
      output: { message?: string } | null;
      retry_count: number;
      completed_on: Date | string | null;
    }>
  ).map((row) => ({
    id: row.id,
    name: row.name,
    error: row.output?.message ?? 'Unknown error',
    retries: row.retry_count,
    failedAt: row.completed_on ? new Date(row.completed_on) : null,
  }));
}

/** Each job name's waiting and failed jobs, and how long the oldest waiting one has waited. */
async function queueStats(database: DatabaseHandle): Promise<QueueStats[]> {
  const { rows } = await database.executeSql(
    `select name,
            count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
            count(*) filter (where state = 'failed')::int as failed,
            coalesce(extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as oldest
       from ${SCHEMA}.job group by name`,
  );
  const byName = new Map((rows as Array<{ name: string; waiting: number; failed: number; oldest: number }>).map((row) => [row.name, row]));
  return JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return { name, waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, oldestWaitingSeconds: row?.oldest ?? 0 };
  });
}

/** Queues a failed job again; false when there is no such failed job. */
async function retryFailedJob(database: DatabaseHandle, boss: PgBoss, id: string): Promise<boolean> {
  const { rows } = await database.executeSql(`select name from ${SCHEMA}.job where id = $1 and state = 'failed'`, [id]);
  const name = (rows[0] as { name: string } | undefined)?.name;
  if (!name) return false;
  await boss.retry(name, id);
  return true;
}

/**
 * Starts the queue on the app's database, creating or upgrading its tables once. A job still
 * running after `recoverySeconds` is taken as lost with a crashed instance and retried; the
 * queue's maintenance looks for such jobs twice in that time.
 */
export async function startJobQueue(
  database: DatabaseHandle,
  onError: (error: Error) => void,
  recoverySeconds: number,
  {
    busy = () => false,
    whenIdle = (start) => start(),
    onRun = () => undefined,
  }: {
    /** Whether members' requests keep the server busy (platform/activity.ts); lanes give way while they do. */
    busy?: () => boolean;
    /** When a job queued for now may start: once the server answers no request (platform/activity.ts). */
    whenIdle?: (start: () => void) => void;
    /** Told how long each run took: a job's, or a batch's for a batched job (the metrics). */
    onRun?: (name: JobName, seconds: number) => void;
  } = {},
): Promise<JobQueue> {
  const boss = await openBoss(database, onError, recoverySeconds);
  const lanes = createLanes(boss, database, onError, busy);
  return {
    giveWay: lanes.giveWay,
    async send(name, data, options) {
      const id = await boss.send(name, data, {
        singletonKey: options.key,
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      // A job due now is taken by an idle worker here once the server has answered the request
      // that queued it (and any other it is answering), not at its next look.
      if (id && !options.startAfterSeconds) whenIdle(lanes.wake);
      return id;
    },
    async sendMany(name, jobs) {
      if (jobs.length === 0) return;
      // Inserted together; a job whose key already waits is skipped, as send skips it.
      await boss.insert(
        jobs.map((job) => ({
          name,
          data: job.data,
          singletonKey: job.key,
          ...(job.startAfterSeconds ? { startAfter: new Date(Date.now() + job.startAfterSeconds * 1000) } : {}),
        })),
      );
      if (jobs.some((job) => !job.startAfterSeconds)) whenIdle(lanes.wake);
    },
    async work(name, handler) {
      lanes.start(name, BATCH_SIZE, (jobs) => eachJob(jobs, (job) => timed(onRun, name, () => handler(job.data, job.id))));
    },
    async workInBatches(name, handler) {
      lanes.start(name, BATCH_SIZE_TOGETHER, (jobs) => timed(onRun, name, () => handler(jobs)));
    },
    listFailed: (limit) => listFailedJobs(database, limit),
    stats: () => queueStats(database),
    retry: (id) => retryFailedJob(database, boss, id),
    async stop(timeoutMs = 6_000) {
      await lanes.stop(timeoutMs);
      await boss.stop({ graceful: false, wait: true });
    },
  };
}
