import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { EmptyState } from '@/components/ui/empty-state';
import { buttonClasses } from '@/components/ui/button';

/**
 * The bell and its dropdown. Notifications are created by swaps and reviews; until a member has
 * any, the dropdown shows its empty state. Closes on an outside click (Radix Popover).
 */
export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClasses('ghost', 'icon', 'relative')} aria-label="Notifications">
        <Bell className="h-5 w-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-border bg-card p-3 shadow-lifted">
          <h2 className="px-1 pb-2 text-base font-bold">Notifications</h2>
          <EmptyState
            className="border-none py-8"
            icon={<Bell className="h-6 w-6" />}
            title="No notifications yet"
            description="Swap requests, replies and review reminders will show up here."
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
