import { dateLocaleOf, formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import type { Post } from '@rootshare/contracts/posts';
import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { PhotoCredit } from '@/features/catalogue/components/photo-credit';
import { HiddenNote } from '@/features/reports/components/hidden-note';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { cn } from '@/lib/cn';
import { useDeletePost } from '../api/delete-post';
import { cardText, tagsOf } from '../lib/post-text';
import { CommentsSection } from './comments-section';
import { DeletePostDialog } from './delete-post-dialog';
import { EditPostDialog } from './edit-post-dialog';
import { LikeButton } from './like-button';
import { PostText } from './post-content';
import { PostMedia } from './post-media';
import { PostTypeBadge } from './post-type-badge';
import { ShareButton } from './share-button';

const EDITED_AFTER_MS = 60_000;

export interface PostCardProps {
  post: Post;
  /** 'page' is the post's own page: the whole text, a level-one title, comments open. */
  variant?: 'feed' | 'page';
  /** Called as soon as the member confirms the deletion, when the post has already left every list. */
  onDelete?: () => void;
}

/** The author with a link to their profile, when the post was written (and whether it was edited since), and its type. */
function PostHeader({ post }: { post: Post }) {
  const t = useT();
  const locale = dateLocaleOf(useLanguage().language);
  const author = post.user.full_name ?? post.user.username;
  const profileLink = `/profile/${encodeURIComponent(post.user.username)}`;
  const edited = new Date(post.updated_at).getTime() - new Date(post.created_at).getTime() > EDITED_AFTER_MS;
  return (
    <header className="flex items-center gap-3 px-4 pt-4 sm:px-5">
      <Link to={profileLink} tabIndex={-1} aria-hidden="true">
        <Avatar src={post.user.avatar_url} name={author} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={profileLink} className="block truncate font-bold hover:text-primary">
          {author}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          @{post.user.username} ·{' '}
          <time dateTime={post.created_at} title={formatDateTime(post.created_at, locale)}>
            {formatRelativeTime(post.created_at, new Date(), locale)}
          </time>
          {edited && ` · ${t('posts.card.edited')}`}
        </p>
      </div>
      <PostTypeBadge type={post.type} />
    </header>
  );
}

/** The post's tags, each searching the Community tab for it. */
function PostTags({ tags }: { tags: string[] }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('posts.card.tags')}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={`/browse?tab=content&q=${encodeURIComponent(tag)}`}
            className="inline-flex items-center rounded-full bg-sage px-2.5 py-0.5 text-xs font-semibold text-primary hover:bg-sage/70"
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The title (linking to the post's page on a card), the text (a blog post shortened on a card, with Read more) and the tags. */
function PostBody({ post, full, titleId }: { post: Post; full: boolean; titleId: string }) {
  const { text, shortened } = full ? { text: post.content, shortened: false } : cardText(post);
  const tags = tagsOf(post.tags);
  const Title = full ? 'h1' : 'h3';
  return (
    <div className="flex flex-1 flex-col gap-3 px-4 pt-3 sm:px-5">
      <Title
        id={titleId}
        className={cn('font-extrabold tracking-tight break-words', full ? 'text-2xl sm:text-3xl' : 'text-lg leading-snug')}
      >
        {full ? (
          post.title
        ) : (
          <Link to={`/posts/${post.id}`} className="hover:text-primary">
            {post.title}
          </Link>
        )}
      </Title>
      <div className={cn(full && 'max-w-prose text-lg')}>
        <PostText text={text} readMoreTo={shortened ? `/posts/${post.id}` : undefined} label={post.title} />
      </div>
      {tags.length > 0 && <PostTags tags={tags} />}
    </div>
  );
}

interface PostActionsProps {
  post: Post;
  isAuthor: boolean;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Like, the comments' toggle with their count, Share and the ⋯ menu; Edit and Delete for the author. */
function PostActions({ post, isAuthor, commentsOpen, commentsId, onToggleComments, onEdit, onDelete }: PostActionsProps) {
  const t = useT();
  return (
    <footer className="mt-2 flex flex-wrap items-center gap-1 px-2 py-2 sm:px-3">
      <LikeButton post={post} />
      <button
        type="button"
        onClick={onToggleComments}
        aria-expanded={commentsOpen}
        aria-controls={commentsId}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <MessageCircle className="h-5 w-5" aria-hidden="true" />
        <span aria-hidden="true">{post.comments_count}</span>
        <span className="sr-only">{t('posts.card.comments', { count: post.comments_count })}</span>
      </button>
      <ShareButton post={post} />
      <ReportMenu
        target={{ type: 'post', id: post.id }}
        ownerId={post.user_id}
        label={t('posts.card.moreActions', { title: post.title })}
        className="ml-auto"
      />
      {isAuthor && (
        <div className="ml-auto flex gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t('posts.card.edit')} title={t('posts.card.edit')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-destructive/10"
            onClick={onDelete}
            aria-label={t('posts.card.delete')}
            title={t('posts.card.delete')}
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </footer>
  );
}

/** A post: author, type, date, media, text, tags, likes, comments and Share; Edit and Delete for its author. */
export function PostCard({ post, variant = 'feed', onDelete }: PostCardProps) {
  const { user } = useSession();
  const isAuthor = user?.profile.id === post.user_id;
  const full = variant === 'page';
  const [commentsOpen, setCommentsOpen] = useState(full);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useDeletePost();
  const t = useT();
  const ids = useId();
  const titleId = `${ids}-title`;
  const commentsId = `${ids}-comments`;

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex h-full flex-col overflow-hidden">
        <PostHeader post={post} />
        {post.is_hidden && <HiddenNote className="mx-4 mt-3 sm:mx-5" />}
        {post.media_type && (
          <div className="mt-3">
            <PostMedia post={post} full={full} />
            {post.media_credit && <PhotoCredit credit={post.media_credit} label={t('posts.card.photo')} className="px-4 pt-1.5 sm:px-5" />}
          </div>
        )}
        <PostBody post={post} full={full} titleId={titleId} />
        <PostActions
          post={post}
          isAuthor={isAuthor}
          commentsOpen={commentsOpen}
          commentsId={commentsId}
          onToggleComments={() => setCommentsOpen((open) => !open)}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirming(true)}
        />
        {commentsOpen && <CommentsSection post={post} id={commentsId} />}
      </Card>
      {isAuthor && (
        <>
          <EditPostDialog post={post} open={editing} onOpenChange={setEditing} />
          <DeletePostDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={post.title}
            onConfirm={() => {
              removal.mutate(post.id);
              onDelete?.();
            }}
          />
        </>
      )}
    </article>
  );
}
