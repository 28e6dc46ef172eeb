import { formatBadgeCount } from '@rootshare/contracts/format';
import { HEADER_BADGE_CAP } from '@rootshare/contracts/limits';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { CountBadge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { useNotificationUnreadCount } from '@/features/notifications/api/get-unread-count';
import { NotificationSkeleton } from '@/features/notifications/components/notification-skeleton';

// The list and the review dialog load on first use, apart from the first page.
const NotificationPanel = lazy(async () => ({ default: (await import('@/features/notifications/components/notification-panel')).NotificationPanel }));
const ReviewDialog = lazy(async () => ({ default: (await import('@/features/swaps/components/review-dialog')).ReviewDialog }));

/**
 * The bell and its dropdown (part 1 §2, §4): the unread count as a badge ('99+' above 99), polled
 * and pushed by the socket. The dropdown's list (which marks everything read once per opening)
 * loads on first use and closes on an outside click (Radix Popover). A review notification opens
 * the review dialog from here, so the dialog outlives the dropdown.
 */
export function NotificationBell() {
  const { user } = useSession();
  const count = useNotificationUnreadCount(user?.profile.id).data ?? 0;
  const badge = count > 0 ? formatBadgeCount(count, HEADER_BADGE_CAP) : null;
  const [open, setOpen] = useState(false);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const headingId = useId();

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={buttonClasses('ghost', 'icon', 'relative')} aria-label={badge ? `Notifications, ${badge} unread` : 'Notifications'}>
          <Bell className="h-5 w-5" aria-hidden="true" />
          <CountBadge count={badge} />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-labelledby={headingId}
            className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-2xl border border-border bg-card p-2 shadow-lifted"
          >
            <h2 id={headingId} className="px-2 pt-1 pb-2 text-base font-bold">
              Notifications
            </h2>
            <Suspense fallback={<NotificationSkeleton />}>
              <NotificationPanel
                onOpenReview={(swapRequestId) => {
                  setOpen(false);
                  setReviewing(swapRequestId);
                }}
                onNavigate={() => setOpen(false)}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewDialog swapRequestId={reviewing} open onOpenChange={(next) => !next && setReviewing(null)} />
        </Suspense>
      )}
    </>
  );
}
