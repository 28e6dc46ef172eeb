import { formatBadgeCount } from '@rootshare/contracts/format';
import { CHAT_BADGE_CAP } from '@rootshare/contracts/limits';
import { ChevronUp, Minus, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '@/lib/cn';
import { CatalogGate, useT, type Translate } from '@/lib/i18n/i18n';
import { closeChat, minimizeChat, PHONE_QUERY, restoreChat, takeFocusRequest, useOpenChats, type OpenChat } from '@/lib/chat-windows';
import { useMediaQuery } from '@/lib/use-media-query';
import { ReadOnlyNotice } from '@/features/blocks/components/read-only-notice';
import { useActiveMembers } from '../api/get-activity-status';
import { entriesOf, useConversationEntry, useConversations, useReadOnlyConversation } from '../api/list-conversations';
import { useReadReceipt } from '../lib/use-read-receipt';
import { ConversationPlantLink } from './conversation-plant';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/**
 * Desktop layout: chats stand side by side from the right edge, 16 px in and 12 px apart, as many
 * as the width holds; the oldest beyond that wait as round buttons.
 */
const EDGE_PX = 16;
const GAP_PX = 12;
const WINDOW_PX = 384;
const BAR_PX = 320;
const BAR_HEIGHT_PX = 48;
const nameOf = (chat: OpenChat, t: Translate) => chat.recipientName || t('messaging.unknownUser');
const widthOf = (chat: OpenChat) => (chat.isMinimized ? BAR_PX : WINDOW_PX);

export interface ChatLayout {
  /** The chats in view, each with its distance from the right edge in px, the first rightmost. */
  placed: { chat: OpenChat; right: number }[];
  /** The older chats that did not fit, shown as round buttons. */
  overflow: OpenChat[];
}

/**
 * Lays the chats out on a desktop of this width: the newest get a place first (at least one always
 * does); those in view keep the order they were opened in, from the right edge leftwards.
 */
export function layoutChats(chats: readonly OpenChat[], viewportWidth: number): ChatLayout {
  const room = viewportWidth - 2 * EDGE_PX;
  let used = -GAP_PX;
  let fitting = 0;
  for (const chat of [...chats].reverse()) {
    const next = used + GAP_PX + widthOf(chat);
    if (next > room && fitting > 0) break;
    used = next;
    fitting += 1;
  }
  const inView = chats.slice(chats.length - fitting);
  let right = EDGE_PX;
  const placed = inView.map((chat) => {
    const place = { chat, right };
    right += widthOf(chat) + GAP_PX;
    return place;
  });
  return { placed, overflow: chats.slice(0, chats.length - fitting) };
}

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}
const viewportWidth = () => window.innerWidth;

/** A small round button in a chat's title bar; its click stays with it (a minimized bar expands on click). */
function BarButton({
  label,
  title,
  onPress,
  children,
  ref,
}: {
  label: string;
  title: string;
  onPress: () => void;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-2 dark:hover:bg-white/10"
      aria-label={label}
      title={title}
      onClick={(event) => {
        event.stopPropagation();
        onPress();
      }}
    >
      {children}
    </button>
  );
}

/** The window's title bar: who, whether they are online, and Minimize and Close. */
function ChatWindowBar({
  chat,
  name,
  online,
  titleId,
  statusId,
  onClose,
}: {
  chat: OpenChat;
  name: string;
  online: boolean;
  titleId: string;
  statusId: string;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <header className="flex items-center gap-2 bg-primary px-3 py-2 text-primary-foreground">
      <span
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-foreground/20 font-bold"
        aria-hidden="true"
      >
        {name.trim()[0]?.toUpperCase() ?? 'U'}
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-sm font-bold">
          {name}
        </h2>
        <p id={statusId} className="text-xs text-primary-foreground/85">
          {online ? t('messaging.online') : t('messaging.window.lastSeen')}
        </p>
      </div>
      <BarButton
        label={t('messaging.window.minimize', { name })}
        title={t('messaging.window.minimizeTitle')}
        onPress={() => minimizeChat(chat.conversationId)}
      >
        <Minus className="h-4 w-4" aria-hidden="true" />
      </BarButton>
      <BarButton label={t('messaging.window.close', { name })} title={t('messaging.window.closeTitle')} onPress={onClose}>
        <X className="h-4 w-4" aria-hidden="true" />
      </BarButton>
    </header>
  );
}

