import { PersonSkeleton } from '@/components/ui/skeleton';

/** The dropdown's rows while they load. */
export function NotificationSkeleton() {
  return (
    <div className="space-y-4 p-2" role="status" aria-label="Loading notifications">
      {[0, 1, 2].map((n) => (
        <PersonSkeleton key={n} />
      ))}
    </div>
  );
}
