import { formatDateTime } from '@rootshare/contracts/format';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useFailedJobs } from '../api/list-failed-jobs';
import { useRetryJob } from '../api/retry-job';

import { AdminOnly } from '../components/admin-only';

function FailedJobList() {
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  if (jobs.isPending) {
    return (
      <div role="status" aria-label="Loading failed jobs">
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (jobs.isError) return <LoadError message="Couldn't load the failed jobs." onRetry={() => void jobs.refetch()} />;
  if (jobs.data.jobs.length === 0) {
    return (
      <EmptyState
        icon={<CircleCheck className="h-6 w-6" />}
        title="No failed jobs"
        description="Background work that keeps failing after its retries shows up here."
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Failed jobs, newest first">
      {jobs.data.jobs.map((job) => (
        <li key={job.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-bold">{job.name}</p>
              <p className="text-sm break-words text-destructive">{job.error}</p>
              <p className="text-xs text-muted-foreground">
                {job.retries} {job.retries === 1 ? 'retry' : 'retries'}
                {job.failed_at ? ` · failed ${formatDateTime(job.failed_at)}` : ''}
              </p>
            </div>
            <Button
              variant="outline"
              disabled={retry.isPending && retry.variables === job.id}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toast.success('Queued again'),
                  onError: (error) => toast.error(error.message || 'Could not queue it again'),
                })
              }
            >
              Retry
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/jobs: background jobs that used up their retries, each with Retry. */
export function FailedJobsPage() {
  useEffect(() => {
    document.title = 'Failed jobs — Rootshare';
  }, []);
  return (
    <AdminOnly title="Failed jobs" subtitle="Jobs are retried with growing waits; these ran out of tries.">
      <FailedJobList />
    </AdminOnly>
  );
}
