import type { Comment, Post, PostAuthor } from '@rootshare/contracts/posts';
import { proxiedMediaUrl } from '@rootshare/contracts/federation-following';
import { photoCreditFor } from '../catalogue/catalogue-photos';
import type { CommentWithAuthorRow, PostWithAuthorRow } from './posts.repo';

const presentAuthor = (author: PostWithAuthorRow['author']): PostAuthor => ({
  id: author.id,
  username: author.username,
  full_name: author.fullName,
  avatar_url: author.avatarUrl,
});

/** A post with its author's public details only. */
export function presentPost({ post, author, hasLiked }: PostWithAuthorRow): Post {
  const media = post.media;
  return {
    id: post.id,
    user_id: post.userId,
    type: post.type,
    title: post.title,
    content: post.content,
    tags: post.tags,
    media_type: media?.kind ?? null,
    media_urls: media ? [media.url] : [],
    thumbnail_url: media?.thumbnailUrl ?? null,
    image_urls: media?.kind === 'image' ? [media.url] : [],
    media_description: media?.description ?? null,
    media_credit: media?.kind === 'image' ? photoCreditFor(media.url) : null,
    likes_count: post.likesCount,
    comments_count: post.commentsCount,
    has_liked: Boolean(hasLiked),
    is_hidden: post.hiddenAt !== null,
    created_at: post.createdAt.toISOString(),
    updated_at: post.updatedAt.toISOString(),
    user: presentAuthor(author),
  };
}

/** A comment with its author: a member's public details, or the remote account a reply from another server came from. */
export function presentComment({ comment, author }: CommentWithAuthorRow): Comment {
  const remote = comment.remoteAuthor;
  return {
    id: comment.id,
    post_id: comment.postId,
    content: comment.content,
    is_hidden: comment.hiddenAt !== null,
    created_at: comment.createdAt.toISOString(),
    user:
      author.id !== null && author.username !== null
        ? presentAuthor({ id: author.id, username: author.username, fullName: author.fullName, avatarUrl: author.avatarUrl })
        : null,
    remote_author: remote
      ? { handle: remote.handle, name: remote.name, icon_url: proxiedMediaUrl(remote.iconUrl), url: remote.url, home: remote.home }
      : null,
  };
}
