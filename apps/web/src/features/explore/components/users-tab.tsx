import { TriangleAlert, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsers } from '../api/list-users';
import { searchTermOf } from '../lib/browse-params';
import { UserResultCard } from './user-result-card';

/** Browse's People tab: newest gardeners, or those matching the search from 2 characters. */
export function UsersTab({ search }: { search: string }) {
  const text = searchTermOf(search);
  const users = useUsers(text);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  if (users.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading gardeners">
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
        title="Gardeners could not be loaded"
        description="Please check your connection and try again."
        action={<Button onClick={() => void users.refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="space-y-4">
      {text && list.length > 0 && !users.isPlaceholderData && (
        <h2 className="text-lg font-bold" aria-live="polite">
          {list.length} {list.length === 1 ? 'gardener matches' : 'gardeners match'} “{text}”
        </h2>
      )}
      {list.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" />}
          title="No users found"
          description={text ? `Nobody's name, username or location contains “${text}”.` : 'Gardeners who join Rootshare will appear here.'}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Gardeners" aria-busy={users.isFetching}>
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
            {users.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
