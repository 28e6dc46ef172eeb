import { ReportQueuePageSchema } from '@rootshare/contracts/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

export type ReportView = 'open' | 'all';

/** GET /admin/reports: open reports first, newest first, by cursor; 404 for anyone but an admin. */
export function listReports(view: ReportView, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ view });
  if (cursor) params.set('cursor', cursor);
  return apiRequest(`/admin/reports?${params.toString()}`, { schema: ReportQueuePageSchema, ...(signal ? { signal } : {}) });
}

export const reportQueueQueryOptions = (view: ReportView) =>
  infiniteQueryOptions({
    queryKey: adminKeys.reportList(view),
    queryFn: ({ pageParam, signal }) => listReports(view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Reports arrive all the time; the queue is fresh whenever a moderator comes back to it.
    staleTime: 0,
  });

export function useReportQueue(view: ReportView, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...reportQueueQueryOptions(view), enabled: options.enabled ?? true });
}
