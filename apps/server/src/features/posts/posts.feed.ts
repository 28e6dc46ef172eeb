import { PostPageSchema, type PostsQuerySchema } from '@rootshare/contracts/posts';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import type { Database } from '../../platform/db';
import { encodeJsonBody } from '../../platform/json-body';
import { changeOf, sharedBody, type ReadCaches } from '../../platform/read-cache';
import type { BlocksService } from '../blocks/blocks.service';
import { presentPost } from './posts.presenter';
import { countPosts, listPosts, prepareFeedQueries, prepareViewerCounts, type PostWithAuthorRow } from './posts.repo';

type PostsQueryOutput = z.output<typeof PostsQuerySchema>;

interface FeedDeps {
  db: Database;
  caches: ReadCaches;
  blocks: Pick<BlocksService, 'relations'>;
}

/** The posts feed as encoded bodies: the shared first page every visit opens, and the pages and searches after it. */
export function createPostFeed({ db, caches, blocks }: FeedDeps) {
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

  /** GET /api/posts as an encoded body: newest first, by cursor; filtered by author, type or search words. */
  async function listPostsBody(query: PostsQueryOutput, viewerId: string | undefined): Promise<Buffer> {
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
  }

  return { listPostsBody };
}
