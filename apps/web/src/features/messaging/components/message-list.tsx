import type { Message } from '@rootshare/contracts/messaging';
import { TriangleAlert } from 'lucide-react';
import { Suspense, use, useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/i18n';
import { useNow } from '@/lib/use-now';
import { orderedMessages, useMessages } from '../api/list-messages';
import { useOutbox, type OutboxEntry } from '../lib/outbox';
import { SwapCardSlot } from '../lib/swap-card-slot';
import { useIsTyping } from '../lib/typing-store';
import { MessageBubble } from './message-bubble';
import { BubblesSkeleton } from './skeletons';
import { TypingIndicator } from './typing-indicator';
import { WaitingBubble } from './waiting-bubble';

const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling thread in place: at the newest message when one arrives or while the member
 * reads there, and at the same message when earlier ones load above.
 */
function useThreadScroll(firstId: string | undefined, lastId: string | undefined) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const anchor = useRef<{ firstId: string | undefined; lastId: string | undefined; fromBottom: number }>({
    firstId: undefined,
    lastId: undefined,
    fromBottom: 0,
  });

  useLayoutEffect(() => {
    const element = scroller.current;
    const held = anchor.current;
    if (!element) return;
    if (lastId !== held.lastId) element.scrollTop = element.scrollHeight;
    else if (firstId !== held.firstId) element.scrollTop = element.scrollHeight - held.fromBottom;
    held.firstId = firstId;
    held.lastId = lastId;
  }, [firstId, lastId]);

  // Content that grows below the newest message (a picture loading, a swap card, the typing dots)
  // keeps the list at the bottom while the member is reading there.
  useEffect(() => {
    const element = scroller.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const handleScroll = () => {
    const element = scroller.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };
  /** Remembers the distance from the bottom before earlier messages push the content down. */
  const holdPlace = () => {
    const element = scroller.current;
    if (element) anchor.current.fromBottom = element.scrollHeight - element.scrollTop;
  };
  return { scroller, content, handleScroll, holdPlace };
}

/** The thread's log: each message as a bubble (a swap request as its card), then the ones still waiting to send. */
function ThreadLog({ messages, waiting, me, otherName }: { messages: Message[]; waiting: OutboxEntry[]; me: string; otherName: string }) {
  const t = useT();
  const SwapCard = use(SwapCardSlot);
  const now = useNow();
  return (
    <div role="log" aria-label={t('messaging.title')}>
      <ol className="space-y-2">
        {messages.map((message) => {
          const mine = message.sender_id === me;
          // A swap request shows as its card in place of a bubble.
          if (SwapCard && message.message_type === 'swap_request' && message.swap_request_id) {
            return (
              <li key={message.id}>
                <Suspense fallback={<Skeleton className="h-40 w-full rounded-xl" />}>
                  <SwapCard swapRequestId={message.swap_request_id} />
                </Suspense>
              </li>
            );
          }
          return (
            <MessageBubble
              key={message.id}
              message={message}
              mine={mine}
              senderName={mine ? t('messaging.you') : message.sender.username || otherName}
              now={now}
            />
          );
        })}
        {waiting.map((entry) => (
          <WaitingBubble key={entry.key} entry={entry} />
        ))}
      </ol>
    </div>
  );
}

/**
 * A conversation's messages, oldest at the top, scrolling inside its pane: it follows the newest
 * message, keeps its place when earlier ones are loaded, and shows when the other member types.
 */
export function MessageList({
  conversationId,
  me,
  otherName,
  className,
}: {
  conversationId: string | null;
  me: string;
  otherName: string;
  className?: string;
}) {
  const t = useT();
  const query = useMessages(conversationId);
  const messages = orderedMessages(query.data);
  const waiting = useOutbox(conversationId);
  const typing = useIsTyping(conversationId);
  // A message joining the outbox scrolls into view like a sent one.
  const { scroller, content, handleScroll, holdPlace } = useThreadScroll(messages[0]?.id, waiting.at(-1)?.key ?? messages.at(-1)?.id);

  const loadEarlier = () => {
    holdPlace();
    void query.fetchNextPage();
  };

  return (
    <div
      ref={scroller}
      onScroll={handleScroll}
      className={cn('min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 sm:px-4', className)}
    >
      <div ref={content} className="min-h-full">
        {query.isLoading ? (
          <BubblesSkeleton label={t('messaging.loading')} />
        ) : query.isError && messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center" role="alert">
            <TriangleAlert className="h-6 w-6 text-destructive" aria-hidden="true" />
            <p className="text-sm text-muted-foreground">{t('messaging.thread.failed')}</p>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              {t('messaging.tryAgain')}
            </Button>
          </div>
        ) : (
          <>
            {query.hasNextPage && (
              <div className="mb-3 flex justify-center">
                <Button size="sm" variant="ghost" disabled={query.isFetchingNextPage} onClick={loadEarlier}>
                  {query.isFetchingNextPage ? t('messaging.loadingMore') : t('messaging.thread.earlier')}
                </Button>
              </div>
            )}
            {messages.length === 0 && waiting.length === 0 && !typing && (
              <p className="py-8 text-center text-sm text-muted-foreground">{t('messaging.thread.empty', { name: otherName })}</p>
            )}
            <ThreadLog messages={messages} waiting={waiting} me={me} otherName={otherName} />
            {typing && (
              <div className="mt-2">
                <TypingIndicator name={otherName} />
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
