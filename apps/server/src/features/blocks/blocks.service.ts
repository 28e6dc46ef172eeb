import {
  CANNOT_BLOCK_YOURSELF,
  CONVERSATION_READ_ONLY,
  MEMBER_NOT_FOUND_FOR_BLOCK,
  UNBLOCK_FIRST,
  type BlockList,
} from '@rootshare/contracts/blocks';
import type { Database } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import type { RealtimeService } from '../realtime/realtime.service';
import { presentBlockList } from './blocks.presenter';
import { deleteBlock, insertBlock, listBlockedBy, listBlocksOf, memberExists } from './blocks.repo';

/** The blocks a member is part of: whom they blocked, and who blocked them. */
export interface BlockRelations {
  byMe: ReadonlySet<string>;
  byThem: ReadonlySet<string>;
}

interface Deps {
  db: Database;
  realtime: Pick<RealtimeService, 'publish'>;
  caches: ReadCaches;
}

/**
 * Blocking. Lists and pages filter blocked members in their own queries (apartFromBlocks);
 * the checks on the hot paths (sending a message, typing, presence, notifications, the shared first
 * page of the feed) read each member's blocks from a small cache that every instance clears when a
 * block changes anywhere.
 */
export function createBlocksService({ db, realtime, caches }: Deps) {
  const relationsCache = caches.open<BlockRelations>('blockRelations', (userId) => [changeOf.blocks(userId)]);

  // `via` is the caller's transaction when there is one: the embedded database has one connection,
  // so a read outside an open transaction would wait for it forever.
  const relations = (userId: string, via: Database = db): Promise<BlockRelations> =>
    relationsCache.getOrLoad(userId, async () => {
      const rows = await listBlocksOf(via, userId);
      return {
        byMe: new Set(rows.filter((row) => row.blockerId === userId).map((row) => row.blockedId)),
        byThem: new Set(rows.filter((row) => row.blockedId === userId).map((row) => row.blockerId)),
      };
    });

  async function changed(a: string, b: string): Promise<void> {
    await caches.forget(changeOf.blocks(a), changeOf.blocks(b));
    await realtime.publish([a, b], { type: 'blocks_changed' });
  }

  return {
    relations,

    /** Whether either of the two blocked the other (read through `via`, the caller's transaction, when given). */
    async apart(a: string, b: string, via?: Database): Promise<boolean> {
      const mine = await relations(a, via);
      return mine.byMe.has(b) || mine.byThem.has(b);
    },

    /**
     * Refuses to start anything with the other member when either blocked the other: for the member
     * who was blocked the blocker is simply not there (404 with `goneMessage`); the blocker is told to
     * unblock first (409).
     */
    async ensureOpen(userId: string, otherId: string, goneMessage: string): Promise<void> {
      const mine = await relations(userId);
      if (mine.byThem.has(otherId)) throw notFound(goneMessage);
      if (mine.byMe.has(otherId)) throw conflict(UNBLOCK_FIRST);
    },

    /** Refuses a new message in a conversation between two members either of whom blocked the other (409). */
    async ensureNotReadOnly(userId: string, otherId: string): Promise<void> {
      const mine = await relations(userId);
      if (mine.byMe.has(otherId) || mine.byThem.has(otherId)) throw conflict(CONVERSATION_READ_ONLY);
    },

    /** Blocks a member: every channel between the two closes at once, on every instance. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      if (blockerId === blockedId) throw badRequest(CANNOT_BLOCK_YOURSELF);
      if (!(await memberExists(db, blockedId))) throw notFound(MEMBER_NOT_FOUND_FOR_BLOCK);
      if (await insertBlock(db, blockerId, blockedId)) await changed(blockerId, blockedId);
    },

    /** Lifts a block the member made; lifting one that is not there changes nothing. */
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      if (await deleteBlock(db, blockerId, blockedId)) await changed(blockerId, blockedId);
    },

    /** The members the member blocked. */
    async list(blockerId: string): Promise<BlockList> {
      return presentBlockList(await listBlockedBy(db, blockerId));
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
