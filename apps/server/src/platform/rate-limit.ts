import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { rateLimitCounters } from '../db/schema/rate-limits';
import type { Database } from './db';

export interface RateWindow {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: in the database (they outlive a restart, ADR 0030), or in Redis when instances share the load. */
export interface RateLimitStore {
  /**
   * Counts `hits` (one unless told) on key, atomically, and answers the window's state with them.
   * A negative `hits` gives back what an earlier call counted (an attempt that turned out right).
   */
  hit(key: string, windowMs: number, hits?: number): Promise<RateWindow>;
  /** The window's state without counting. */
  peek(key: string): Promise<RateWindow>;
  close(): Promise<void>;
}

/** Counters in Redis, shared by every instance. */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  const prefix = 'rl:';
  return {
    hit: async (key, windowMs, hits = 1) => {
      const results = await redis
        .multi()
        .incrby(prefix + key, hits)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
    },
    peek: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), retryAfterSeconds: ttl > 0 ? Math.ceil(ttl / 1000) : 0 };
    },
    close: async () => {
      await redis.quit().catch(() => undefined);
    },
  };
}

const SWEEP_MS = 60_000;

/**
 * Counters in the database, for a server without Redis: they survive a restart, so a restart does not
 * hand an attacker fresh attempts or a member fresh quotas. A hit is one upsert that starts a new
 * window when the old one ended; windows that ended are swept every minute.
 */
export function createDatabaseRateLimitStore(db: Database, onError: (error: unknown) => void): RateLimitStore {
  const { key: keyColumn, count, resetAt } = rateLimitCounters;
  const sweep = setInterval(() => {
    db.delete(rateLimitCounters)
      .where(lte(resetAt, sql`now()`))
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      );
  }, SWEEP_MS);
  sweep.unref();
  const secondsLeft = sql<number>`greatest(0, ceil(extract(epoch from (${resetAt} - now()))))::int`;
  return {
    hit: async (key, windowMs, hits = 1) => {
      const ended = sql`${resetAt} <= now()`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: Math.max(0, hits), resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: keyColumn,
          set: {
            count: sql`case when ${ended} then excluded.count else greatest(0, ${count} + ${hits}) end`,
            resetAt: sql`case when ${ended} then excluded.reset_at else ${resetAt} end`,
          },
        })
        .returning({ count, retryAfterSeconds: secondsLeft });
      return { count: row?.count ?? hits, retryAfterSeconds: Math.max(1, row?.retryAfterSeconds ?? Math.ceil(windowMs / 1000)) };
    },
    peek: async (key) => {
      const [row] = await db
        .select({ count, retryAfterSeconds: secondsLeft })
        .from(rateLimitCounters)
        .where(and(eq(keyColumn, key), gt(resetAt, sql`now()`)));
      return row ?? { count: 0, retryAfterSeconds: 0 };
    },
    close: async () => clearInterval(sweep),
  };
}