/** An expanded chat: a non-modal dialog; Escape minimizes it. On a phone it fills the screen. */
function ChatWindow({
  chat,
  me,
  online,
  phone,
  style,
}: {
  chat: OpenChat;
  me: string;
  online: boolean;
  phone: boolean;
  style: CSSProperties | undefined;
}) {
  const t = useT();
  const titleId = useId();
  const statusId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  // Where focus was when the window appeared, to give it back on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const name = nameOf(chat, t);
  const plant = useConversationEntry(chat.conversationId)?.plant;
  const readOnly = useReadOnlyConversation(chat.conversationId, chat.recipientId);
  useReadReceipt(chat.conversationId, me);
  useEffect(() => {
    if (takeFocusRequest(chat.conversationId, 'window')) input.current?.focus();
  }, [chat.conversationId]);

  const close = () => {
    closeChat(chat.conversationId);
    if (opener?.isConnected) opener.focus();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    minimizeChat(chat.conversationId);
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={statusId}
      onKeyDown={handleKeyDown}
      style={style}
      className={cn(
        'fixed z-[35] flex flex-col overflow-hidden border-border bg-card shadow-lifted',
        phone ? 'inset-0 h-dvh' : 'h-96 w-96 rounded-2xl border',
      )}
    >
      <ChatWindowBar chat={chat} name={name} online={online} titleId={titleId} statusId={statusId} onClose={close} />
      {plant && (
        <div className="border-b border-border/70 bg-muted/50 px-3 py-1.5 text-xs font-semibold">
          <ConversationPlantLink plant={plant} />
        </div>
      )}
      <MessageList conversationId={chat.conversationId} me={me} otherName={name} className="text-sm" />
      {readOnly ? (
        <ReadOnlyNotice other={{ id: chat.recipientId, username: name }} className="px-3 text-xs" />
      ) : (
        <MessageComposer
          target={{ conversationId: chat.conversationId }}
          variant="window"
          label={t('messaging.composer.label', { name })}
          inputRef={input}
        />
      )}
    </section>
  );
}

/**
 * A minimized chat: a bar with a green dot, the name, the plant and the conversation's unread count;
 * clicking it expands the chat.
 */
function MinimizedChat({ chat, unreadCount, style }: { chat: OpenChat; unreadCount: number; style: CSSProperties }) {
  const t = useT();
  const expand = useRef<HTMLButtonElement>(null);
  const name = nameOf(chat, t);
  const unread = unreadCount > 0 ? formatBadgeCount(unreadCount, CHAT_BADGE_CAP) : null;
  const plant = useConversationEntry(chat.conversationId)?.plant;
  useEffect(() => {
    if (takeFocusRequest(chat.conversationId, 'bar')) expand.current?.focus();
  }, [chat.conversationId]);
  return (
    <div
      role="group"
      aria-label={t('messaging.window.minimized', { name })}
      style={style}
      onClick={() => restoreChat(chat.conversationId)}
      className="fixed z-[35] flex h-12 w-80 cursor-pointer items-center gap-2 rounded-2xl border border-border bg-card pr-1.5 pl-3.5 shadow-lifted"
    >
      <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-success" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate text-sm">
        <span className="font-semibold">{name}</span>
        {plant && <span className="text-muted-foreground"> · {plant.name}</span>}
      </span>
      {unread && (
        <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] font-bold text-accent-foreground">
          {t.rich('messaging.window.unreadBadge', {
            count: unread,
            hidden: (chunks) => <span className="sr-only">{chunks}</span>,
          })}
        </span>
      )}
      <BarButton
        ref={expand}
        label={t('messaging.window.expand', { name })}
        title={t('messaging.window.expandTitle')}
        onPress={() => restoreChat(chat.conversationId)}
      >
        <ChevronUp className="h-4 w-4" aria-hidden="true" />
      </BarButton>
      <BarButton
        label={t('messaging.window.close', { name })}
        title={t('messaging.window.closeTitle')}
        onPress={() => closeChat(chat.conversationId)}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </BarButton>
    </div>
  );
}

/**
 * A round button for a chat waiting out of view, with the conversation's unread count (9+ above 9):
 * the same count the inbox and the header badge follow, so reading it anywhere clears it here.
 * It restores the chat among the newest.
 */
