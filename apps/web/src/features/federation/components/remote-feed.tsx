import { ReplyToRemoteInputSchema, type RemoteItem } from '@rootshare/contracts/federation-following';
import { COMMENT_MAX } from '@rootshare/contracts/limits';
import { formatDateTime } from '@rootshare/contracts/format';
import { CalendarDays, ExternalLink, Heart, MapPin, MessageCircle, Sprout } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { toast } from '@/lib/toast';
import { useLikeRemote, useRemoteFeed, useReplyToRemote } from '../api/feed';

const TYPE_LABELS = {
  Note: 'federation.feed.type.note',
  Article: 'federation.feed.type.article',
  Video: 'federation.feed.type.video',
  Event: 'federation.feed.type.event',
} as const;

const hostOf = (url: string) => (URL.canParse(url) ? new URL(url).host : url);

/** A reply written here: checked with the contract, sent, and shown under the item from the server's answer. */
function ReplyForm({ item, onDone }: { item: RemoteItem; onDone: () => void }) {
  const t = useT();
  const translate = useContractMessage();
  const reply = useReplyToRemote();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const id = `reply-${encodeURIComponent(item.uri)}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReplyToRemoteInputSchema.safeParse({ in_reply_to: item.uri, content });
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    reply.mutate(parsed.data, {
      onSuccess: () => {
        setContent('');
        onDone();
      },
      onError: (failure) => setError(translate(failure.message)),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <TextareaField
        id={id}
        label={t('federation.reply.label')}
        value={content}
        maxLength={COMMENT_MAX}
        showCount
        error={error}
        autoFocus
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? t('federation.reply.sending') : t('federation.reply.send')}
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
  const [replying, setReplying] = useState(false);
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
        <Badge tone={item.type === 'Event' ? 'info' : 'neutral'}>{t(TYPE_LABELS[item.type])}</Badge>
      </div>
      {item.name && <h3 className="text-lg font-bold break-words">{item.name}</h3>}
      {item.type === 'Event' && item.starts_at && (
        <p className="flex items-start gap-2 text-sm">
          <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {item.ends_at
              ? t('federation.feed.when', { start: formatDateTime(item.starts_at, language), end: formatDateTime(item.ends_at, language) })
              : formatDateTime(item.starts_at, language)}
          </span>
        </p>
      )}
      {item.place && (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{item.place}</span>
        </p>
      )}
      {item.image_url && (
        <img
          src={item.image_url}
          alt={item.image_description ?? ''}
          loading="lazy"
          className="max-h-96 w-full rounded-xl bg-muted object-cover"
        />
      )}
      {item.text && <p className="text-sm break-words whitespace-pre-line">{item.text}</p>}
      <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button variant="ghost" size="sm" aria-pressed={item.liked} onClick={toggleLike}>
          <Heart className={cn('h-4 w-4', item.liked && 'fill-accent text-accent')} aria-hidden="true" /> {t('federation.feed.like')}
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={replying} onClick={() => setReplying((open) => !open)}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" /> {t('federation.feed.reply')}
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
      {replying && <ReplyForm item={item} onDone={() => setReplying(false)} />}
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
