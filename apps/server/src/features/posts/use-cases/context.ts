import type { Post } from '@rootshare/contracts/posts';
import { POST_NOT_FOUND } from '@rootshare/contracts/posts';
import { pgErrorCode, type Database } from '../../../platform/db';
import { forbidden, notFound } from '../../../platform/errors';
import type { Quotas } from '../../../platform/quotas';
import { changeOf, type ReadCaches } from '../../../platform/read-cache';
import type { BlocksService } from '../../blocks/blocks.service';
import type { UploadsService } from '../../uploads/uploads.service';
import { createPostFeed } from '../posts.feed';
import { createPostMedia } from '../posts.media';
import { presentPost } from '../posts.presenter';
import { findPost, findPostOwner } from '../posts.repo';

const FOREIGN_KEY_VIOLATION = '23503';

export interface PostsDeps {
  db: Database;
  uploads: UploadsService;
  quotas: Quotas;
  blocks: Pick<BlocksService, 'apart' | 'relations'>;
  caches: ReadCaches;
}

/** What the posts use cases share: their dependencies, the feed and media form, and the checks more than one of them makes. */
export function createPostsContext(deps: PostsDeps) {
  const { db, uploads, blocks, caches } = deps;

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
    ...deps,
    feed: createPostFeed({ db, caches, blocks }),
    /** Announces a change to the post: the shared feed pages forget it at once. */
    changed: (postId: string) => caches.forget(changeOf.posts, changeOf.post(postId)),
    ...createPostMedia(uploads),
    readPost,
    ownPost,
    apart,
    visiblePostAuthor,
    onExistingPost,
  };
}

export type PostsContext = ReturnType<typeof createPostsContext>;
