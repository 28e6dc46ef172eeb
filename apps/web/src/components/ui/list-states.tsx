import { useT } from '@/lib/i18n/i18n';
import { Button } from './button';
import { Card } from './card';

/** What a paged list (an infinite query) tells about its next page. */
export interface PagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** 'Load more' under a paged list while it has a next page; 'Loading...' while it comes. */
export function LoadMoreButton({ list, variant = 'outline' }: { list: PagedList; variant?: 'outline' | 'ghost' }) {
  const t = useT();
  if (!list.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-2">
      <Button
        variant={variant}
        size={variant === 'ghost' ? 'sm' : 'md'}
        onClick={() => void list.fetchNextPage()}
        disabled={list.isFetchingNextPage}
      >
        {list.isFetchingNextPage ? t('ui.loadingMore') : t('ui.loadMore')}
      </Button>
    </div>
  );
}

/** A list that failed to load: what went wrong and Try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4" role="alert">
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('ui.tryAgain')}
      </Button>
    </Card>
  );
}
