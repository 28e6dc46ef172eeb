import type { QuotaDetails } from '@rootshare/contracts/error-message';
import { CREATION_QUOTAS, quotaLimitSentence, type CreationKind } from '@rootshare/contracts/limits';
import { HttpError } from './errors';
import type { RateLimitStore } from './rate-limit';

/** How often hits counted locally are added to the shared counters. */
const FLUSH_MS = 50;
/** Members' windows remembered at most; the oldest are forgotten (their next hit asks the store). */
const MAX_REMEMBERED = 50_000;

interface Known {
  /** The shared count when the store last answered. */
  count: number;
  /** Hits accepted here since then, not yet added to the store. */
  pending: number;
  resetAt: number;
  windowMs: number;
}

/** "in 12 minutes", "in a minute", "in about 23 hours": how long until a quota's window resets. */
export function resetText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  if (minutes === 1) return 'in a minute';
  if (minutes < 120) return `in ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

/** 429 for a met limit: Retry-After, the limit's sentence and when it resets, and both apart as `details`. */
export function limitReached(limit: string, retryAfterSeconds: number, quota?: QuotaDetails['quota']): HttpError {
  const seconds = Math.max(1, retryAfterSeconds);
  const details: QuotaDetails = { limit, retry_after_seconds: seconds, ...(quota ? { quota } : {}) };
  return new HttpError(429, `${limit} Try again ${resetText(seconds)}.`, { 'retry-after': String(seconds) }, details);
}

/** 429 for a met creation quota, naming the quota. */
export const quotaExceeded = (kind: CreationKind, max: number, retryAfterSeconds: number): HttpError =>
  limitReached(quotaLimitSentence(kind, max), retryAfterSeconds, { kind, max });

/**
 * Per-member creation quotas, counted in the rate-limit store (Redis when configured, so shared by
 * instances). With `batched` (a store across the network), a member well under their quota (below
 * half of it, by the last shared count plus this instance's own hits since) is let through at once
 * and the hit is added to the shared counter within FLUSH_MS, in one pipeline with the others; near
 * the quota every hit asks the store first, so the quota holds exactly where it matters. This keeps a
 * Redis round trip out of every message's path (ADR 0008, "creation quotas").
 */
export function createQuotas(store: RateLimitStore, scale = 1, { batched = false } = {}) {
  const known = new Map<string, Known>();
  let timer: NodeJS.Timeout | null = null;

  const remember = (key: string, windowMs: number, count: number, retryAfterSeconds: number, pending: number) => {
    known.delete(key);
    if (known.size >= MAX_REMEMBERED) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.set(key, { count, pending, resetAt: Date.now() + retryAfterSeconds * 1000, windowMs });
  };

  const flush = async () => {
    timer = null;
    const now = Date.now();
    const sends: Promise<void>[] = [];
    for (const [key, entry] of known) {
      if (entry.resetAt <= now && entry.pending === 0) {
        known.delete(key);
        continue;
      }
      if (entry.pending === 0) continue;
      const hits = entry.pending;
      entry.pending = 0;
      sends.push(
        store.hit(key, entry.windowMs, hits).then(
          (window) => {
            const current = known.get(key);
            remember(key, entry.windowMs, window.count, window.retryAfterSeconds, current?.pending ?? 0);
          },
          // The store is unreachable: keep the hits for the next flush.
          () => {
            const current = known.get(key);
            if (current) current.pending += hits;
            schedule();
          },
        ),
      );
    }
    await Promise.all(sends);
  };

  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => void flush(), FLUSH_MS);
    timer.unref();
  };

  return {
    /** Counts one creation of this kind by the member; past the quota, 429 with Retry-After naming the limit. */
    async take(memberId: string, kind: CreationKind): Promise<void> {
      const { max, windowMs } = CREATION_QUOTAS[kind];
      const limit = max * scale;
      const key = `quota:${kind}:${memberId}`;
      const entry = batched ? known.get(key) : undefined;
      if (entry && entry.resetAt > Date.now() && (entry.count + entry.pending + 1) * 2 <= limit) {
        entry.pending += 1;
        schedule();
        return;
      }
      // Exact: this hit with any not yet sent, counted by the store before the answer.
      const pending = entry?.pending ?? 0;
      if (entry) entry.pending = 0;
      const window = await store.hit(key, windowMs, pending + 1);
      if (batched) remember(key, windowMs, window.count, window.retryAfterSeconds, known.get(key)?.pending ?? 0);
      if (window.count > limit) throw quotaExceeded(kind, limit, window.retryAfterSeconds);
    },

    /** Sends the hits still counted here (at shutdown). */
    async close(): Promise<void> {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
