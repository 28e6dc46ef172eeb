import { and, desc, eq, or } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { blocks } from '../../db/schema/blocks';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db';

/** Blocks the member; false when they had already. */
export async function insertBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

/** Lifts a block; false when there was none. */
export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

/** The members the member blocked, most recent first, with their public face. */
export type BlockedMemberRow = Awaited<ReturnType<typeof listBlockedBy>>[number];

export async function listBlockedBy(db: Database, blockerId: string) {
  return db
    .select({ id: users.id, username: users.username, avatarUrl: profiles.avatarUrl, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .leftJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/** Every block the member is part of, either way. */
export async function listBlocksOf(db: Database, userId: string): Promise<Array<{ blockerId: string; blockedId: string }>> {
  return db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)));
}

/** Whether the member exists. */
export async function memberExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return Boolean(row);
}
