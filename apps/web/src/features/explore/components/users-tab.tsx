import { TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { CardRowSkeleton, Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useUsers } from '../api/list-users';
import { searchTermOf } from '../lib/browse-params';
import { UserResultCard } from './user-result-card';

/** Browse's People tab, drawn once its words have loaded in the page's language. */
export function UsersTab({ search }: { search: string }) {
  return (
    <CatalogGate part="browse-tabs" fallback={<CardRowSkeleton />}>
      <Gardeners search={search} />
    </CatalogGate>
  );
}

/** The newest gardeners, or those matching the search from 2 characters. */
function Gardeners({ search }: { search: string }) {
  const t = useT();
  const text = searchTermOf(search);
  const users = useUsers(text);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  if (users.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t('browse.loadingGardeners')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-44" />
        ))}
      </div>
    );
  }
  if (users.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert className="h-6 w-6" />}
        title={t('browse.gardenersFailed')}
        description={t('browse.checkConnection')}
        action={<Button onClick={() => void users.refetch()}>{t('browse.tryAgain')}</Button>}
      />
    );
  }
  return (
    <div className="space-y-4">
      {text && list.length > 0 && !users.isPlaceholderData && (
        <h2 className="text-lg font-bold" aria-live="polite">
          {t('browse.gardenersMatch', { count: list.length, text })}
        </h2>
      )}
      {list.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" />}
          title={t('browse.noUsers')}
          description={text ? t('browse.noUsersMatch', { text }) : t('browse.noUsersYet')}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('browse.gardeners')} aria-busy={users.isFetching}>
          {list.map((user) => (
            <li key={user.id}>
              <UserResultCard user={user} />
            </li>
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <div className="flex justify-center">
          <Button variant="outline" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            {users.isFetchingNextPage ? t('browse.loading') : t('browse.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
