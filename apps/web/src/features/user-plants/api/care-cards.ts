import { SwapCareCardSchema, SwapCareCardsSchema, type CareCardInput } from '@rootshare/contracts/user-plants';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

const cardsPath = (swapRequestId: string) => `/swap-requests/${encodeURIComponent(swapRequestId)}/care-cards`;

/** GET /swap-requests/{id}/care-cards: the caller's own plants in an accepted swap, each with its card or a draft. */
export function getSwapCareCards(swapRequestId: string, signal?: AbortSignal) {
  return apiRequest(cardsPath(swapRequestId), { schema: SwapCareCardsSchema, ...(signal ? { signal } : {}) });
}

export const swapCareCardsQueryOptions = (swapRequestId: string) =>
  queryOptions({ queryKey: userPlantKeys.careCards(swapRequestId), queryFn: ({ signal }) => getSwapCareCards(swapRequestId, signal) });

export function useSwapCareCards(swapRequestId: string) {
  return useQuery(swapCareCardsQueryOptions(swapRequestId));
}

/** PUT /swap-requests/{id}/care-cards/{plantId}: the giver writes their plant's card. */
export function useSaveCareCard(swapRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plantId, card }: { plantId: string; card: CareCardInput }) =>
      apiRequest(`${cardsPath(swapRequestId)}/${encodeURIComponent(plantId)}`, { method: 'PUT', body: card, schema: SwapCareCardSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userPlantKeys.careCards(swapRequestId) }),
  });
}
