import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, LoadMoreButton } from '@/components/ui/list-states';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ApiError } from '@/lib/api';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useT } from '@/lib/i18n/i18n';
import { useReportQueue, type ReportView } from '../api/list-reports';
import { AdminNav } from '../components/admin-nav';
import { ReportCard } from '../components/report-card';
import { TabPanelHeading } from '@/components/ui/tab-panel-heading';
import { Tabs } from '@/components/ui/tabs';

const VIEWS: Array<{ value: ReportView; label: MessageKey }> = [
  { value: 'open', label: 'admin.queue.viewOpen' },
  { value: 'all', label: 'admin.queue.viewAll' },
];

/** Report cards loading, at about their height. */
function QueueSkeleton() {
  const t = useT();
  return (
    <div className="space-y-4" role="status" aria-label={t('admin.queue.loading')}>
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} className="h-60 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/** One view of the queue: loading, error, empty, or the reports a page at a time. */
function ReportList({ view, onForbidden }: { view: ReportView; onForbidden: () => void }) {
  const t = useT();
  const queue = useReportQueue(view);
  const forbidden = queue.error instanceof ApiError && queue.error.status === 404;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);

  if (queue.isPending) return <QueueSkeleton />;
  if (queue.isError) return <LoadError message={t('admin.queue.loadError')} onRetry={() => void queue.refetch()} />;
  const reports = queue.data.pages.flatMap((page) => page.reports);
  if (reports.length === 0) {
    return (
      <EmptyState
        icon={<ShieldCheck className="h-6 w-6" />}
        title={t(view === 'open' ? 'admin.queue.emptyOpenTitle' : 'admin.queue.emptyAllTitle')}
        description={t(view === 'open' ? 'admin.queue.emptyOpenText' : 'admin.queue.emptyAllText')}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="space-y-4" aria-label={t(view === 'open' ? 'admin.queue.listOpen' : 'admin.queue.listAll')}>
        {reports.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      <LoadMoreButton list={queue} />
    </div>
  );
}

/** /admin: the moderators' report queue. Anyone but an admin gets the not-found page, as the API answers them 404. */
export function AdminPage() {
  const t = useT();
  const { status, user } = useSession();
  const [view, setView] = useState<ReportView>('open');
  const [revoked, setRevoked] = useState(false);
  const isAdmin = status === 'signed-in' && Boolean(user?.profile.is_admin) && !revoked;
  useEffect(() => {
    if (isAdmin) document.title = t('admin.queue.documentTitle');
  }, [isAdmin, t]);

  if (status === 'loading') {
    return (
      <Page title={t('admin.queue.title')} width="narrow">
        <QueueSkeleton />
      </Page>
    );
  }
  if (!isAdmin) return <NotFoundPage />;
  return (
    <Page title={t('admin.queue.title')} subtitle={t('admin.queue.subtitle')} width="narrow">
      <AdminNav />
      <Tabs.Root value={view} onValueChange={(value) => setView(VIEWS.find((v) => v.value === value)?.value ?? 'open')}>
        <Tabs.List aria-label={t('admin.queue.views')} className="flex gap-1 rounded-full bg-muted p-1">
          {VIEWS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="flex-1 rounded-full px-3 py-2 text-sm font-bold whitespace-nowrap text-muted-foreground hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary data-[state=active]:shadow-sm"
            >
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {VIEWS.map(({ value, label }) => (
          <Tabs.Content
            key={value}
            value={value}
            className="mt-5 rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-4"
          >
            <TabPanelHeading>{t(label)}</TabPanelHeading>
            <ReportList view={value} onForbidden={() => setRevoked(true)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}
