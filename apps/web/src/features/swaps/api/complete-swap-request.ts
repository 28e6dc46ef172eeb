import { SwapRequestSchema } from '@rootshare/contracts/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { storeSwapRequest } from './get-swap-request';

/** POST /swap-requests/{id}/complete: marks the caller's side of an accepted swap; both sides make it completed. */
export function completeSwapRequest(id: string) {
  return apiRequest(`/swap-requests/${encodeURIComponent(id)}/complete`, { method: 'POST', schema: SwapRequestSchema });
}

export function useCompleteSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeSwapRequest, onSuccess: (swap) => storeSwapRequest(queryClient, swap) });
}
