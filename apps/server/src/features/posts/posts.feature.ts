import type { Platform } from '../../platform/feature';
import { postRoutes } from './posts.routes';
import { createPostsService, type PostsService } from './posts.service';

type Needs = Omit<Parameters<typeof createPostsService>[0], 'db' | 'quotas' | 'caches'>;

/** Members' posts. */
export async function postsFeature({ app, db, quotas, caches }: Platform, needs: Needs): Promise<PostsService> {
  const posts = createPostsService({ db, quotas, caches, ...needs });
  await app.register(postRoutes, { prefix: '/api', posts });
  return posts;
}
