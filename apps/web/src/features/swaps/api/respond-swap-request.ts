import { SwapRequestSchema, type RespondSwap } from '@rootshare/contracts/swaps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagingKeys } from '@/features/messaging/api/keys';
import { apiRequest } from '@/lib/api';
import { storeSwapRequest } from './get-swap-request';

/**
 * POST /swap-requests/{id}/respond: accept, decline or counter (recipient only, while pending). A
 * counter-offer replaces the responder's side with their chosen plants and hands the answer back:
 * the responder becomes the requester. A message given is also posted into the chat.
 */
export function respondSwapRequest({ id, response }: { id: string; response: RespondSwap }) {
  return apiRequest(`/swap-requests/${encodeURIComponent(id)}/respond`, { method: 'POST', body: response, schema: SwapRequestSchema });
}

/** After an answer the request is stored as answered and the chat reloads. */
export function useRespondSwapRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondSwapRequest,
    onSuccess: (swap) =>
      Promise.all([
        storeSwapRequest(queryClient, swap),
        swap.conversation_id ? queryClient.invalidateQueries({ queryKey: messagingKeys.messages(swap.conversation_id) }) : null,
      ]),
  });
}
