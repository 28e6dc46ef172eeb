import { tooManyRequests } from './errors';
import type { RateLimitStore } from './rate-limit';

export interface Limit {
  max: number;
  windowMs: number;
}

/** One attempt counted on several keys before it is checked; the caller settles it once it knows. */
export interface Attempt {
  /** The attempt succeeded: it no longer counts against any key. */
  giveBack(): Promise<void>;
}

/**
 * Counts an attempt on every key first (one atomic increment each), then refuses it with 429 when
 * any key is past its limit, giving the counts back, so however many attempts arrive at once no
 * more than `max` of them ever get checked (docs/security.md S50). Counts of failed attempts stay.
 */
export async function countAttempt(store: RateLimitStore, keys: ReadonlyArray<{ key: string } & Limit>): Promise<Attempt> {
  const windows = await Promise.all(keys.map(({ key, windowMs }) => store.hit(key, windowMs)));
  const giveBack = async () => {
    await Promise.all(keys.map(({ key, windowMs }) => store.hit(key, windowMs, -1)));
  };
  const refused = windows.filter((window, i) => window.count > (keys[i]?.max ?? 0));
  if (refused.length > 0) {
    await giveBack();
    throw tooManyRequests(Math.max(...refused.map((window) => window.retryAfterSeconds)));
  }
  return { giveBack };
}
