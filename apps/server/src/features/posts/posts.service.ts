import type { Multipart } from '@fastify/multipart';
import { POST_IMAGE_MAX_BYTES, POST_POSTER_MAX_BYTES, POST_VIDEO_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  CreatePostFieldsSchema,
  PostPageSchema,
  IMAGE_TOO_LARGE,
  mediaRuleFor,
  POST_MEDIA_FIELD,
  POST_POSTER_FIELD,
  UNSUPPORTED_MEDIA,
  UpdatePostFieldsSchema,
  VIDEO_TOO_LARGE,
  type Comment,
  type CommentPage,
  type Post,
  type PostsQuerySchema,
  type PostType,
} from '@rootshare/contracts/posts';
import type { z } from 'zod';
import type { PostMedia } from '../../db/schema/posts';
import { decodeCursor, pageOf } from '../../platform/cursor';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/errors';
import { encodeJsonBody } from '../../platform/json-body';
import { changeOf, sharedBody, type ReadCaches } from '../../platform/read-cache';
import { sniffImageType } from '../../platform/images';
import { collectMultipart, type IncomingFile } from '../../platform/multipart';
import type { Quotas } from '../../platform/quotas';
import type { BlocksService } from '../blocks/blocks.service';
import { peekStream } from '../../platform/streams';
import { parseOrBadRequest } from '../../platform/validation';
import { sniffVideoType, VIDEO_SNIFF_BYTES } from '../../platform/video';
import type { UploadsService } from '../uploads/uploads.service';
import { presentComment, presentPost } from './posts.presenter';
import {
  addLike,
  countPosts,
  deletePostRow,
  findCommentOwner,
  findPost,
  findPostOwner,
  hasLiked,
  insertComment,
  insertPost,
  listComments,
  listPosts,
  prepareFeedQueries,
  prepareViewerCounts,
  removeLike,
  setCommentHiddenRow,
  setPostHiddenRow,
  updatePostRow,
  type PostWithAuthorRow,
} from './posts.repo';

const POST_IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const;
const POST_NOT_FOUND = 'Post not found';
const FOREIGN_KEY_VIOLATION = '23503';

/** The media with the author's description when it is an image (a video's is not kept); null stays null. */
const describedMedia = (media: PostMedia | null, description: string | null): PostMedia | null => {
  if (!media) return null;
  const { description: _previous, ...rest } = media;
  return media.kind === 'image' && description ? { ...rest, description } : rest;
};

/** A file of the form once stored: the media itself or a video's poster. */
interface StoredFile {
  field: typeof POST_MEDIA_FIELD | typeof POST_POSTER_FIELD;
  kind: 'image' | 'video';
  url: string;
  thumbnailUrl: string | null;
  files: string[];
}

interface Deps {
  db: Database;
  uploads: UploadsService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'apart' | 'relations'>;
  caches: ReadCaches;
}

type PostsQueryOutput = z.output<typeof PostsQuerySchema>;

