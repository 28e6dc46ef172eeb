import { cn } from '@/lib/cn';

/** A placeholder block shown while content loads. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-muted', className)} />;
}

/** A member's avatar beside two lines of text, loading (a conversation row, a chat header, a notification). */
export function PersonSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Skeleton className="h-10 w-10 shrink-0 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3 max-w-40" />
        <Skeleton className="h-3 w-5/6 max-w-56" />
      </div>
    </div>
  );
}

/** Three placeholder cards in a row (one column on phones), while a list or a panel loads. */
export function CardRowSkeleton({ className = 'h-56' }: { className?: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-3" role="status" aria-label="Loading">
      <Skeleton className={className} />
      <Skeleton className={className} />
      <Skeleton className={className} />
    </div>
  );
}
