import { PersonSkeleton } from '@/components/ui/skeleton';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/** The dropdown's rows while they load. */
export function NotificationSkeleton() {
  const t = useT();
  // It also stands in while the list's words load, saying the shell's word until they are there.
  const named = useLanguage().parts.includes('notifications');
  return (
    <div className="space-y-4 p-2" role="status" aria-label={t(named ? 'notifications.loading' : 'loading')}>
      {[0, 1, 2].map((n) => (
        <PersonSkeleton key={n} />
      ))}
    </div>
  );
}
