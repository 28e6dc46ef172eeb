import { CalendarFeedCreatedSchema, CalendarFeedStateSchema } from '@rootshare/contracts/meets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { accountKeys } from './keys';

/** GET /calendar-feed: whether the member has a private calendar address. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: accountKeys.calendarFeed,
    queryFn: ({ signal }) => apiRequest('/calendar-feed', { schema: CalendarFeedStateSchema, signal }),
  });
}

/** POST /calendar-feed: a new address (shown once); the old one stops working. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/calendar-feed', { method: 'POST', schema: CalendarFeedCreatedSchema }),
    onSuccess: (created) => queryClient.setQueryData(accountKeys.calendarFeed, { active: true, created_at: created.created_at }),
  });
}

/** DELETE /calendar-feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(accountKeys.calendarFeed, { active: false, created_at: null }),
  });
}
