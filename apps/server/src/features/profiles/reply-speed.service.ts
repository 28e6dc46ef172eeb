import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { JobQueue } from '../../platform/jobs';
import { storeReplySpeeds, type ReplySpeedLimits } from './profiles.repo';

const HOUR_S = 3600;
/** The answers a reply speed is read from: those given in the last 90 days. */
export const REPLY_SPEED_WINDOW_MS = 90 * 24 * HOUR_S * 1000;
/** Fewer answers than this say too little, so the profile shows no reply speed. */
export const REPLY_SPEED_MIN_REPLIES = 3;
/** Each bucket's slowest median first reply; a slower median shows nothing (docs/product-decisions.md#profiles). */
export const REPLY_SPEED_LIMITS: ReplySpeedLimits = [
  ['hour', HOUR_S],
  ['hours', 6 * HOUR_S],
  ['day', 24 * HOUR_S],
  ['days', 7 * 24 * HOUR_S],
];
/** How often the reply speeds are worked out again: a 90-day median moves slowly. */
const RECOMPUTE_EVERY_MS = 6 * HOUR_S * 1000;
/** The first run after a start waits this long, so a start is not slowed by it. */
const FIRST_RUN_AFTER_MS = 60_000;

interface Deps {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
}

/** Each member's reply speed, worked out by a background job, never on a read (docs/architecture.md#profiles). */
export function createReplySpeedService({ db, jobs, clock }: Deps) {
  /** Queues the run due `at` under its time, so one waits however many instances ask. */
  async function queueRun(at: Date): Promise<void> {
    const wait = Math.max(1, Math.ceil((at.getTime() - clock().getTime()) / 1000));
    await jobs.send('reply-speed', { at: at.toISOString() }, { key: at.toISOString(), startAfterSeconds: wait });
  }

  /** Stores every member's reply speed as of now; answers how many profiles changed. */
  function recompute(): Promise<number> {
    return storeReplySpeeds(db, new Date(clock().getTime() - REPLY_SPEED_WINDOW_MS), REPLY_SPEED_MIN_REPLIES, REPLY_SPEED_LIMITS);
  }

  return {
    recompute,

    /** Queues a run a minute from now; every instance does so at start and the runs share its key. */
    async schedule(): Promise<void> {
      const first = clock().getTime() + FIRST_RUN_AFTER_MS;
      await queueRun(new Date(Math.ceil(first / 60_000) * 60_000));
    },

    /** The reply-speed job: queues the next run first (so a failure here loses no later one), then recomputes. */
    async run(at: string): Promise<void> {
      const from = Math.max(new Date(at).getTime(), clock().getTime());
      await queueRun(new Date((Math.floor(from / RECOMPUTE_EVERY_MS) + 1) * RECOMPUTE_EVERY_MS));
      await recompute();
    },
  };
}

export type ReplySpeedService = ReturnType<typeof createReplySpeedService>;
