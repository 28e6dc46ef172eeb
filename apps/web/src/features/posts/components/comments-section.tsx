import { CreateCommentSchema, type Comment, type Post } from '@rootshare/contracts/posts';
import { dateLocaleOf, formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import { Loader2, SendHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useSignInPath } from '@/lib/return-path';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { cn } from '@/lib/cn';
import { isPendingComment, useAddComment } from '../api/add-comment';
import { useComments } from '../api/list-comments';

/** Who wrote a comment: a member's name linking to their profile here, or a remote account linking out to its own server. */
function CommentAuthor({ comment }: { comment: Comment }) {
  const t = useT();
  const remote = comment.remote_author;
  if (remote) {
    const name = remote.name ?? remote.handle;
    const who = (
      <>
        <span className="font-bold">{name}</span> <span className="text-xs break-all text-muted-foreground">{remote.handle}</span>
      </>
    );
    return (
      <>
        {remote.url ? (
          <a href={remote.url} target="_blank" rel="noopener noreferrer" className="hover:text-primary">
            {who}
            <span className="sr-only"> {t('posts.comments.remoteProfile', { home: remote.home })}</span>
          </a>
        ) : (
          <span>{who}</span>
        )}
        <span className="text-xs text-muted-foreground">{t('posts.comments.remoteFrom', { home: remote.home })}</span>
      </>
    );
  }
  if (!comment.user) return null;
  return (
    <Link to={`/profile/${encodeURIComponent(comment.user.username)}`} className="font-bold hover:text-primary">
      {comment.user.username}
    </Link>
  );
}

function CommentItem({ comment }: { comment: Comment }) {
  const t = useT();
  const locale = dateLocaleOf(useLanguage().language);
  const pending = isPendingComment(comment);
  const remote = comment.remote_author;
  const avatar = remote
    ? { src: remote.icon_url, name: remote.name ?? remote.handle }
    : { src: comment.user?.avatar_url ?? null, name: comment.user?.full_name ?? comment.user?.username ?? '' };
  return (
    <li className={cn('flex gap-3', pending && 'opacity-60')}>
      <Avatar src={avatar.src} name={avatar.name} size="sm" />
      <div className="min-w-0 flex-1 rounded-2xl bg-muted/70 px-3.5 py-2">
        {comment.is_hidden && <HiddenNote compact className="mb-1" />}
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <CommentAuthor comment={comment} />
          <span className="text-xs text-muted-foreground">
            {pending ? (
              t('posts.comments.sending')
            ) : (
              <time dateTime={comment.created_at} title={formatDateTime(comment.created_at, locale)}>
                {formatRelativeTime(comment.created_at, new Date(), locale)}
              </time>
            )}
          </span>
        </p>
        <p className="text-sm whitespace-pre-line break-words">{comment.content}</p>
      </div>
      {!pending && (
        <ReportMenu
          target={{ type: 'comment', id: comment.id }}
          ownerId={comment.user?.id ?? null}
          label={t('posts.comments.moreActions', { username: comment.user?.username ?? remote?.handle ?? '' })}
          size="sm"
          className="mt-1 shrink-0"
        />
      )}
    </li>
  );
}

function CommentComposer({ postId }: { postId: string }) {
  const t = useT();
  const translate = useContractMessage();
  const { user } = useSession();
  const add = useAddComment(postId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldId = useId();
  const blank = draft.trim() === '';
  if (!user) return null;
  const author = { id: user.profile.id, username: user.username, full_name: user.profile.full_name, avatar_url: user.profile.avatar_url };

  function send() {
    const parsed = CreateCommentSchema.safeParse({ content: draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message;
      setError(issue && translate(issue));
      return;
    }
    const sent = draft;
    setDraft('');
    setError(undefined);
    add.mutate(
      { content: parsed.data.content, author },
      {
        onError: () => {
          toast.error(t('posts.comments.failed'));
          // Give the words back unless the member has started a new comment.
          setDraft((current) => current || sent);
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!blank) send();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blank) send();
  }

  return (
    <form onSubmit={handleSubmit} className="flex items-start gap-2" noValidate>
      <Avatar src={user.profile.avatar_url} name={user.profile.full_name ?? user.username} size="sm" className="mt-1.5" />
      <div className="min-w-0 flex-1 space-y-1">
        <TextareaField
          id={fieldId}
          label={t('posts.comments.add')}
          labelClassName="sr-only"
          hint={t('posts.comments.hint')}
          hintClassName="sr-only"
          error={error}
          containerClassName="space-y-1"
          rows={1}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(undefined);
          }}
          onKeyDown={handleKeyDown}
          placeholder={t('posts.comments.placeholder')}
          className="field-sizing-content max-h-40 min-h-11! resize-none py-2.5"
        />
      </div>
      <Button type="submit" size="icon" className="mt-0.5 shrink-0" disabled={blank} aria-label={t('posts.comments.send')}>
        <SendHorizontal className="h-5 w-5" aria-hidden="true" />
      </Button>
    </form>
  );
}

/** A post's thread, oldest first, with a comment box for signed-in members. */
export function CommentsSection({ post, id }: { post: Pick<Post, 'id' | 'title'>; id: string }) {
  const t = useT();
  const comments = useComments(post.id);
  const { status } = useSession();
  const signIn = useSignInPath();
  const list = comments.data?.pages.flatMap((page) => page.comments) ?? [];

  let body;
  if (comments.isPending) {
    body = (
      <div className="space-y-3" role="status" aria-label={t('posts.comments.loading')}>
        {[0, 1].map((n) => (
          <div key={n} className="flex gap-3">
            <Skeleton className="h-8 w-8 rounded-full" />
            <Skeleton className="h-12 flex-1 rounded-2xl" />
          </div>
        ))}
      </div>
    );
  } else if (comments.isError) {
    body = (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {t('posts.comments.loadFailed')}
        <Button variant="link" size="sm" onClick={() => void comments.refetch()}>
          {t('ui.tryAgain')}
        </Button>
      </p>
    );
  } else if (list.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('posts.comments.empty')}</p>;
  } else {
    body = (
      <ol className="space-y-3" aria-label={t('posts.comments.list', { title: post.title })}>
        {list.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
    );
  }

  return (
    <section id={id} aria-label={t('posts.comments.title')} className="space-y-4 border-t border-border/70 px-4 py-4 sm:px-5">
      {body}
      {comments.hasNextPage && (
        <Button variant="link" size="sm" onClick={() => void comments.fetchNextPage()} disabled={comments.isFetchingNextPage}>
          {comments.isFetchingNextPage && <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" />}
          {t('posts.comments.more')}
        </Button>
      )}
      {status === 'signed-out' ? (
        <p className="text-sm text-muted-foreground">
          {t.rich('posts.comments.signIn', {
            link: (chunks) => (
              <Link to={signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : (
        <CommentComposer postId={post.id} />
      )}
    </section>
  );
}
