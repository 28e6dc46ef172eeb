import { Redis } from 'ioredis';

export interface RateWindow {
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/** Fixed-window counters: in memory for one process, in Redis when instances share the load. */
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

/** Counters in this process's memory, swept as their windows end. */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const state = (key: string): RateWindow => {
    const w = windows.get(key);
    const now = Date.now();
    if (!w || w.resetAt <= now) return { count: 0, retryAfterSeconds: 0 };
    return { count: w.count, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
  };
  return {
    hit: async (key, windowMs, hits = 1) => {
      const now = Date.now();
      const w = windows.get(key);
      if (!w || w.resetAt <= now) windows.set(key, { count: hits, resetAt: now + windowMs });
      else w.count += hits;
      return state(key);
    },
    peek: async (key) => state(key),
    close: async () => clearInterval(sweep),
  };
}

/** Counters in Redis, shared by every instance. */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', () => undefined);
  const prefix = 'rl:';
  return {
    hit: async (key, windowMs, hits = 1) => {
      const results = await redis.multi().incrby(prefix + key, hits).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
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
