import { CareSchedulesSchema, type CareKind, type SetCareSchedule } from '@rootshare/contracts/care-reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userPlantPath } from '@/lib/api-paths';
import { careReminderKeys } from './keys';

/** GET /user-plants/{id}/care-reminders: the owner's water, feed and repot schedules for a plant. */
export function getCareSchedules(userPlantId: string, signal?: AbortSignal) {
  return apiRequest(`${userPlantPath(userPlantId)}/care-reminders`, { schema: CareSchedulesSchema, ...(signal ? { signal } : {}) });
}

export const careSchedulesQueryOptions = (userPlantId: string) =>
  queryOptions({ queryKey: careReminderKeys.schedules(userPlantId), queryFn: ({ signal }) => getCareSchedules(userPlantId, signal) });

export function useCareSchedules(userPlantId: string) {
  return useQuery(careSchedulesQueryOptions(userPlantId));
}

/** PUT /user-plants/{id}/care-reminders/{kind}: a schedule on (with its interval and when it was last done) or off. */
export function useSetCareSchedule(userPlantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: { kind: CareKind } & SetCareSchedule) =>
      apiRequest(`${userPlantPath(userPlantId)}/care-reminders/${kind}`, { method: 'PUT', body, schema: CareSchedulesSchema }),
    onSuccess: (schedules) => {
      queryClient.setQueryData(careReminderKeys.schedules(userPlantId), schedules);
      return queryClient.invalidateQueries({ queryKey: careReminderKeys.today });
    },
  });
}
