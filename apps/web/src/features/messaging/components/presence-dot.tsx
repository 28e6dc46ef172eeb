import { cn } from '@/lib/cn';

/** Green while the member is active, orange otherwise, with the words for screen readers. */
export function PresenceDot({ active, className }: { active: boolean; className?: string }) {
  return (
    <span
      className={cn('absolute right-0 bottom-0 h-3 w-3 rounded-full ring-2 ring-card', active ? 'bg-success' : 'bg-orange-400', className)}
    >
      <span className="sr-only">{active ? 'Online' : 'Away'}</span>
    </span>
  );
}
