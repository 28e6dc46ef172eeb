import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { blocks } from '../../db/schema/blocks';

// Blocks as other features filter by them (docs/architecture.md#table-owners): conditions over the
// blocks table to put in their own queries; only this feature writes the table.

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
