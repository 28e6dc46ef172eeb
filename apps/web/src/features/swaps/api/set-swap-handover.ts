import { SwapRequestSchema, type SetHandover } from '@rootshare/contracts/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { storeSwapRequest } from './get-swap-request';

/** PUT /swap-requests/{id}/handover: either member of an accepted swap chooses how the plants change hands. */
export function setSwapHandover(id: string, body: SetHandover) {
  return apiRequest(`/swap-requests/${encodeURIComponent(id)}/handover`, { method: 'PUT', body, schema: SwapRequestSchema });
}

export function useSetSwapHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handover }: { id: string } & SetHandover) => setSwapHandover(id, { handover }),
    onSuccess: (swap) => storeSwapRequest(queryClient, swap),
  });
}
