import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { cn } from '@/lib/cn';
import type { PostLists } from '../api/list-posts';
import { PostCard } from './post-card';

const GRID = 'grid grid-cols-1 items-start gap-5 md:grid-cols-2 lg:grid-cols-3';

/** Cards' outlines while posts load; `label` names the wait (the shell's 'Loading' while the posts' words are still on their way). */
export function PostGridSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <div className={GRID} role="status" aria-label={label}>
      {Array.from({ length: count }, (_, n) => (
        <Card key={n} className="overflow-hidden">
          <PersonSkeleton className="p-4" />
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** Loads the next page when the end of the list scrolls into view; the button does the same by hand. */
function LoadMore({ loading, onLoad }: { loading: boolean; onLoad: () => void }) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  useEffect(() => {
    load.current = onLoad;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={sentinel} className="flex justify-center pt-2">
      <Button variant="outline" onClick={onLoad} disabled={loading}>
        {loading && <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" />}
        {t(loading ? 'ui.loadingMore' : 'ui.loadMore')}
      </Button>
    </div>
  );
}

/** Posts in 1, 2 or 3 columns by width, with skeletons, an error state, an empty state and more on demand. */
export function PostGrid({
  query,
  empty,
  dimmed = false,
}: {
  query: UseInfiniteQueryResult<PostLists>;
  empty: ReactNode;
  dimmed?: boolean;
}) {
  const t = useT();
  const translate = useContractMessage();
  if (query.isPending) return <PostGridSkeleton label={t('posts.grid.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        icon={<AlertTriangle className="h-6 w-6" />}
        title={t('posts.grid.loadFailed')}
        description={translate(query.error.message)}
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  const posts = query.data.pages.flatMap((page) => page.posts);
  if (posts.length === 0) return <>{empty}</>;
  return (
    <div className="space-y-6">
      <div className={cn(GRID, dimmed && 'opacity-60 transition-opacity')} aria-busy={dimmed || undefined}>
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      {query.hasNextPage && <LoadMore loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />}
    </div>
  );
}
