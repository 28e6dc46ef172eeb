import { z } from 'zod';
import { PhotoCreditSchema } from './catalogue';
import { MIB } from './format';
import { formatCount } from './intl';
import { ImageDescriptionSchema } from './image-descriptions';
import { COMMENT_MAX, POST_CONTENT_MAX, POST_IMAGE_MAX_BYTES, POST_TAGS_MAX, POST_TITLE_MAX, POST_VIDEO_MAX_BYTES } from './limits';
import { PageCursorSchema, PageLimitSchema } from './pagination';

export const POST_TYPES = ['reel', 'photo', 'blog_post'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_TYPE_LABELS: Readonly<Record<PostType, string>> = { reel: 'Video Reel', photo: 'Photo', blog_post: 'Blog Post' };

/** Accepted media, by extension and by declared type; the server decides by the bytes (docs/security.md S21). */
export const POST_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const POST_VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg'] as const;
export const POST_IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const POST_VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/ogg'] as const;

/** Multipart field names of POST and PUT /api/posts; the client sends the text fields first, then poster, then media. */
export const POST_MEDIA_FIELD = 'media';
export const POST_POSTER_FIELD = 'poster';

export const TITLE_REQUIRED = 'Title is required';
export const CONTENT_REQUIRED = 'Content is required';
export const REEL_NEEDS_VIDEO = 'Please select a video file for reels';
export const PHOTO_NEEDS_IMAGE = 'Please select an image file for photos';
export const VIDEO_TOO_LARGE = `File too large: Please select a video smaller than ${POST_VIDEO_MAX_BYTES / MIB}MB`;
export const IMAGE_TOO_LARGE = `File too large: Please select a file smaller than ${POST_IMAGE_MAX_BYTES / MIB}MB`;
export const UNSUPPORTED_MEDIA = 'Unsupported file type. Please use a JPG, PNG or WebP image, or an MP4, WebM or Ogg video.';
export const TITLE_TOO_LONG = `Title must be at most ${POST_TITLE_MAX} characters`;
export const CONTENT_TOO_LONG = `Content must be at most ${formatCount(POST_CONTENT_MAX)} characters`;
export const TAGS_TOO_LONG = `Tags must be at most ${POST_TAGS_MAX} characters`;
export const POST_TYPE_REQUIRED = 'Please choose a post type';
export const COMMENT_REQUIRED = 'Comment cannot be empty';

/** Comma-separated tags, tidied: trimmed, de-duplicated, without empty entries; absent when none. */
export function normaliseTags(raw: string | null | undefined): string | null {
  const seen = new Set<string>();
  for (const tag of (raw ?? '').split(',')) {
    const clean = tag.trim().replace(/^#+/, '').replace(/\s+/g, ' ');
    if (clean) seen.add(clean);
  }
  return seen.size ? [...seen].join(', ') : null;
}

const TitleSchema = z.string(TITLE_REQUIRED).trim().min(1, TITLE_REQUIRED).max(POST_TITLE_MAX, TITLE_TOO_LONG);
const ContentSchema = z.string(CONTENT_REQUIRED).trim().min(1, CONTENT_REQUIRED).max(POST_CONTENT_MAX, CONTENT_TOO_LONG);
const TagsSchema = z.string().max(POST_TAGS_MAX, TAGS_TOO_LONG).transform(normaliseTags);

/** The text fields of POST /api/posts (multipart fields are strings). */
export const CreatePostFieldsSchema = z.strictObject({
  title: TitleSchema,
  content: ContentSchema,
  type: z.enum(POST_TYPES, POST_TYPE_REQUIRED),
  tags: TagsSchema.optional(),
  /** The image's description (alt text); ignored for videos. */
  media_description: ImageDescriptionSchema,
});
export type CreatePostFields = z.input<typeof CreatePostFieldsSchema>;

/** The text fields of PUT /api/posts/{id}; the type stays. replaceMedia=true swaps (or, for a blog post, removes) the media. */
export const UpdatePostFieldsSchema = z.strictObject({
  title: TitleSchema,
  content: ContentSchema,
  tags: TagsSchema.optional(),
  media_description: ImageDescriptionSchema,
  replaceMedia: z.enum(['true', 'false']).optional(),
});
export type UpdatePostFields = z.input<typeof UpdatePostFieldsSchema>;

export type MediaKind = 'image' | 'video';

/** A chosen file's kind from its name and declared type, or null when neither is accepted. */
export function mediaKindOf(file: { name: string; type: string }): MediaKind | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  if ((POST_VIDEO_EXTENSIONS as readonly string[]).includes(extension) || (POST_VIDEO_MIME_TYPES as readonly string[]).includes(type))
    return 'video';
  if ((POST_IMAGE_EXTENSIONS as readonly string[]).includes(extension) || (POST_IMAGE_MIME_TYPES as readonly string[]).includes(type))
    return 'image';
  return null;
}

/** Which media a post type takes: a reel a video, a photo an image, a blog post either (optional). */
export function mediaRuleFor(type: PostType): { required: boolean; kinds: readonly MediaKind[]; missing: string } {
  if (type === 'reel') return { required: true, kinds: ['video'], missing: REEL_NEEDS_VIDEO };
  if (type === 'photo') return { required: true, kinds: ['image'], missing: PHOTO_NEEDS_IMAGE };
  return { required: false, kinds: ['image', 'video'], missing: '' };
}

/** The check of a chosen file for a post type (docs/product-decisions.md); null when it may be sent. */
export function checkPostMedia(type: PostType, file: { name: string; type: string; size: number }): string | null {
  const kind = mediaKindOf(file);
  const rule = mediaRuleFor(type);
  if (kind === null) return rule.required ? rule.missing : UNSUPPORTED_MEDIA;
  if (!rule.kinds.includes(kind)) return rule.missing;
  if (kind === 'video' && file.size > POST_VIDEO_MAX_BYTES) return VIDEO_TOO_LARGE;
  if (kind === 'image' && file.size > POST_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

export const PostAuthorSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

/** A post as every answer shows it; has_liked is false for visitors. */
export const PostSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.enum(POST_TYPES),
  title: z.string(),
  content: z.string(),
  tags: z.string().nullable(),
  media_type: z.enum(['image', 'video']).nullable(),
  media_urls: z.array(z.string()),
  thumbnail_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  /** The image's description (alt text), null when the author gave none or the media is a video. */
  media_description: z.string().nullable(),
  /** Who took the image when it is one of the catalogue's openly licensed photos, shown with it; null otherwise. */
  media_credit: PhotoCreditSchema.nullable().default(null),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  has_liked: z.boolean(),
  /** Hidden by a moderator: only its author is ever sent a hidden post. */
  is_hidden: z.boolean().default(false),
  created_at: z.string(),
  updated_at: z.string(),
  user: PostAuthorSchema,
});
export type Post = z.infer<typeof PostSchema>;

/** A feed page; `total` counts every match of a Brag Board or a search on its first page (null otherwise). */
export const PostPageSchema = z.object({
  posts: z.array(PostSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nullable(),
});
export type PostPage = z.infer<typeof PostPageSchema>;

/** GET /api/posts: newest first; search matches title, content and tags; user_id for a Brag Board. */
export const PostsQuerySchema = z.object({
  cursor: PageCursorSchema,
  limit: PageLimitSchema,
  search: z.string().trim().max(200).optional(),
  user_id: z.string().uuid('Invalid user id').optional(),
  type: z.enum(POST_TYPES).optional(),
});
export type PostsQuery = z.input<typeof PostsQuerySchema>;

export const PostParamsSchema = z.object({ id: z.string().uuid('Post not found') });

export const LikeStatusSchema = z.object({ hasLiked: z.boolean() });
export const LikeResultSchema = z.object({ hasLiked: z.boolean(), likes_count: z.number().int() });
export type LikeResult = z.infer<typeof LikeResultSchema>;

export const CreateCommentSchema = z.strictObject({
  content: z.string(COMMENT_REQUIRED).trim().min(1, COMMENT_REQUIRED).max(COMMENT_MAX, `Comments are at most ${COMMENT_MAX} characters`),
});
export type CreateComment = z.input<typeof CreateCommentSchema>;

/** An account on another server who replied to a post: its handle (@name@host), name, picture, profile page and server. */
export const RemoteCommentAuthorSchema = z.object({
  handle: z.string(),
  name: z.string().nullable(),
  icon_url: z.string().nullable(),
  url: z.string().nullable(),
  home: z.string(),
});
export type RemoteCommentAuthor = z.infer<typeof RemoteCommentAuthorSchema>;

export const CommentSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  content: z.string(),
  /** Hidden by a moderator: only its author is ever sent a hidden comment. */
  is_hidden: z.boolean().default(false),
  created_at: z.string(),
  /** The member who wrote it here; null for a reply from another server. */
  user: PostAuthorSchema.nullable(),
  /** Who wrote a reply from another server (exactly one of user and remote_author is set). */
  remote_author: RemoteCommentAuthorSchema.nullable(),
});
export type Comment = z.infer<typeof CommentSchema>;

/** GET /api/posts/{id}/comments: oldest first, so a thread reads top to bottom. */
export const CommentPageSchema = z.object({ comments: z.array(CommentSchema), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof CommentPageSchema>;
export const CommentsQuerySchema = z.object({ cursor: PageCursorSchema, limit: PageLimitSchema });

/** Refusals the server answers with, which the web app shows in the member's language. */
export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';
