import { formatDateTime, formatRelativeTime } from '@rootshare/contracts/format';
import type { Post } from '@rootshare/contracts/posts';
import { MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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

/** A post: author, type, date, media, text, tags, likes, comments and Share; Edit and Delete for its author. */
export function PostCard({ post, variant = 'feed', onDelete }: PostCardProps) {
  const { user } = useSession();
  const isAuthor = user?.profile.id === post.user_id;
  const full = variant === 'page';
  const [commentsOpen, setCommentsOpen] = useState(full);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const removal = useDeletePost();
  const ids = useId();
  const titleId = `${ids}-title`;
  const commentsId = `${ids}-comments`;
  const author = post.user.full_name ?? post.user.username;
  const profileLink = `/profile/${encodeURIComponent(post.user.username)}`;
  const { text, shortened } = full ? { text: post.content, shortened: false } : cardText(post);
  const tags = tagsOf(post.tags);
  const Title = full ? 'h1' : 'h3';
  const edited = new Date(post.updated_at).getTime() - new Date(post.created_at).getTime() > EDITED_AFTER_MS;

  return (
    <article aria-labelledby={titleId}>
      <Card className="flex h-full flex-col overflow-hidden">
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
              <time dateTime={post.created_at} title={formatDateTime(post.created_at)}>
                {formatRelativeTime(post.created_at)}
              </time>
              {edited && ' · edited'}
            </p>
          </div>
          <PostTypeBadge type={post.type} />
        </header>
        {post.is_hidden && <HiddenNote className="mx-4 mt-3 sm:mx-5" />}
        {post.media_type && (
          <div className="mt-3">
            <PostMedia post={post} full={full} />
            {post.media_credit && <PhotoCredit credit={post.media_credit} label="Photo" className="px-4 pt-1.5 sm:px-5" />}
          </div>
        )}
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
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
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
          )}
        </div>
        <footer className="mt-2 flex flex-wrap items-center gap-1 px-2 py-2 sm:px-3">
          <LikeButton post={post} />
          <button
            type="button"
            onClick={() => setCommentsOpen((open) => !open)}
            aria-expanded={commentsOpen}
            aria-controls={commentsId}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <MessageCircle className="h-5 w-5" aria-hidden="true" />
            <span aria-hidden="true">{post.comments_count}</span>
            <span className="sr-only">{post.comments_count === 1 ? '1 comment' : `${post.comments_count} comments`}</span>
          </button>
          <ShareButton post={post} />
          <ReportMenu
            target={{ type: 'post', id: post.id }}
            ownerId={post.user_id}
            label={`More actions for ${post.title}`}
            className="ml-auto"
          />
          {isAuthor && (
            <div className="ml-auto flex gap-1">
              <Button variant="ghost" size="icon" onClick={() => setEditing(true)} aria-label="Edit post" title="Edit post">
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:bg-destructive/10"
                onClick={() => setConfirming(true)}
                aria-label="Delete post"
                title="Delete post"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          )}
        </footer>
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
