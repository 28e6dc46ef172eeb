import { SwapRequestSchema, type CreateSwapRequest } from '@rootshare/contracts/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/keys';
import { apiRequest } from '@/lib/api';
import { storeSwapRequest } from './get-swap-request';

/**
 * POST /swap-requests: the server finds or starts the conversation (about the first requested
 * plant when none is given), posts the request's card into it and tells the recipient.
 */
export function createSwapRequest(request: CreateSwapRequest) {
  return apiRequest('/swap-requests', { method: 'POST', body: request, schema: SwapRequestSchema });
}

/** Sends a request; the Swaps tab and the inbox (which gains the card) refresh. */
export function useCreateSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSwapRequest,
    onSuccess: (swap) =>
      Promise.all([
        storeSwapRequest(queryClient, swap),
        queryClient.invalidateQueries({ queryKey: messagingKeys.conversations }),
        swap.conversation_id ? queryClient.invalidateQueries({ queryKey: messagingKeys.messages(swap.conversation_id) }) : null,
      ]),
  });
}
