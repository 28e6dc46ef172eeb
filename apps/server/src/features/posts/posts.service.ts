import type { Multipart } from '@fastify/multipart';
import { CreatePostFieldsSchema, UpdatePostFieldsSchema, type Comment, type CommentPage, type Post } from '@rootshare/contracts/posts';
import { decodeCursor, pageOf } from '../../platform/cursor';
import { pgErrorCode, type Database } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import type { Quotas } from '../../platform/quotas';
import type { BlocksService } from '../blocks/blocks.service';
import { parseOrBadRequest } from '../../platform/validation';
import type { UploadsService } from '../uploads/uploads.service';
import { createPostFeed } from './posts.feed';
import { createPostMedia, describedMedia } from './posts.media';
import { presentComment, presentPost } from './posts.presenter';
import {
  addLike,
  deletePostRow,
  findCommentOwner,
  findPost,
  findPostOwner,
  hasLiked,
  insertComment,
  insertPost,
  listComments,
  removeLike,
  setCommentHiddenRow,
  setPostHiddenRow,
  updatePostRow,
} from './posts.repo';

const POST_NOT_FOUND = 'Post not found';
const FOREIGN_KEY_VIOLATION = '23503';

interface Deps {
  db: Database;
  uploads: UploadsService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'apart' | 'relations'>;
  caches: ReadCaches;
}

export function createPostsService({ db, uploads, quotas, blocks, caches }: Deps) {
  const feed = createPostFeed({ db, caches, blocks });
  const clearFeed = () => caches.forget(changeOf.posts);
  const { receiveForm, checkMedia } = createPostMedia(uploads);

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

    listPostsBody: feed.listPostsBody,

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
