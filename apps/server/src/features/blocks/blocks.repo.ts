import { and, desc, eq, or } from 'drizzle-orm';
import { blocks } from '../../db/schema/blocks';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

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
    .select({ id: memberRows.id, username: memberRows.username, avatarUrl: profileRows.avatarUrl, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(memberRows, eq(memberRows.id, blocks.blockedId))
    .leftJoin(profileRows, eq(profileRows.id, blocks.blockedId))
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
  const [row] = await db.select({ id: memberRows.id }).from(memberRows).where(eq(memberRows.id, userId)).limit(1);
  return Boolean(row);
}
