import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

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
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-3" role="status" aria-label={t('loading')}>
      <Skeleton className={className} />
      <Skeleton className={className} />
      <Skeleton className={className} />
    </div>
  );
}

/**
 * A page about one thing (a plant, a post), loading: its picture, a title and a body, with what
 * the page shows above the title (`top`) and under it (`children`). `beside` puts the picture
 * left of the text on wider screens; otherwise `top` stands above the picture.
 */
export function DetailSkeleton({
  label,
  pictureClassName,
  beside = false,
  top,
  children,
}: {
  label: string;
  pictureClassName: string;
  beside?: boolean;
  top: ReactNode;
  children?: ReactNode;
}) {
  const picture = <Skeleton className={pictureClassName} />;
  const text = (
    <>
      <Skeleton className="h-10 w-2/3" />
      {children}
      <Skeleton className="h-24 w-full" />
    </>
  );
  return (
    <div
      className={cn('mx-auto w-full px-4 py-10 sm:px-6', beside ? 'grid max-w-6xl gap-6 md:grid-cols-2 md:gap-10' : 'max-w-3xl space-y-4')}
      role="status"
      aria-label={label}
    >
      {beside ? (
        <>
          {picture}
          <div className="space-y-4">
            {top}
            {text}
          </div>
        </>
      ) : (
        <>
          {top}
          {picture}
          {text}
        </>
      )}
    </div>
  );
}
