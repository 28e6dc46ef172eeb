import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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