export function createPostsService({ db, uploads, quotas, blocks, caches }: Deps) {
  const newestPosts = prepareFeedQueries(db);
  const viewerCounts = prepareViewerCounts(db);
  // The feed's first page is what every visit opens. Its rows are shared (keyed by page size), with
  // the body encoded once for visitors; members get the counts and their likes as of now on top.
  // A post's change, or an author's profile change, forgets it on every instance (ADR 0017).
  const firstPages = caches.open<PostWithAuthorRow[]>('feedFirstPages', (_limit, rows) => [
    changeOf.posts,
    ...rows.map((row) => changeOf.member(row.post.userId)),
  ]);
  // `shown` leaves rows out after reading; the cursor still follows every row read.
  const encodePage = (
    rows: PostWithAuthorRow[],
    limit: number,
    total: number | null = null,
    shown?: (row: PostWithAuthorRow) => boolean,
  ) => {
    const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.post.id }));
    const items = shown ? page.items.filter(shown) : page.items;
    return encodeJsonBody(PostPageSchema, { posts: items.map(presentPost), nextCursor: page.nextCursor, total });
  };
  const clearFeed = () => caches.forget(changeOf.posts);
  const discard = async (stored: Array<StoredFile | null>) => uploads.deleteMedia(stored.flatMap((file) => file?.files ?? []));

  /** Stores one file part as it streams in: the media (image or video, told apart by its bytes) or a poster image. */
  async function storeFile(memberId: string, file: IncomingFile): Promise<StoredFile | null> {
    if (file.fieldname === POST_POSTER_FIELD) {
      try {
        const poster = await uploads.storeImageStream(
          memberId,
          file.stream,
          'posters',
          POST_POSTER_MAX_BYTES,
          POST_IMAGE_TYPES,
          'The video poster is too large',
        );
        return {
          field: POST_POSTER_FIELD,
          kind: 'image',
          url: poster.url,
          thumbnailUrl: poster.thumbnailUrl,
          files: [poster.url, poster.thumbnailUrl],
        };
      } catch (error) {
        // The poster is a nicety the browser adds: an unusable one leaves the video without, not the post refused.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        if (!file.stream.destroyed) file.stream.resume();
        return null;
      }
    }
    if (file.fieldname !== POST_MEDIA_FIELD) {
      file.stream.resume();
      throw badRequest(`Unexpected file field: ${file.fieldname}`);
    }
    const { head, stream } = await peekStream(file.stream, VIDEO_SNIFF_BYTES);
    if (sniffVideoType(head)) {
      const video = await uploads.storeVideoStream(memberId, stream, 'videos', POST_VIDEO_MAX_BYTES, VIDEO_TOO_LARGE);
      return { field: POST_MEDIA_FIELD, kind: 'video', url: video.url, thumbnailUrl: null, files: [video.url] };
    }
    if (sniffImageType(head) === null) {
      stream.destroy();
      throw new HttpError(415, UNSUPPORTED_MEDIA);
    }
    const image = await uploads.storeImageStream(memberId, stream, 'posts', POST_IMAGE_MAX_BYTES, POST_IMAGE_TYPES, IMAGE_TOO_LARGE);
    return {
      field: POST_MEDIA_FIELD,
      kind: 'image',
      url: image.url,
      thumbnailUrl: image.thumbnailUrl,
      files: [image.url, image.thumbnailUrl],
    };
  }

  /** Reads the form; the stored media with its poster (a poster without a video is dropped). */
  async function receiveForm(memberId: string, parts: AsyncIterable<Multipart>) {
    const { fields, files } = await collectMultipart(parts, (file) => storeFile(memberId, file), discard);
    const media = files.get(POST_MEDIA_FIELD) ?? undefined;
    const poster = files.get(POST_POSTER_FIELD) ?? undefined;
    const unused = poster && media?.kind !== 'video' ? [poster] : [];
    if (unused.length > 0) await discard(unused);
    const combined: PostMedia | null = media
      ? {
          kind: media.kind,
          url: media.url,
          thumbnailUrl: media.kind === 'video' ? (poster?.url ?? null) : media.thumbnailUrl,
          files: [...media.files, ...(media.kind === 'video' && poster ? poster.files : [])],
        }
      : null;
    return { fields, media: combined };
  }

  /** The media rule for a type (docs/product-decisions.md): a reel needs a video, a photo an image; a blog post may have either or none. */
  function checkMedia(type: PostType, media: PostMedia | null): void {
    const rule = mediaRuleFor(type);
    if ((rule.required && !media) || (media && !rule.kinds.includes(media.kind))) throw badRequest(rule.missing);
  }

  async function readPost(id: string, viewerId: string | undefined): Promise<Post> {
    const row = await findPost(db, id, viewerId);
    if (!row) throw notFound(POST_NOT_FOUND);
    return presentPost(row);
  }

  /** The post's owner row when the member wrote it: 404 when it does not exist, 403 when it is someone else's. */
  async function ownPost(id: string, memberId: string) {
    const owner = await findPostOwner(db, id);
    if (!owner) throw notFound(POST_NOT_FOUND);
    if (owner.userId !== memberId) throw forbidden('Only the author can change this post');
    return owner;
  }

  /** Whether the viewer and the member blocked each other (a visitor has blocked nobody). */
  const apart = async (viewerId: string | undefined, memberId: string) =>
    Boolean(viewerId && viewerId !== memberId && (await blocks.apart(viewerId, memberId)));

  /** The post's author when the viewer may see it (a hidden post only its author; none between blocked members): 404 otherwise. */
  async function visiblePostAuthor(id: string, viewerId: string | undefined): Promise<string> {
    const owner = await findPostOwner(db, id);
    if (!owner || (owner.hiddenAt && owner.userId !== viewerId) || (await apart(viewerId, owner.userId))) throw notFound(POST_NOT_FOUND);
    return owner.userId;
  }

  /** Runs a write that references the post; the post vanishing meanwhile is a 404, not a 500. */
  async function onExistingPost<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (pgErrorCode(error) === FOREIGN_KEY_VIOLATION) throw notFound(POST_NOT_FOUND);
      throw error;
    }
  }

  return {
    /** POST /api/posts: text fields and one media file, streamed; nothing is kept when any part is refused. */
    async createPost(memberId: string, parts: AsyncIterable<Multipart>): Promise<Post> {
      await quotas.take(memberId, 'posts');
      const { fields, media } = await receiveForm(memberId, parts);
      try {
        const input = parseOrBadRequest(CreatePostFieldsSchema, fields);
        checkMedia(input.type, media);
        const id = await insertPost(db, {
          userId: memberId,
          type: input.type,
          title: input.title,
          content: input.content,
          tags: input.tags ?? null,
          media: describedMedia(media, input.media_description),
        });
        await clearFeed();
        return await readPost(id, memberId);
      } catch (error) {
        if (media) await uploads.deleteMedia(media.files);
        throw error;
      }
    },

    /** PUT /api/posts/{id}: the author edits the text; a new media file (or replaceMedia=true) replaces the media. */
    async updatePost(id: string, memberId: string, parts: AsyncIterable<Multipart>): Promise<Post> {
      const before = await ownPost(id, memberId);
      const { fields, media } = await receiveForm(memberId, parts);
      try {
        const input = parseOrBadRequest(UpdatePostFieldsSchema, fields);
        const replace = media !== null || input.replaceMedia === 'true';
        if (replace) checkMedia(before.type, media);
        await updatePostRow(db, id, {
          title: input.title,
          content: input.content,
          ...(input.tags !== undefined ? { tags: input.tags } : {}),
          media: describedMedia(replace ? media : before.media, input.media_description),
        });
        await clearFeed();
        if (replace && before.media) await uploads.deleteMedia(before.media.files);
        return await readPost(id, memberId);
      } catch (error) {
        if (media) await uploads.deleteMedia(media.files);
        throw error;
      }
    },

    /** DELETE /api/posts/{id}: the author only; likes and comments go with it, and its files. */
    async deletePost(id: string, memberId: string): Promise<void> {
      const owner = await ownPost(id, memberId);
      await deletePostRow(db, id);
      await clearFeed();
      if (owner.media) await uploads.deleteMedia(owner.media.files);
    },

    getPost: readPost,

    /** GET /api/posts as an encoded body: newest first, by cursor; filtered by author, type or search words. */
    async listPostsBody(query: PostsQueryOutput, viewerId: string | undefined): Promise<Buffer> {
      const after = decodeCursor(query.cursor);
      const filter = { userId: query.user_id, type: query.type, search: query.search };
      const filtered = Boolean(query.user_id || query.type || query.search);
      if (filtered || after) {
        // A Brag Board or a search tells its size on the first page.
        const [rows, total] = await Promise.all([
          filtered ? listPosts(db, { ...filter, after, limit: query.limit }, viewerId) : newestPosts(after, query.limit, viewerId),
          filtered && !after ? countPosts(db, filter, viewerId) : null,
        ]);
        return encodePage(rows, query.limit, total);
      }
      const rows = await firstPages.getOrLoad(String(query.limit), () => newestPosts(undefined, query.limit, undefined));
      if (!viewerId) return sharedBody(rows, () => encodePage(rows, query.limit));
      // The shared page leaves out, for this viewer, the posts of members either blocked (the cursor stays right).
      const { byMe, byThem } = await blocks.relations(viewerId);
      const shown =
        byMe.size + byThem.size === 0 ? undefined : (row: PostWithAuthorRow) => !byMe.has(row.post.userId) && !byThem.has(row.post.userId);
      const now = await viewerCounts(
        viewerId,
        rows.map((row) => row.post.id),
      );
      return encodePage(
        rows.map((row) => {
          const counts = now.get(row.post.id);
          return counts
            ? {
                ...row,
                post: { ...row.post, likesCount: counts.likesCount, commentsCount: counts.commentsCount },
                hasLiked: counts.hasLiked,
              }
            : row;
        }),
        query.limit,
        null,
        shown,
      );
    },

    async likePost(id: string, memberId: string): Promise<{ hasLiked: boolean; likes_count: number }> {
      await visiblePostAuthor(id, memberId);
      const count = await onExistingPost(() => addLike(db, id, memberId));
      if (count === undefined) throw notFound(POST_NOT_FOUND);
      return { hasLiked: true, likes_count: count };
    },

    async unlikePost(id: string, memberId: string): Promise<{ hasLiked: boolean; likes_count: number }> {
      const count = await removeLike(db, id, memberId);
      if (count === undefined) throw notFound(POST_NOT_FOUND);
      return { hasLiked: false, likes_count: count };
    },

    async likeStatus(id: string, memberId: string): Promise<{ hasLiked: boolean }> {
      await visiblePostAuthor(id, memberId);
      return { hasLiked: await hasLiked(db, id, memberId) };
    },

    async listComments(id: string, cursor: string | undefined, limit: number, viewerId: string | undefined): Promise<CommentPage> {
      await visiblePostAuthor(id, viewerId);
      const rows = await listComments(db, id, decodeCursor(cursor), limit, viewerId);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.comment.id }));
      return { comments: page.items.map(presentComment), nextCursor: page.nextCursor };
    },

    async addComment(id: string, memberId: string, content: string): Promise<Comment> {
      await visiblePostAuthor(id, memberId);
      await quotas.take(memberId, 'comments');
      return presentComment(await onExistingPost(() => insertComment(db, id, memberId, content)));
    },

    /** The author of a post the viewer may see (for a report); 404 otherwise. */
    authorOfVisiblePost: visiblePostAuthor,

    /** The author of a comment the viewer may see, on a post they may see (for a report); 404 otherwise. */
    async authorOfVisibleComment(id: string, viewerId: string): Promise<string> {
      const row = await findCommentOwner(db, id);
      const visible =
        row &&
        (!row.hiddenAt || row.userId === viewerId) &&
        (!row.postHiddenAt || row.postUserId === viewerId) &&
        !(await apart(viewerId, row.userId)) &&
        !(await apart(viewerId, row.postUserId));
      if (!row || !visible) throw notFound('Comment not found');
      return row.userId;
    },

    /** A moderator hides or restores a post; the shared feed page forgets it at once. False when there is no such post. */
    async setPostHidden(id: string, hidden: boolean): Promise<boolean> {
      const found = await setPostHiddenRow(db, id, hidden);
      await clearFeed();
      return found;
    },

    /** A moderator hides or restores a comment. False when there is no such comment. */
    setCommentHidden: (id: string, hidden: boolean): Promise<boolean> => setCommentHiddenRow(db, id, hidden),
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
