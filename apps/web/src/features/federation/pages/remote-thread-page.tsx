import { RemoteMessageInputSchema, type RemoteConversation, type RemoteMessage } from '@rootshare/contracts/federation-following';
import { MESSAGE_MAX_LENGTH } from '@rootshare/contracts/limits';
import { formatDateTime } from '@rootshare/contracts/format';
import { Ban, ExternalLink, MessageCircleOff } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Page } from '@/components/ui/page';
import { PersonSkeleton, Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useSignInPath } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useBlockRemote } from '../api/blocks';
import { useAnswerRemote, useRemoteThread } from '../api/conversations';

/** Blocks the account, after saying what that does, and goes back to Messages, where the conversation no longer is. */
function BlockButton({ conversation }: { conversation: RemoteConversation }) {
  const t = useT();
  const translate = useContractMessage();
  const navigate = useNavigate();
  const block = useBlockRemote();
  const [asking, setAsking] = useState(false);
  const { actor, handle } = conversation.account;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setAsking(true)} disabled={block.isPending}>
        <Ban className="h-4 w-4" aria-hidden="true" /> {t('federation.blocked.block')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('federation.blocked.confirmTitle', { handle })}
        description={t('federation.blocked.confirmText')}
        confirmLabel={t('federation.blocked.block')}
        onConfirm={() =>
          block.mutate(
            { actor, blocked: true },
            {
              onSuccess: () => {
                toast.success(t('federation.blocked.done', { handle }));
                void navigate('/messages');
              },
              onError: (failure) => toast.error(translate(failure.message)),
            },
          )
        }
      />
    </>
  );
}

/** Who the conversation is with: their picture, name, handle and server, and what it is about. */
function ThreadHeader({ conversation }: { conversation: RemoteConversation }) {
  const t = useT();
  const { account, about } = conversation;
  const name = account.name || account.handle;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-border/70 p-4">
      <Avatar src={account.icon_url} name={name} />
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-lg font-extrabold">{name}</h1>
        <p className="text-sm break-all text-muted-foreground">{account.handle}</p>
      </div>
      {/* On a phone the server and Block take a line of their own, leaving the name the width. */}
      <div className="flex w-full items-center justify-between gap-2 sm:w-auto">
        <Badge tone="info">{t('federation.inbox.from', { host: account.home })}</Badge>
        <BlockButton conversation={conversation} />
      </div>
      {about && (
        <p className="w-full text-sm">
          {about.url ? (
            <a
              href={about.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
            >
              {t('federation.thread.about', { name: about.name })} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
            </a>
          ) : (
            t('federation.thread.about', { name: about.name })
          )}
        </p>
      )}
    </div>
  );
}

function Bubble({ message }: { message: RemoteMessage }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <li className={cn('flex', message.from_me ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%]',
          message.from_me ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
        )}
      >
        {message.from_me && <span className="sr-only">{t('federation.thread.you')}: </span>}
        <p className="break-words whitespace-pre-line">{message.content}</p>
        <time dateTime={message.created_at} className="mt-1 block text-xs opacity-80">
          {formatDateTime(message.created_at, language)}
        </time>
      </div>
    </li>
  );
}

/** The answer box: checked with the contract, sent, and shown in the thread from the server's answer. */
function Composer({ conversation }: { conversation: RemoteConversation }) {
  const t = useT();
  const translate = useContractMessage();
  const answer = useAnswerRemote(conversation.id);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const name = conversation.account.name || conversation.account.handle;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RemoteMessageInputSchema.safeParse({ content });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    answer.mutate(parsed.data.content, {
      onSuccess: () => setContent(''),
      onError: (failure) => setError(translate(failure.message)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-t border-border/70 p-4">
      <TextareaField
        id="remote-answer"
        label={t('federation.thread.label', { name })}
        value={content}
        maxLength={MESSAGE_MAX_LENGTH}
        showCount
        error={error}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{t('federation.thread.privacy', { host: conversation.account.home })}</p>
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {answer.isPending ? t('federation.reply.sending') : t('federation.thread.send')}
        </Button>
      </div>
    </form>
  );
}

function Thread({ id }: { id: string }) {
  const t = useT();
  const thread = useRemoteThread(id);
  const end = useRef<HTMLDivElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  if (thread.isPending) {
    return (
      <Card role="status" aria-label={t('federation.thread.loading')} className="space-y-4 p-4">
        <PersonSkeleton />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ml-auto h-16 w-2/3" />
      </Card>
    );
  }
  if (thread.isError) {
    if (thread.error instanceof ApiError && thread.error.status === 404) {
      return (
        <EmptyState
          icon={<MessageCircleOff className="h-6 w-6" />}
          title={t('federation.thread.notFoundTitle')}
          description={t('federation.thread.notFoundText')}
        />
      );
    }
    return <LoadError message={t('federation.thread.loadError')} onRetry={() => void thread.refetch()} />;
  }
  const { conversation, messages } = thread.data;
  const name = conversation.account.name || conversation.account.handle;
  return (
    <Card className="flex flex-col overflow-hidden">
      <ThreadHeader conversation={conversation} />
      {messages.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{t('federation.thread.empty')}</p>
      ) : (
        <ol className="space-y-3 p-4" aria-label={t('federation.thread.messagesLabel', { name })}>
          {messages.map((message) => (
            <Bubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      <div ref={end} />
      {/* A message is checked with the messages' contract, whose sentences are the messaging part's. */}
      <CatalogGate part="messaging" fallback={<Skeleton className="m-4 h-24" />}>
        <Composer conversation={conversation} />
      </CatalogGate>
    </Card>
  );
}

/** /other-towns/messages/:id: a conversation with an account on another server; members only. */
export function RemoteThreadPage() {
  const t = useT();
  const { id = '' } = useParams();
  const { status } = useSession();
  const signIn = useSignInPath();
  useEffect(() => {
    document.title = t('federation.thread.documentTitle');
  }, [t]);
  if (status === 'signed-out') return <Navigate to={signIn} replace />;
  return (
    <Page width="narrow">
      <BackLink to="/messages" className="mb-4">
        {t('federation.thread.back')}
      </BackLink>
      {status === 'loading' ? <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" /> : <Thread id={id} />}
    </Page>
  );
}
