import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** An account on another server who replied to a post, as its comment shows them. */
export interface RemoteCommentAuthor {
  handle: string;
  name: string | null;
  iconUrl: string | null;
  url: string | null;
  /** Its server's host. */
  home: string;
}

/** A post's one media item: an image (with its thumbnail) or a video (with its poster, when the browser made one). */
export interface PostMedia {
  kind: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  /** Every stored file of this media (the file, thumbnails, poster), deleted with it. */
  files: string[];
  /** What an image shows (its alt text), as the author described it; absent when they did not. */
  description?: string | null;
}

/** A Brag Board post: a photo, a video reel or a blog post. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['reel', 'photo', 'blog_post'] }).notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    tags: text('tags'),
    media: jsonb('media').$type<PostMedia>(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    /** Hidden by a moderator: shown to nobody but its author, until restored. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_created_idx').on(t.createdAt, t.id),
    index('posts_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('posts_search_idx').using('gin', sql`lower(${t.title} || ' ' || ${t.content} || ' ' || coalesce(${t.tags}, '')) gin_trgm_ops`),
    check('posts_counts_check', sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0`),
    // Whether a stored file is still shown (uploads.repo.ts): a containment lookup per path.
    index('posts_media_idx').using('gin', sql`${t.media} jsonb_path_ops`),
  ],
);

/** One like per member per post; the primary key makes a second like a no-op. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The member who wrote it; null for a reply from another server. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** A reply from another server: its Note's id, which its Update and Delete name. */
    remoteUri: text('remote_uri').unique(),
    /** The reply's author there, who alone may change or remove it. */
    remoteActorUri: text('remote_actor_uri'),
    remoteAuthor: jsonb('remote_author').$type<RemoteCommentAuthor>(),
    /** Hidden by a moderator. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_user_idx').on(t.userId),
    index('post_comments_remote_actor_idx').on(t.remoteActorUri),
    // The media proxy looks a remote author's picture up by its address.
    index('post_comments_remote_icon_idx').using('hash', sql`(${t.remoteAuthor}->>'iconUrl')`),
    // A comment is a member's or a remote account's, never both or neither.
    check(
      'post_comments_author_check',
      sql`(${t.userId} is null) = (${t.remoteUri} is not null) and (${t.remoteUri} is null) = (${t.remoteActorUri} is null) and (${t.remoteUri} is null) = (${t.remoteAuthor} is null)`,
    ),
  ],
);
