import type { ReactNode } from 'react';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { AdminNav } from './admin-nav';

/** An admin page: anyone but an admin gets the not-found page, as the API answers them 404. */
export function AdminOnly({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') {
    return (
      <Page title={title} width="narrow">
        <Skeleton className="h-40 w-full rounded-[var(--radius-card)]" />
      </Page>
    );
  }
  if (status !== 'signed-in' || !user?.profile.is_admin) return <NotFoundPage />;
  return (
    <Page title={title} subtitle={subtitle} width="narrow">
      <AdminNav />
      {children}
    </Page>
  );
}
