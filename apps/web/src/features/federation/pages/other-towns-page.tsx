import { Globe } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Page } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useFederationSettings } from '@/features/account/api/federation-settings';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSignInPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { BlockedList } from '../components/blocked-list';
import { FollowForm } from '../components/follow-form';
import { FollowingList } from '../components/following-list';
import { RemoteFeed } from '../components/remote-feed';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The page once the member's settings are known: the follow form, the accounts followed and their feed. */
function OtherTowns() {
  const t = useT();
  const settings = useFederationSettings();
  const loading = (
    <div role="status" aria-label={t('federation.page.loading')} className="space-y-4">
      <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />
      <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
    </div>
  );
  if (settings.isPending) return loading;
  if (settings.isError) return <LoadError message={t('federation.page.loadError')} onRetry={() => void settings.refetch()} />;
  if (!settings.data.available) {
    return <EmptyState icon={<Globe className="h-6 w-6" />} title={t('federation.off.title')} description={t('federation.off.text')} />;
  }
  return (
    <div className="space-y-8">
      {settings.data.federates ? (
        <Section id="follow-heading" title={t('federation.follow.title')}>
          <p className="text-sm text-muted-foreground">{t('federation.follow.hint')}</p>
          <FollowForm />
        </Section>
      ) : (
        <EmptyState
          icon={<Globe className="h-6 w-6" />}
          title={t('federation.turnOn.title')}
          description={t('federation.turnOn.text')}
          action={
            <Link to="/settings#other-servers" className={buttonClasses('primary')}>
              {t('federation.turnOn.link')}
            </Link>
          }
        />
      )}
      <Section id="following-heading" title={t('federation.following.title')}>
        <FollowingList />
      </Section>
      <Section id="feed-heading" title={t('federation.feed.title')}>
        {/* A reply and a message are checked with the comments' and messages' contracts, whose sentences are those parts'. */}
        <CatalogGate part="posts" fallback={<Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />}>
          <CatalogGate part="messaging" fallback={<Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />}>
            <RemoteFeed />
          </CatalogGate>
        </CatalogGate>
      </Section>
      <BlockedList />
    </div>
  );
}

/** /other-towns: following gardeners on other servers and reading what they publish; members only. */
export function OtherTownsPage() {
  const t = useT();
  const { status } = useSession();
  const signIn = useSignInPath();
  useEffect(() => {
    document.title = t('federation.page.documentTitle');
  }, [t]);
  if (status === 'signed-out') return <Navigate to={signIn} replace />;
  return (
    <Page title={t('federation.page.title')} subtitle={t('federation.page.subtitle')} width="narrow">
      {status === 'loading' ? <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" /> : <OtherTowns />}
    </Page>
  );
}
