import { HandoverPlanResponseSchema, type HandoverPlanInput } from '@rootshare/contracts/meets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { meetKeys } from './keys';

const pathOf = (swapId: string) => `/swap-requests/${encodeURIComponent(swapId)}/handover-plan`;

/** GET /swap-requests/{id}/handover-plan: the proposed or agreed time and place, if any. */
export function useHandoverPlan(swapId: string, enabled = true) {
  return useQuery({
    queryKey: meetKeys.handoverPlan(swapId),
    queryFn: ({ signal }) => apiRequest(pathOf(swapId), { schema: HandoverPlanResponseSchema, signal }),
    enabled,
  });
}

/** PUT (propose, or counter the other's proposal) and POST accept. */
export function useChangeHandoverPlan(swapId: string) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { plan: unknown }) => queryClient.setQueryData(meetKeys.handoverPlan(swapId), answer);
  return {
    propose: useMutation({
      mutationFn: (input: HandoverPlanInput) =>
        apiRequest(pathOf(swapId), { method: 'PUT', body: input, schema: HandoverPlanResponseSchema }),
      onSuccess,
    }),
    accept: useMutation({
      mutationFn: () => apiRequest(`${pathOf(swapId)}/accept`, { method: 'POST', schema: HandoverPlanResponseSchema }),
      onSuccess,
    }),
  };
}

export const handoverCalendarPath = (swapId: string) => `${pathOf(swapId)}/calendar.ics`;
