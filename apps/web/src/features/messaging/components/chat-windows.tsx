import { formatBadgeCount } from '@rootshare/contracts/format';
import { CHAT_BADGE_CAP } from '@rootshare/contracts/limits';
import { ChevronUp, Minus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { closeChat, minimizeChat, PHONE_QUERY, restoreChat, takeFocusRequest, useOpenChats, type OpenChat } from '@/lib/chat-windows';
import { useMediaQuery } from '@/lib/use-media-query';
import { ReadOnlyNotice } from '@/features/blocks/components/read-only-notice';
import { useActiveMembers } from '../api/get-activity-status';
import { useReadOnlyConversation } from '../api/list-conversations';
import { useReadReceipt } from '../lib/use-read-receipt';
import { UNKNOWN_USER } from './conversation-list';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/** Part 1 §9: windows sit 16 px from the right edge, each next one 100 px further left. */
const BASE_OFFSET_PX = 16;
const STEP_PX = 100;
const offsetStyle = (index: number): CSSProperties => ({ right: BASE_OFFSET_PX + index * STEP_PX, bottom: BASE_OFFSET_PX });
const nameOf = (chat: OpenChat) => chat.recipientName || UNKNOWN_USER;

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

/** An expanded chat (part 1 §2): a non-modal dialog; Escape minimizes it. */
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
  const titleId = useId();
  const statusId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  // Where focus was when the window appeared, to give it back on close.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const name = nameOf(chat);
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
        'fixed z-[35] flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-lifted',
        phone ? 'inset-x-2 bottom-2 h-[min(24rem,calc(100dvh-5rem))]' : 'h-96 w-96',
      )}
    >
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
            {online ? 'Online' : 'Last seen recently'}
          </p>
        </div>
        <BarButton label={`Minimize chat with ${name}`} title="Minimize" onPress={() => minimizeChat(chat.conversationId)}>
          <Minus className="h-4 w-4" aria-hidden="true" />
        </BarButton>
        <BarButton label={`Close chat with ${name}`} title="Close" onPress={close}>
          <X className="h-4 w-4" aria-hidden="true" />
        </BarButton>
      </header>
      <MessageList conversationId={chat.conversationId} me={me} otherName={name} className="text-sm" />
      {readOnly ? (
        <ReadOnlyNotice other={{ id: chat.recipientId, username: name }} className="px-3 text-xs" />
      ) : (
        <MessageComposer target={{ conversationId: chat.conversationId }} variant="window" label={`Message ${name}`} inputRef={input} />
      )}
    </section>
  );
}

/** A minimized chat (part 1 §2): a bar with a green dot and the name; clicking it expands the chat. */
function MinimizedChat({ chat, style }: { chat: OpenChat; style: CSSProperties }) {
  const expand = useRef<HTMLButtonElement>(null);
  const name = nameOf(chat);
  useEffect(() => {
    if (takeFocusRequest(chat.conversationId, 'bar')) expand.current?.focus();
  }, [chat.conversationId]);
  return (
    <div
      role="group"
      aria-label={`Chat with ${name}, minimized`}
      style={style}
      onClick={() => restoreChat(chat.conversationId)}
      className="fixed z-[35] flex h-12 w-80 cursor-pointer items-center gap-2 rounded-2xl border border-border bg-card pr-1.5 pl-3.5 shadow-lifted"
    >
      <span className="h-2.5 w-2.5 shrink-0 rounded-full bg-success" aria-hidden="true" />
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">{name}</span>
      <BarButton ref={expand} label={`Expand chat with ${name}`} title="Expand" onPress={() => restoreChat(chat.conversationId)}>
        <ChevronUp className="h-4 w-4" aria-hidden="true" />
      </BarButton>
      <BarButton label={`Close chat with ${name}`} title="Close" onPress={() => closeChat(chat.conversationId)}>
        <X className="h-4 w-4" aria-hidden="true" />
      </BarButton>
    </div>
  );
}

/** A round button for a minimized chat with its unread badge (9+ above 9); it restores the chat and clears the count. */
function ChatBubbleButton({ chat }: { chat: OpenChat }) {
  const name = nameOf(chat);
  const unread = chat.unreadCount > 0 ? formatBadgeCount(chat.unreadCount, CHAT_BADGE_CAP) : null;
  return (
    <button
      type="button"
      onClick={() => restoreChat(chat.conversationId, { resetUnread: true })}
      aria-label={unread ? `Open chat with ${name}, ${unread} unread` : `Open chat with ${name}`}
      title={name}
      className="relative flex h-12 w-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground shadow-lifted transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2"
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

/**
 * The floating chat windows (part 1 §2), bottom right. On a phone only the newest chat is expanded,
 * full width, and minimized chats wait as round buttons instead of bars.
 */
export function ChatWindows({ me }: { me: string }) {
  const chats = useOpenChats();
  const phone = useMediaQuery(PHONE_QUERY);
  const active = useActiveMembers(chats.map((chat) => chat.recipientId)).data;
  if (chats.length === 0) return null;
  const expanded = chats.filter((chat) => !chat.isMinimized);
  const shown = phone ? expanded.slice(-1) : expanded;
  const waiting = chats.filter((chat) => (chat.isMinimized || !shown.includes(chat)) && (phone || chat.unreadCount > 0));
  const tall = shown.length > 0;
  const waitingStyle: CSSProperties = phone
    ? { right: 8, bottom: tall ? 'calc(min(24rem, 100dvh - 5rem) + 1rem)' : 8 }
    : { right: BASE_OFFSET_PX, bottom: tall ? 'calc(24rem + 1.75rem)' : BASE_OFFSET_PX + 48 + 12 };
  return (
    <aside aria-label="Chat windows">
      {chats.map((chat, index) =>
        shown.includes(chat) ? (
          <ChatWindow
            key={chat.conversationId}
            chat={chat}
            me={me}
            online={active?.has(chat.recipientId) ?? false}
            phone={phone}
            style={phone ? undefined : offsetStyle(index)}
          />
        ) : chat.isMinimized && !phone ? (
          <MinimizedChat key={chat.conversationId} chat={chat} style={offsetStyle(index)} />
        ) : null,
      )}
      {waiting.length > 0 && (
        <div className="fixed z-[36] flex flex-col-reverse gap-2" style={waitingStyle}>
          {waiting.map((chat) => (
            <ChatBubbleButton key={chat.conversationId} chat={chat} />
          ))}
        </div>
      )}
    </aside>
  );
}
