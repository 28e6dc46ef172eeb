import { ReceivedPlantsSchema } from '@rootshare/contracts/user-plants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantKeys } from './keys';

/** GET /swap-requests/{id}/received-plants: what a completed swap gave the caller, and which they added. */
export function getReceivedPlants(swapRequestId: string, signal?: AbortSignal) {
  return apiRequest(`/swap-requests/${encodeURIComponent(swapRequestId)}/received-plants`, {
    schema: ReceivedPlantsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const receivedPlantsQueryOptions = (swapRequestId: string) =>
  queryOptions({ queryKey: userPlantKeys.received(swapRequestId), queryFn: ({ signal }) => getReceivedPlants(swapRequestId, signal) });

export function useReceivedPlants(swapRequestId: string) {
  return useQuery(receivedPlantsQueryOptions(swapRequestId));
}
