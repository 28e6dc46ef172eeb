import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { closeAllChats, useOpenChats } from '@/lib/chat-windows';
import { readToken } from '@/lib/session-storage';
import { createSocketClient, socketUrl, type LiveFeature } from '@/lib/socket';
import { messagingKeys } from '../api/keys';
import { sendQueuedMessage, storeSentMessage } from '../api/send-message';
import { handleServerEvent } from '../lib/handle-server-event';
import { setLiveClient } from '../lib/live';
import { flushOutbox, loadOutbox, unloadOutbox } from '../lib/outbox';
import { clearTyping } from '../lib/typing-store';

// The windows (messages, swap cards, the composer) load when the first one opens, not with every page.
const ChatWindows = lazy(async () => ({ default: (await import('./chat-windows')).ChatWindows }));

/** Sends what waits in the outbox; each sent message joins its conversation. */
const sendWaitingMessages = (queryClient: QueryClient) =>
  void flushOutbox(sendQueuedMessage, (message) => storeSentMessage(queryClient, message));

/**
 * Messaging for a signed-in tab, mounted once by the layout (and loaded apart from the first
 * page): the tab's one socket, what its events change (notifications and swap cards included),
 * and the floating chat windows. Unmounted on sign-out, which closes the socket and the windows.
 */
export function MessagingRuntime({ me, live }: { me: string; live: readonly LiveFeature[] }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onInbox = useRef(pathname === '/messages');
  useEffect(() => {
    onInbox.current = pathname === '/messages';
  }, [pathname]);

  // Messages written offline go when the connection is back: when the browser says so, and when
  // the socket (re)connects, which proves the server is reachable.
  useEffect(() => {
    void loadOutbox(me).then(() => sendWaitingMessages(queryClient));
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) sendWaitingMessages(queryClient);
    });
    return () => {
      unsubscribe();
      unloadOutbox();
    };
  }, [queryClient, me]);

  useEffect(() => {
    const seen = new Set<string>();
    const client = createSocketClient({
      url: socketUrl(),
      readToken,
      userId: me,
      // What its events keep current (conversations, the bell, and what notifications change: a
      // meet, a swap card, a plan) is fetched again once it first connects, which is only once the
      // first page has settled: a change told before it listened was missed. Back after being
      // away, so is everything the page shows. A request still under way is left to finish rather
      // than cancelled and sent again.
      onAuthenticated: (reconnected) => {
        sendWaitingMessages(queryClient);
        if (reconnected) return void queryClient.invalidateQueries(undefined, { cancelRefetch: false });
        for (const queryKey of [messagingKeys.all, ...live.flatMap((feature) => feature.queryKeys)])
          void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
      },
    });
    const unsubscribe = client.subscribe((event) => {
      handleServerEvent(event, { queryClient, me, seen, onInbox: () => onInbox.current });
      // The same socket carries the other features' events (the bell's, the swap cards').
      for (const feature of live) feature.apply(queryClient, event);
    });
    setLiveClient(client);
    return () => {
      unsubscribe();
      setLiveClient(null);
      client.close();
      closeAllChats();
      clearTyping();
    };
  }, [queryClient, me, live]);

  // The inbox shows every conversation in full; the windows wait until the member leaves it.
  const anyOpen = useOpenChats().length > 0;
  if (pathname === '/messages' || !anyOpen) return null;
  return (
    <Suspense fallback={null}>
      <ChatWindows me={me} />
    </Suspense>
  );
}
