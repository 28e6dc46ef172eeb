import { DueRemindersSchema } from '@rootshare/contracts/care-reminders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { careReminderKeys } from './keys';

/** GET /care-reminders/today: the member's reminders due by the end of today, overdue ones first. */
export function getTodayReminders(signal?: AbortSignal) {
  return apiRequest('/care-reminders/today', { schema: DueRemindersSchema, ...(signal ? { signal } : {}) });
}

export const todayRemindersQueryOptions = () =>
  queryOptions({ queryKey: careReminderKeys.today, queryFn: ({ signal }) => getTodayReminders(signal) });

export function useTodayReminders() {
  return useQuery(todayRemindersQueryOptions());
}

/** POST /care-reminders/{id}/done or /snooze: the reminder leaves Today. */
export function useAnswerReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: { done: true } | { snoozeDays: number } }) =>
      'done' in answer
        ? apiRequest<undefined>(`/care-reminders/${encodeURIComponent(id)}/done`, { method: 'POST' })
        : apiRequest<undefined>(`/care-reminders/${encodeURIComponent(id)}/snooze`, { method: 'POST', body: { days: answer.snoozeDays } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careReminderKeys.all }),
  });
}
