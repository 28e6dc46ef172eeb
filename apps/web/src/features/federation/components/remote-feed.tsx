import { ContactRemoteInputSchema, ReplyToRemoteInputSchema, type RemoteItem } from '@rootshare/contracts/federation-following';
import { COMMENT_MAX, MESSAGE_MAX_LENGTH } from '@rootshare/contracts/limits';
import { formatDateTime } from '@rootshare/contracts/format';
import { CalendarDays, ExternalLink, Heart, Mail, MapPin, MessageCircle, Sprout } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { TextareaField } from '@/components/ui/textarea-field';
import { cn } from '@/lib/cn';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { zonedEventTime } from '../lib/event-time';
import { toast } from '@/lib/toast';
import { useContactRemote } from '../api/conversations';
import { useLikeRemote, useRemoteFeed, useReplyToRemote } from '../api/feed';
import { RemotePicture } from './remote-picture';

const TYPE_LABELS = {
  Note: 'federation.feed.type.note',
  Article: 'federation.feed.type.article',
  Video: 'federation.feed.type.video',
  Event: 'federation.feed.type.event',
} as const;

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

const FORM_WORDS = {
  reply: { label: 'federation.reply.label', send: 'federation.reply.send', max: COMMENT_MAX },
  message: { label: 'federation.message.label', send: 'federation.message.send', max: MESSAGE_MAX_LENGTH },
} as const;

/**
 * A reply to an item, or a first message to its author, written here: checked with the contract,
 * sent, and then shown under the item (a reply) or opened as a conversation (a message).
 */
function ItemForm({ item, kind, onDone }: { item: RemoteItem; kind: keyof typeof FORM_WORDS; onDone: () => void }) {
  const t = useT();
  const translate = useContractMessage();
  const navigate = useNavigate();
  const reply = useReplyToRemote();
  const contact = useContactRemote();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const words = FORM_WORDS[kind];
  const id = `${kind}-${encodeURIComponent(item.uri)}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      kind === 'reply'
        ? ReplyToRemoteInputSchema.safeParse({ in_reply_to: item.uri, content })
        : ContactRemoteInputSchema.safeParse({ about: item.uri, content });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    const onError = (failure: Error) => setError(translate(failure.message));
    if (kind === 'message') {
      contact.mutate(
        { about: item.uri, content: parsed.data.content },
        {
          onSuccess: ({ conversation }) => {
            toast.success(t('federation.message.sent', { handle: item.author.handle }));
            void navigate(`/other-towns/messages/${encodeURIComponent(conversation.id)}`);
          },
          onError,
        },
      );
      return;
    }
    reply.mutate(
      { in_reply_to: item.uri, content: parsed.data.content },
      {
        onSuccess: () => {
          setContent('');
          onDone();
        },
        onError,
      },
    );
  };
  const pending = reply.isPending || contact.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <TextareaField
        id={id}
        label={t(words.label)}
        value={content}
        maxLength={words.max}
        showCount
        error={error}
        autoFocus
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('federation.reply.sending') : t(words.send)}
        </Button>
      </div>
    </form>
  );
}

function FeedItem({ item }: { item: RemoteItem }) {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const like = useLikeRemote();
  const [writing, setWriting] = useState<keyof typeof FORM_WORDS | null>(null);
  const toggle = (kind: keyof typeof FORM_WORDS) => setWriting((open) => (open === kind ? null : kind));
  const author = item.author.name || item.author.handle;
  const toggleLike = () =>
    like.mutate({ uri: item.uri, liked: !item.liked }, { onError: (failure) => toast.error(translate(failure.message)) });

  return (
    <Card className="space-y-3 p-4">
      <div className="flex items-center gap-3">
        <Avatar src={item.author.icon_url} name={author} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-bold">{author}</p>
          <p className="truncate text-xs text-muted-foreground">{item.author.handle}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={item.published_at}>{formatDateTime(item.published_at, language)}</time>
          </p>
        </div>
        <Badge tone={item.type === 'Event' ? 'info' : 'neutral'}>
          {t(item.swap_listing ? 'federation.feed.type.listing' : TYPE_LABELS[item.type])}
        </Badge>
      </div>
      {item.name && <h3 className="text-lg font-bold break-words">{item.name}</h3>}
      {item.type === 'Event' && item.starts_at && (
        <p className="flex items-start gap-2 text-sm">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {zonedEventTime(item.starts_at, item.ends_at, item.time_zone, language) ??
              (item.ends_at
                ? t('federation.feed.when', {
                    start: formatDateTime(item.starts_at, language),
                    end: formatDateTime(item.ends_at, language),
                  })
                : formatDateTime(item.starts_at, language))}
          </span>
        </p>
      )}
      {item.place && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{item.place}</span>
        </p>
      )}
      {item.image_url && <RemotePicture src={item.image_url} description={item.image_description} className="max-h-96" />}
      {item.text && <p className="text-sm break-words whitespace-pre-line">{item.text}</p>}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button variant="ghost" size="sm" aria-pressed={item.liked} onClick={toggleLike}>
          <Heart className={cn('h-4 w-4', item.liked && 'fill-accent text-accent')} aria-hidden="true" /> {t('federation.feed.like')}
        </Button>
        {/* A listing takes no replies on its Rootshare: its owner is written to instead. */}
        {!item.swap_listing && (
          <Button variant="ghost" size="sm" aria-expanded={writing === 'reply'} onClick={() => toggle('reply')}>
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('federation.feed.reply')}
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-expanded={writing === 'message'} onClick={() => toggle('message')}>
          <Mail className="h-4 w-4" aria-hidden="true" />{' '}
          {t(item.swap_listing ? 'federation.feed.contactOwner' : 'federation.feed.message')}
        </Button>
        {item.url && (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t('federation.feed.open', { host: hostOf(item.url) })} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
      {item.my_replies.length > 0 && (
        <ul className="space-y-2" aria-label={t('federation.reply.mine')}>
          {item.my_replies.map((reply) => (
            <li key={reply.uri} className="rounded-xl bg-muted px-3 py-2 text-sm">
              <p className="text-xs font-semibold text-muted-foreground">{t('federation.reply.you')}</p>
              <p className="break-words whitespace-pre-line">{reply.content}</p>
            </li>
          ))}
        </ul>
      )}
      {writing && <ItemForm key={writing} item={item} kind={writing} onDone={() => setWriting(null)} />}
    </Card>
  );
}

/** What the accounts followed elsewhere published, newest first. */
export function RemoteFeed() {
  const t = useT();
  const feed = useRemoteFeed();
  if (feed.isPending) {
    return (
      <div role="status" aria-label={t('federation.feed.loading')} className="space-y-3">
        <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
        <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (feed.isError) return <LoadError message={t('federation.feed.loadError')} onRetry={() => void feed.refetch()} />;
  if (feed.data.items.length === 0) {
    return (
      <EmptyState
        icon={<Sprout className="h-6 w-6" />}
        title={t('federation.feed.emptyTitle')}
        description={t('federation.feed.emptyText')}
      />
    );
  }
  return (
    <ul className="space-y-4" aria-label={t('federation.feed.title')}>
      {feed.data.items.map((item) => (
        <li key={item.uri}>
          <FeedItem item={item} />
        </li>
      ))}
    </ul>
  );
}
