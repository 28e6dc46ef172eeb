import { formatDateTime } from '@rootshare/contracts/format';
import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useFailedJobs } from '../api/list-failed-jobs';
import { useRetryJob } from '../api/retry-job';
import { AdminOnly } from '../components/admin-only';

function FailedJobList() {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const jobs = useFailedJobs();
  const retry = useRetryJob();
  if (jobs.isPending) {
    return (
      <div role="status" aria-label={t('admin.jobs.loading')}>
        <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (jobs.isError) return <LoadError message={t('admin.jobs.loadError')} onRetry={() => void jobs.refetch()} />;
  if (jobs.data.jobs.length === 0) {
    return (
      <EmptyState icon={<CircleCheck className="h-6 w-6" />} title={t('admin.jobs.emptyTitle')} description={t('admin.jobs.emptyText')} />
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('admin.jobs.list')}>
      {jobs.data.jobs.map((job) => (
        <li key={job.id}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-bold">{job.name}</p>
              <p className="text-sm break-words text-destructive">{job.error}</p>
              <p className="text-xs text-muted-foreground">
                {t('admin.jobs.retries', { count: job.retries })}
                {job.failed_at ? ` · ${t('admin.jobs.failedAt', { date: formatDateTime(job.failed_at, language) })}` : ''}
              </p>
            </div>
            <Button
              variant="outline"
              disabled={retry.isPending && retry.variables === job.id}
              onClick={() =>
                retry.mutate(job.id, {
                  onSuccess: () => toast.success(t('admin.jobs.queued')),
                  onError: (error) => toast.error(translate(error.message) || t('admin.jobs.queueFailed')),
                })
              }
            >
              {t('admin.jobs.retry')}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** /admin/jobs: background jobs that used up their retries, each with Retry. */
export function FailedJobsPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('admin.jobs.documentTitle');
  }, [t]);
  return (
    <AdminOnly title={t('admin.jobs.title')} subtitle={t('admin.jobs.subtitle')}>
      <FailedJobList />
    </AdminOnly>
  );
}
