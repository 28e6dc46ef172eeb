import { Skeleton } from '@/components/ui/skeleton';

/** A few message bubbles, loading. */
export function BubblesSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={label}>
      <Skeleton className="h-10 w-2/3 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
      <Skeleton className="h-14 w-3/5 rounded-2xl" />
    </div>
  );
}
