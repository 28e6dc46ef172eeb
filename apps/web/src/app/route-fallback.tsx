import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/i18n';

/** Shown while a route's code loads. */
export function RouteFallback() {
  const t = useT();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 py-10 sm:px-6" role="status" aria-label={t('loading')}>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
