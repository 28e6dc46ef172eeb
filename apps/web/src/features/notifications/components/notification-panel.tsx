import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { opensReviewDialog, type Notification } from '@rootshare/contracts/notifications';
import { NOTIFICATION_PAGES } from '@rootshare/contracts/push-constants';
import { Bell, Globe, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMoreButton } from '@/components/ui/list-states';
import type { ReviewShown } from '@/features/swaps/components/review-dialog';
import { cn } from '@/lib/cn';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useNow } from '@/lib/use-now';
import { useDeleteNotification } from '../api/delete-notification';
import { flattenNotifications, useNotifications } from '../api/list-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationSkeleton } from './notification-skeleton';

export interface NotificationPanelProps {
  /** A review notification was chosen: open the review dialog for its swap, on the review received for 'You received a review'. */
  onOpenReview: (swapRequestId: string, show: ReviewShown) => void;
  /** The member is leaving for another page: close the dropdown. */
  onNavigate: () => void;
}

/**
 * Where a notification leads: its swap meet's page, the plant it is about, its conversation (in the
 * inbox, or with an account on another server) when it names one, else the inbox.
 */
export function notificationTarget(notification: Notification): string {
  if (notification.meet_id) return NOTIFICATION_PAGES.meet(notification.meet_id);
  if (notification.user_plant_id) return NOTIFICATION_PAGES.plant(notification.user_plant_id);
  if (notification.remote_conversation_id) return NOTIFICATION_PAGES.remoteConversation(notification.remote_conversation_id);
  return notification.conversation_id ? NOTIFICATION_PAGES.conversation(notification.conversation_id) : NOTIFICATION_PAGES.messages;
}

interface RowProps {
  notification: Notification;
  /** Unread, or unread when this opening marked it read: shown as new. */
  unread: boolean;
  now: Date;
  onAct: () => void;
  onDelete: () => void;
}

function NotificationRow({ notification, unread, now, onAct, onDelete }: RowProps) {
  const t = useT();
  const { language } = useLanguage();
  const other = notification.other_user;
  return (
    <li className={cn('group relative flex items-start gap-1 rounded-xl transition-colors hover:bg-muted', unread && 'bg-accent-soft')}>
      <button
        type="button"
        onClick={onAct}
        className="flex min-w-0 flex-1 items-start gap-3 rounded-xl p-2 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        {other ? (
          <Avatar src={other.avatar_url} name={other.full_name ?? other.username} size="sm" className="mt-0.5" />
        ) : (
          // Not from a member here (a meet's change, a reminder, a message from another server): what kind, not a letter.
          <span
            className="mt-0.5 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-sage text-primary"
            aria-hidden="true"
          >
            {notification.type === 'message' ? <Globe className="h-4 w-4" /> : <Bell className="h-4 w-4" />}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-1.5">
            {unread && (
              <>
                <span className="h-2 w-2 shrink-0 rounded-full bg-accent" aria-hidden="true" />
                <span className="sr-only">{t('notifications.unread')}</span>
              </>
            )}
            <span className={cn('truncate text-sm', unread ? 'font-bold' : 'font-semibold')}>{notification.title}</span>
          </span>
          <span className="line-clamp-2 block text-sm text-muted-foreground">{notification.message}</span>
          <time
            dateTime={notification.created_at}
            title={formatDateTime(notification.created_at, language)}
            className="mt-0.5 block text-xs text-muted-foreground"
          >
            {formatRelativeTime(notification.created_at, now, language)}
          </time>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="mt-1 h-8 w-8 shrink-0 text-muted-foreground hover:text-destructive"
        aria-label={t('notifications.delete', { title: notification.title })}
        onClick={onDelete}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * The bell's dropdown list, mounted per opening: it marks everything read once,
 * and still shows what was new. Choosing an item marks it read; review types open the review
 * dialog for their swap, everything else goes to the inbox (the conversation, when the
 * notification names one). Each item can be deleted.
 */
export function NotificationPanel(props: NotificationPanelProps) {
  // The bell is on every page; the list's words come with it when it first opens.
  return (
    <CatalogGate part="notifications" fallback={<NotificationSkeleton />}>
      <NotificationList {...props} />
    </CatalogGate>
  );
}

function NotificationList({ onOpenReview, onNavigate }: NotificationPanelProps) {
  const t = useT();
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const { mutate: markAllRead } = markAll;
  const markedOnOpen = useRef(false);
  useEffect(() => {
    // Once per opening, also when development mode runs effects twice.
    if (markedOnOpen.current) return;
    markedOnOpen.current = true;
    markAllRead();
  }, [markAllRead]);
  const fresh = new Set(markAll.data);
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const navigate = useNavigate();
  const now = useNow();

  const act = (notification: Notification) => {
    if (!notification.is_read) markRead.mutate(notification.id);
    if (opensReviewDialog(notification.type) && notification.swap_request_id) {
      onOpenReview(notification.swap_request_id, notification.type === 'review_ready' ? 'received' : 'mine');
      return;
    }
    onNavigate();
    void navigate(notificationTarget(notification));
  };
  const deleteOne = (notification: Notification) =>
    remove.mutate(notification.id, { onError: () => toast.error(t('notifications.deleteFailed')) });

  if (list.isPending) return <NotificationSkeleton />;
  if (list.isError) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center" role="alert">
        <p className="font-semibold">{t('notifications.loadFailed')}</p>
        <p className="text-sm text-muted-foreground">{t('notifications.loadFailedText')}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          {t('notifications.tryAgain')}
        </Button>
      </div>
    );
  }
  const notifications = flattenNotifications(list.data);
  if (notifications.length === 0) {
    return (
      <EmptyState
        className="border-none py-8"
        icon={<Bell className="h-6 w-6" />}
        title={t('notifications.emptyTitle')}
        description={t('notifications.emptyText')}
      />
    );
  }
  return (
    <div className="max-h-[min(28rem,70dvh)] overflow-y-auto">
      <ul className="space-y-1" aria-label={t('notifications.list')}>
        {notifications.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            unread={!notification.is_read || fresh.has(notification.id)}
            now={now}
            onAct={() => act(notification)}
            onDelete={() => deleteOne(notification)}
          />
        ))}
      </ul>
      <LoadMoreButton list={list} variant="ghost" />
    </div>
  );
}
