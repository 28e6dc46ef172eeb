import { FailedJobsSchema } from '@rootshare/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /admin/jobs/failed: background jobs that used up their retries. */
export function useFailedJobs() {
  return useQuery({
    queryKey: adminKeys.failedJobs,
    queryFn: ({ signal }) => apiRequest('/admin/jobs/failed', { schema: FailedJobsSchema, signal }),
    staleTime: 0,
  });
}
