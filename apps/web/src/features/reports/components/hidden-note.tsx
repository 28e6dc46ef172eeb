import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CatalogGate, useT } from '@/lib/i18n/i18n';

/**
 * What the author of something a moderator hid sees on it: nobody else is shown it. `compact`
 * is the short badge for cards and comments.
 */
export function HiddenNote(props: { compact?: boolean; className?: string }) {
  return (
    <CatalogGate part="reports" fallback={null}>
      <HiddenNoteWords {...props} />
    </CatalogGate>
  );
}

function HiddenNoteWords({ compact = false, className }: { compact?: boolean; className?: string }) {
  const t = useT();
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 font-semibold text-foreground',
        compact ? 'w-fit rounded-full bg-warning/25 px-2.5 py-0.5 text-xs' : 'rounded-xl bg-warning/20 px-3.5 py-2.5 text-sm',
        className,
      )}
    >
      <EyeOff className={compact ? 'h-3.5 w-3.5' : 'h-4 w-4'} aria-hidden="true" />
      {t(compact ? 'reports.hiddenCompact' : 'reports.hiddenNote')}
    </p>
  );
}
