import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';

/** Green while the member is active, orange otherwise, with the words for screen readers. */
export function PresenceDot({ active, className }: { active: boolean; className?: string }) {
  const t = useT();
  return (
    <span
      className={cn('absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-card', active ? 'bg-success' : 'bg-orange-400', className)}
    >
      <span className="sr-only">{active ? t('messaging.online') : t('messaging.away')}</span>
    </span>
  );
}
