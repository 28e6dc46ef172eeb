import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { sampleSwap, SWAP_ID } from '@/test/swaps';
import { swapKeys } from './keys';
import { applySwapEvent } from './live';

describe('applySwapEvent', () => {
  it('marks the changed request and the sub-tab lists stale, so the cards showing them refetch', () => {
    const queryClient = createQueryClient();
    const other = '88888888-8888-4888-8888-888888888888';
    queryClient.setQueryData(swapKeys.detail(SWAP_ID), sampleSwap());
    queryClient.setQueryData(swapKeys.detail(other), sampleSwap({ id: other }));
    queryClient.setQueryData(swapKeys.list('pending'), { pages: [], pageParams: [] });
    applySwapEvent(queryClient, { type: 'swap_updated', swapRequestId: SWAP_ID });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(swapKeys.detail(SWAP_ID))).toBe(true);
    expect(stale(swapKeys.detail(other))).toBe(false);
    expect(stale(swapKeys.list('pending'))).toBe(true);
  });
});
