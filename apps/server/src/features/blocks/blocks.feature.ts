import type { Platform } from '../../platform/feature';
import { blockRoutes } from './blocks.routes';
import { createBlocksService, type BlocksService } from './blocks.service';

type Needs = Omit<Parameters<typeof createBlocksService>[0], 'db' | 'caches'>;

/** Members blocking one another, which every feature that shows one member to another asks about. */
export async function blocksFeature({ app, db, caches }: Platform, needs: Needs): Promise<BlocksService> {
  const blocks = createBlocksService({ db, caches, ...needs });
  await app.register(blockRoutes, { prefix: '/api', blocks });
  return blocks;
}
