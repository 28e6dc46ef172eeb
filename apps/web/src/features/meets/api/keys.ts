import type { MeetsQuery } from '@rootshare/contracts/meets';

/** Query keys of swap meets; a change to a meet refreshes everything under `all`. */
export const meetKeys = {
  all: ['meets'] as const,
  list: (query: MeetsQuery) => ['meets', 'list', query] as const,
  nearby: ['meets', 'nearby'] as const,
  detail: (id: string) => ['meets', 'detail', id] as const,
  /** Under the swap's own key (features/swaps), so the swap's live updates refetch its handover plan too. */
  handoverPlan: (swapId: string) => ['swaps', 'detail', swapId, 'handover-plan'] as const,
};
