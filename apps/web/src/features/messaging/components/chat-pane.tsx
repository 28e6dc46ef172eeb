import type { ConversationEntry, Message } from '@rootshare/contracts/messaging';
import { NEW_CONVERSATION_ID } from '@rootshare/contracts/messaging-constants';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { MemberActionsMenu } from '@/features/blocks/components/member-actions-menu';
import { ReadOnlyNotice } from '@/features/blocks/components/read-only-notice';
import { useT } from '@/lib/i18n/i18n';
import { useReadOnlyConversation } from '../api/list-conversations';
import { useReadReceipt } from '../lib/use-read-receipt';
import { ConversationPlantLink } from './conversation-plant';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { PresenceDot } from './presence-dot';

/** From this width the inbox shows both panes. */
export const WIDE_QUERY = '(min-width: 768px)';

/**
 * The inbox's right pane: who the conversation is with (their profile one click away)
 * and what it is about (the plant, linked to its page), Block and Report, the messages, and the composer (a notice instead when the
 * conversation is read-only). Open, it is marked read.
 */
export function ChatPane({
  entry,
  me,
  active,
  onBack,
  onStarted,
}: {
  entry: ConversationEntry;
  me: string;
  active: boolean;
  onBack: () => void;
  onStarted: (message: Message) => void;
}) {
  const t = useT();
  const titleId = useId();
  const other = entry.otherParticipant;
  const name = other.username || t('messaging.unknownUser');
  const conversationId = entry.conversation.id === NEW_CONVERSATION_ID ? null : entry.conversation.id;
  const section = useRef<HTMLElement>(null);
  // Either member blocked the other: the history stays, the message box goes.
  const readOnly = useReadOnlyConversation(entry.conversation.id, other.id) || entry.read_only;
  useReadReceipt(conversationId, me);
  // On a small screen the list has just disappeared: bring focus to the conversation that replaced it.
  useEffect(() => {
    if (!window.matchMedia?.(WIDE_QUERY).matches) section.current?.focus();
  }, [entry.conversation.id]);
  return (
    <section ref={section} tabIndex={-1} aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col outline-none">
      <header className="flex items-center gap-2 border-b border-border/70 px-2 py-2.5 sm:px-4">
        <Button variant="ghost" size="icon" className="shrink-0 md:hidden" aria-label={t('messaging.pane.back')} onClick={onBack}>
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Button>
        <div className="flex min-w-0 flex-1 items-center gap-3 p-1">
          <Link
            to={`/profile/${encodeURIComponent(other.username)}`}
            className="relative shrink-0 rounded-full"
            tabIndex={-1}
            aria-hidden="true"
          >
            <Avatar src={other.avatar_url} name={other.username} />
            <PresenceDot active={active} />
          </Link>
          <span className="min-w-0">
            <h2 id={titleId} className="truncate text-base font-bold">
              <Link to={`/profile/${encodeURIComponent(other.username)}`} className="rounded hover:underline">
                {name}
              </Link>
            </h2>
            {entry.plant ? (
              <ConversationPlantLink plant={entry.plant} className="text-sm font-semibold" />
            ) : (
              <span className="block text-sm text-muted-foreground">
                {entry.conversation.plant_id ? t('messaging.pane.plantConversation') : t('messaging.pane.general')}
              </span>
            )}
          </span>
        </div>
        <MemberActionsMenu
          member={{ id: other.id, username: name }}
          label={t('messaging.pane.moreActions', { name })}
          className="shrink-0"
        />
      </header>
      <MessageList conversationId={conversationId} me={me} otherName={name} />
      {readOnly ? (
        <ReadOnlyNotice other={{ id: other.id, username: name }} />
      ) : (
        <MessageComposer
          key={entry.conversation.id}
          target={conversationId ? { conversationId } : { recipientId: other.id }}
          variant="inbox"
          label={t('messaging.composer.label', { name })}
          onSent={conversationId ? undefined : onStarted}
        />
      )}
    </section>
  );
}
