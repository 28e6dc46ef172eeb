import { Popover } from 'radix-ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { NotificationSkeleton } from '@/features/notifications/components/notification-skeleton';
import type { ReviewShown } from '@/features/swaps/components/review-dialog';
import { bellLabel, BellFace, ICON_TRIGGER_CLASSES, useNotificationBadge } from './header-faces';

// The list and the review dialog load on first use, apart from the first page.
const NotificationPanel = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-panel')).NotificationPanel,
}));
const ReviewDialog = lazy(async () => ({ default: (await import('@/features/swaps/components/review-dialog')).ReviewDialog }));

/**
 * The bell and its dropdown: the unread count as a badge ('99+' above 99), polled
 * and pushed by the socket. The dropdown's list (which marks everything read once per opening)
 * loads on first use and closes on an outside click (Radix Popover). A review notification opens
 * the review dialog from here, so the dialog outlives the dropdown.
 */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useT();
  const { user } = useSession();
  const badge = useNotificationBadge(user?.profile.id);
  const [open, setOpen] = useState(defaultOpen);
  const [reviewing, setReviewing] = useState<{ swapRequestId: string; show: ReviewShown } | null>(null);
  const headingId = useId();

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={ICON_TRIGGER_CLASSES} aria-label={bellLabel(t, badge)}>
          <BellFace badge={badge} />
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
              {t('nav.notifications')}
            </h2>
            <Suspense fallback={<NotificationSkeleton />}>
              <NotificationPanel
                onOpenReview={(swapRequestId, show) => {
                  setOpen(false);
                  setReviewing({ swapRequestId, show });
                }}
                onNavigate={() => setOpen(false)}
              />
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewDialog
            swapRequestId={reviewing.swapRequestId}
            show={reviewing.show}
            open
            onOpenChange={(next) => !next && setReviewing(null)}
          />
        </Suspense>
      )}
    </>
  );
}
