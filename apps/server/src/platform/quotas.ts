import { CREATION_QUOTAS, type CreationKind } from '@rootshare/contracts/limits';
import { tooManyRequests } from './errors';
import type { RateLimitStore } from './rate-limit';

/** Per-member creation quotas, counted in the rate-limit store (Redis when configured, so shared by instances). */
export function createQuotas(store: RateLimitStore, scale = 1) {
  return {
    /** Counts one creation of this kind by the member; 429 with Retry-After past the quota. */
    async take(memberId: string, kind: CreationKind): Promise<void> {
      const { max, windowMs } = CREATION_QUOTAS[kind];
      const window = await store.hit(`quota:${kind}:${memberId}`, windowMs);
      if (window.count > max * scale) throw tooManyRequests(window.retryAfterSeconds);
    },
  };
}

export type Quotas = ReturnType<typeof createQuotas>;