function ChatBubbleButton({ chat, unreadCount }: { chat: OpenChat; unreadCount: number }) {
  const t = useT();
  const name = nameOf(chat, t);
  const unread = unreadCount > 0 ? formatBadgeCount(unreadCount, CHAT_BADGE_CAP) : null;
  return (
    <button
      type="button"
      onClick={() => restoreChat(chat.conversationId, { latest: true })}
      aria-label={unread ? t('messaging.window.openUnread', { name, count: unread }) : t('messaging.window.open', { name })}
      title={name}
      className="relative flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-lifted transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <span aria-hidden="true">{name.trim()[0]?.toUpperCase() ?? 'U'}</span>
      {unread && (
        <span
          className="absolute -top-1 -right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[0.7rem] font-bold text-accent-foreground ring-2 ring-background"
          aria-hidden="true"
        >
          {unread}
        </span>
      )}
    </button>
  );
}

/** The dock's height with its margin: the room kept below a phone's page and above what has focus. */
const DOCK_ROOM = '4.5rem';

/**
 * A phone's row of round buttons at the bottom right. The page gets as much room below it, so its
 * last buttons scroll clear of the row, and a control reached by keyboard is scrolled clear too.
 */
function PhoneDock({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = DOCK_ROOM;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  return (
    <>
      <div style={{ height: DOCK_ROOM }} aria-hidden="true" />
      <div className="fixed right-2 bottom-2 z-[36] flex max-w-[calc(100vw-1rem)] flex-row-reverse gap-2 overflow-x-auto p-1">
        {children}
      </div>
    </>
  );
}

/**
 * The floating chat windows. On a desktop they stand side by side from the bottom right
 * as far as the width allows (a minimized bar with its unread count); the rest wait as round
 * buttons above them. On a phone the one expanded chat fills the screen; the others wait as round
 * buttons in a row at the bottom, with room kept below the page so they never hide its buttons.
 */
function ChatWindowsInView({ me }: { me: string }) {
  const t = useT();
  const chats = useOpenChats();
  const phone = useMediaQuery(PHONE_QUERY);
  const width = useSyncExternalStore(subscribeResize, viewportWidth, viewportWidth);
  const active = useActiveMembers(chats.map((chat) => chat.recipientId)).data;
  const entries = entriesOf(useConversations().data);
  if (chats.length === 0) return null;
  const unreadOf = (chat: OpenChat) => entries.find((entry) => entry.conversation.id === chat.conversationId)?.unread_count ?? 0;
  const online = (chat: OpenChat) => active?.has(chat.recipientId) ?? false;

  if (phone) {
    const expanded = chats.findLast((chat) => !chat.isMinimized);
    if (expanded) {
      return (
        <aside aria-label={t('messaging.window.label')}>
          <ChatWindow key={expanded.conversationId} chat={expanded} me={me} online={online(expanded)} phone style={undefined} />
        </aside>
      );
    }
    return (
      <aside aria-label={t('messaging.window.label')}>
        <PhoneDock>
          {chats.map((chat) => (
            <ChatBubbleButton key={chat.conversationId} chat={chat} unreadCount={unreadOf(chat)} />
          ))}
        </PhoneDock>
      </aside>
    );
  }

  // Each conversation shows once: as a window or a bar with its count in view, else as a round button.
  const { placed, overflow: waiting } = layoutChats(chats, width);
  const rightmost = placed[0]?.chat;
  const waitingBottom = EDGE_PX + (rightmost && !rightmost.isMinimized ? WINDOW_PX : BAR_HEIGHT_PX) + GAP_PX;
  return (
    <aside aria-label={t('messaging.window.label')}>
      {placed.map(({ chat, right }) =>
        chat.isMinimized ? (
          <MinimizedChat key={chat.conversationId} chat={chat} unreadCount={unreadOf(chat)} style={{ right, bottom: EDGE_PX }} />
        ) : (
          <ChatWindow
            key={chat.conversationId}
            chat={chat}
            me={me}
            online={online(chat)}
            phone={false}
            style={{ right, bottom: EDGE_PX }}
          />
        ),
      )}
      {waiting.length > 0 && (
        <div className="fixed z-[36] flex flex-col-reverse gap-2" style={{ right: EDGE_PX, bottom: waitingBottom }}>
          {waiting.map((chat) => (
            <ChatBubbleButton key={chat.conversationId} chat={chat} unreadCount={unreadOf(chat)} />
          ))}
        </div>
      )}
    </aside>
  );
}

/** The chat windows, drawn on every page but the inbox once messaging's words are loaded. */
export function ChatWindows({ me }: { me: string }) {
  return (
    <CatalogGate part="messaging" fallback={null}>
      <ChatWindowsInView me={me} />
    </CatalogGate>
  );
}
