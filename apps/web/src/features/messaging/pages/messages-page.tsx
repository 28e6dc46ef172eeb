import type { ConversationEntry, Message } from '@rootshare/contracts/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { Sprout } from 'lucide-react';
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/cn';
import { RemoteInbox } from '@/features/federation/components/remote-inbox';
import { useActiveMembers } from '../api/get-activity-status';
import { entriesOf, lastMessageOf, useConversations } from '../api/list-conversations';
import { seedMessages } from '../api/list-messages';
import { ConversationList, rowId } from '../components/conversation-list';
import { BubblesSkeleton } from '../components/skeletons';
import { resolveConversation, resolveRecipient } from '../lib/resolve-thread';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n/i18n';
import { useContractMessage } from '@/lib/i18n/contract-messages';

// The open conversation (messages, swap cards, the composer) loads apart from the inbox list.
const ChatPane = lazy(async () => ({ default: (await import('../components/chat-pane')).ChatPane }));

function PaneSkeleton() {
  const t = useT();
  return (
    <div className="flex flex-1 flex-col">
      <PersonSkeleton className="border-b border-border/70 p-4" />
      <div className="p-4">
        <BubblesSkeleton label={t('messaging.opening')} />
      </div>
    </div>
  );
}

function Welcome() {
  const t = useT();
  return (
    <EmptyState
      className="flex-1 rounded-none border-none"
      icon={<Sprout className="h-8 w-8" />}
      title={t('messaging.welcome.title')}
      description={t('messaging.welcome.description')}
    />
  );
}

/**
 * Opens the conversation the address names (?recipient= or ?conversation=), hands it to `open`,
 * then cleans the address; true while one is being opened.
 */
function useOpenFromAddress(me: string, open: (entry: ConversationEntry) => void) {
  const t = useT();
  const contractMessage = useContractMessage();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recipient = params.get('recipient');
  const conversationParam = params.get('conversation');
  // In the language on screen when the failure comes, without opening the conversation again when it changes.
  const reportOpenFailed = useEffectEvent((error: unknown) => {
    toast.error(contractMessage(errorMessage(error, t('messaging.openFailed'))));
  });
  const opened = useEffectEvent(open);

  useEffect(() => {
    if (!recipient && !conversationParam) return;
    let cancelled = false;
    const resolving = recipient ? resolveRecipient(queryClient, me, recipient) : resolveConversation(queryClient, conversationParam ?? '');
    resolving
      .then((entry) => {
        if (!cancelled) opened(entry);
      })
      .catch((error: unknown) => {
        if (!cancelled) reportOpenFailed(error);
      })
      .finally(() => {
        if (!cancelled) void navigate('/messages', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [recipient, conversationParam, me, queryClient, navigate]);

  return Boolean(recipient || conversationParam);
}

/**
 * The two panes for a signed-in member. ?recipient={profileId} opens the general thread with that
 * member or a temporary one; ?conversation={id} opens that conversation; either way the address is
 * then cleaned. On small screens one pane shows at a time.
 */
function Inbox({ me }: { me: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const conversations = useConversations();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // An entry the list does not hold (yet): the temporary one, or one just opened.
  const [pinned, setPinned] = useState<ConversationEntry | null>(null);
  const opening = useOpenFromAddress(me, (entry) => {
    setPinned(entry);
    setSelectedId(entry.conversation.id);
  });

  const listed = entriesOf(conversations.data);
  const entries = pinned && !listed.some((entry) => entry.conversation.id === pinned.conversation.id) ? [pinned, ...listed] : listed;
  const selected = entries.find((entry) => entry.conversation.id === selectedId) ?? null;
  const activeIds = useActiveMembers(entries.map((entry) => entry.otherParticipant.id)).data;
  const showChat = opening || selected !== null;

  // The first message to a member started their thread: follow it under its real id.
  const handleStarted = (message: Message) => {
    if (!selected) return;
    seedMessages(queryClient, message.conversation_id, { messages: [message], nextCursor: null });
    setPinned({
      ...selected,
      conversation: { id: message.conversation_id, plant_id: message.plant_id, last_message_at: message.created_at },
      lastMessage: lastMessageOf(message),
    });
    setSelectedId(message.conversation_id);
  };

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[28rem] w-full max-w-6xl p-2 sm:px-6 sm:py-4">
      <div className="grid min-h-0 w-full flex-1 grid-cols-1 gap-4 md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <Card className={cn('min-h-0 flex-col', showChat ? 'hidden md:flex' : 'flex')}>
          <div className="border-b border-border/70 px-4 py-3">
            <h1 className="text-xl font-extrabold">{t('messaging.title')}</h1>
            <p className="text-sm text-muted-foreground">{t('messaging.subtitle')}</p>
          </div>
          <ConversationList
            entries={entries}
            selectedId={selectedId}
            activeIds={activeIds}
            state={conversations}
            onSelect={(entry) => setSelectedId(entry.conversation.id)}
          />
          <RemoteInbox />
        </Card>
        <Card className={cn('min-h-0 flex-col overflow-hidden', showChat ? 'flex' : 'hidden md:flex')}>
          {selected ? (
            <Suspense fallback={<PaneSkeleton />}>
              <ChatPane
                entry={selected}
                me={me}
                active={activeIds?.has(selected.otherParticipant.id) ?? false}
                onBack={() => {
                  setSelectedId(null);
                  // Back on the list: focus returns to the row that was open.
                  requestAnimationFrame(() => document.getElementById(rowId(selected.conversation.id))?.focus());
                }}
                onStarted={handleStarted}
              />
            </Suspense>
          ) : opening ? (
            <PaneSkeleton />
          ) : (
            <Welcome />
          )}
        </Card>
      </div>
    </div>
  );
}

/** The inbox at /messages; members only. */
export function MessagesPage() {
  const t = useT();
  const { status, user } = useSession();
  const title = t('messaging.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  if (status === 'loading') {
    return (
      <div
        className="mx-auto grid w-full max-w-6xl flex-1 gap-4 px-4 py-6 sm:px-6 md:grid-cols-[20rem_1fr]"
        role="status"
        aria-label={t('messaging.loading')}
      >
        <Skeleton className="h-96" />
        <Skeleton className="hidden h-96 md:block" />
      </div>
    );
  }
  if (status !== 'signed-in' || !user) {
    return <SignInPrompt message={t('messaging.signIn')} asPage />;
  }
  return <Inbox me={user.profile.id} />;
}
