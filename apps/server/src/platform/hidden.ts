import { eq, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blocks } from '../db/schema/blocks';
import { selectRows, type Database } from './db';

/** A table whose rows a moderator can hide (posts, comments, plants, messages: migration 0010). */
export type HideableTable = PgTable & { id: AnyPgColumn; hiddenAt: AnyPgColumn };

/**
 * Hides a row (keeping the first time it was hidden) or restores it; false when there is no such
 * row. Each feature's repo calls it for its own table.
 */
export async function setHiddenAt(db: Database, table: HideableTable, id: string, hidden: boolean): Promise<boolean> {
  const value: SQL = hidden ? sql`coalesce(${table.hiddenAt}, now())` : sql`null`;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`update ${table} set ${sql.identifier('hidden_at')} = ${value} where ${table.id} = ${id}::uuid returning 1 as id`,
  );
  return rows.length > 0;
}

/** Rows a moderator did not hide, plus the viewer's own hidden ones: hidden content is shown to its author only. */
export function shownTo(hiddenAt: AnyPgColumn, authorId: AnyPgColumn, viewerId: string | undefined): SQL {
  return (viewerId ? or(isNull(hiddenAt), eq(authorId, viewerId)) : undefined) ?? isNull(hiddenAt);
}

/**
 * True when the viewer and the member blocked each other, either way. The viewer may be a
 * value or a placeholder; a visitor (null) has blocked nobody.
 */
export function blockedBetween(memberId: AnyPgColumn | SQL, viewerId: string | null | undefined | Placeholder): SQL<boolean> {
  const viewer = sql`${viewerId ?? null}::uuid`;
  return sql<boolean>`exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewer} and ${blocks.blockedId} = ${memberId}) or (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${viewer}))`;
}

/** Rows whose member and the viewer have not blocked each other (everything, for a visitor). */
export const apartFromBlocks = (memberId: AnyPgColumn | SQL, viewerId: string | null | undefined | Placeholder): SQL =>
  sql`not ${blockedBetween(memberId, viewerId)}`;
