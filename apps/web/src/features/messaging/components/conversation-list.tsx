import { formatRelativeTime } from '@rootshare/contracts/format';
import type { ConversationEntry } from '@rootshare/contracts/messaging';
import { HIDDEN_MESSAGE_CONTENT } from '@rootshare/contracts/reports-constants';
import { previewOf, SHARED_IMAGE_CONTENT } from '@rootshare/contracts/messaging-constants';
import { Ban, Camera, MessageCircle, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { useLanguage, useT, type Translate } from '@/lib/i18n/i18n';
import { ConversationPlantLink } from './conversation-plant';
import { PresenceDot } from './presence-dot';

/** The element id of a conversation's row, to return focus to it. */
export const rowId = (conversationId: string) => `conversation-${conversationId}`;

/** The inbox preview of a conversation's last message (previewOf) in the language on screen. */
function previewText(t: Translate, lastMessage: ConversationEntry['lastMessage']): string {
  const { photo, text } = previewOf(lastMessage);
  const content = lastMessage?.content?.trim() ?? '';
  if (!lastMessage) return t('messaging.preview.start');
  if (content === HIDDEN_MESSAGE_CONTENT) return t('messaging.bubble.hidden');
  if (photo)
    return content && content !== SHARED_IMAGE_CONTENT
      ? t('messaging.preview.photoCaption', { caption: content })
      : t('messaging.row.photo');
  return content ? text : t('messaging.preview.sent');
}

/** What the inbox list needs from its query. */
export interface ConversationListState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

function ConversationRow({
  entry,
  selected,
  active,
  now,
  onSelect,
}: {
  entry: ConversationEntry;
  selected: boolean;
  active: boolean;
  now: Date;
  onSelect: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  const { otherParticipant: other, lastMessage, plant } = entry;
  const name = other.username || t('messaging.unknownUser');
  const preview = previewOf(lastMessage);
  const unread = entry.unread_count > 0;
  const when = lastMessage?.created_at ?? entry.conversation.last_message_at;
  return (
    // The plant's link sits over the row's button (a link cannot be inside a button), on the line kept for it.
    <li className="relative">
      <button
        type="button"
        id={rowId(entry.conversation.id)}
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full items-start gap-3 rounded-2xl px-3 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2',
          selected ? 'bg-sage/70' : 'hover:bg-muted',
        )}
      >
        <span className="relative shrink-0">
          <Avatar src={other.avatar_url} name={other.username} />
          <PresenceDot active={active} />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn('truncate', unread ? 'font-extrabold' : 'font-semibold')}>{name}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              {when ? formatRelativeTime(when, now, language) : t('messaging.row.new')}
            </span>
          </span>
          {plant && (
            <span className="block h-7">
              <span className="sr-only">{t('messaging.about', { plant: plant.name })}</span>
            </span>
          )}
          <span className="flex items-center justify-between gap-2">
            <span
              className={cn('flex min-w-0 items-center gap-1 text-sm', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}
            >
              {entry.read_only && <Ban className="h-3.5 w-3.5 shrink-0" aria-label={t('messaging.row.readOnly')} />}
              {preview.photo && <Camera className="h-3.5 w-3.5 shrink-0" aria-label={t('messaging.row.photo')} />}
              <span className="truncate">{previewText(t, lastMessage)}</span>
            </span>
            {unread && (
              <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-accent">
                <span className="sr-only">{t('messaging.row.unread')}</span>
              </span>
            )}
          </span>
        </span>
      </button>
      {plant && (
        <ConversationPlantLink
          plant={plant}
          className="absolute top-[2.375rem] right-3 left-16 w-fit max-w-[calc(100%-4.75rem)] text-xs font-semibold text-foreground"
        />
      )}
    </li>
  );
}

/** The inbox's left pane: four placeholder rows while loading, an empty state, the rows, more on demand. */
export function ConversationList({
  entries,
  selectedId,
  activeIds,
  state,
  onSelect,
}: {
  entries: ConversationEntry[];
  selectedId: string | null;
  activeIds: ReadonlySet<string> | undefined;
  state: ConversationListState;
  onSelect: (entry: ConversationEntry) => void;
}) {
  const t = useT();
  const now = useNow();
  if (state.isPending && entries.length === 0) {
    return (
      // A status region, not a list: its placeholder rows are not list items (axe: listitem).
      <div className="space-y-1 p-2" role="status" aria-label={t('messaging.list.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <PersonSkeleton key={index} className="px-3 py-3" />
        ))}
      </div>
    );
  }
  if (entries.length === 0) {
    const failed = state.isError;
    return (
      <EmptyState
        className="m-2 flex-1 border-none"
        icon={failed ? <TriangleAlert className="h-6 w-6" /> : <MessageCircle className="h-6 w-6" />}
        title={failed ? t('messaging.list.failedTitle') : t('messaging.list.emptyTitle')}
        description={failed ? t('messaging.list.failedDescription') : t('messaging.list.emptyDescription')}
        action={
          failed ? (
            <Button onClick={() => void state.refetch()}>{t('messaging.tryAgain')}</Button>
          ) : (
            <Link to="/explore" className={buttonClasses('outline', 'sm')}>
              {t('messaging.list.explore')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">
      <ul aria-label={t('messaging.list.label')} className="space-y-0.5">
        {entries.map((entry) => (
          <ConversationRow
            key={entry.conversation.id}
            entry={entry}
            selected={entry.conversation.id === selectedId}
            active={activeIds?.has(entry.otherParticipant.id) ?? false}
            now={now}
            onSelect={() => onSelect(entry)}
          />
        ))}
      </ul>
      {state.hasNextPage && (
        <div className="flex justify-center py-2">
          <Button variant="ghost" size="sm" disabled={state.isFetchingNextPage} onClick={() => void state.fetchNextPage()}>
            {state.isFetchingNextPage ? t('messaging.loadingMore') : t('messaging.list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
