import type { RateLimitStore, RateWindow } from '../src/platform/rate-limit';

/** Counters in this process's memory, swept as their windows end: a store for tests of what uses one. */
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
      if (!w || w.resetAt <= now) windows.set(key, { count: Math.max(0, hits), resetAt: now + windowMs });
      else w.count = Math.max(0, w.count + hits);
      return state(key);
    },
    peek: async (key) => state(key),
    close: async () => clearInterval(sweep),
  };
}
