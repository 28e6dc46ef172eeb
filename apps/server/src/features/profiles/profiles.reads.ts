import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { profiles } from '../../db/schema/profiles';
import { memberRows } from '../auth/auth.reads';

/**
 * Profiles as other features read them (docs/architecture.md#table-owners, ADR 0063), under a name
 * of the caller's choosing for a query that joins two members: a plain subquery over profiles, which
 * PostgreSQL pulls up into the outer query. The coordinates are only for distances computed in SQL.
 */
export function profileRowsAs<Name extends string>(name: Name) {
  return new QueryBuilder().select(getTableColumns(profiles)).from(profiles).as(name);
}

/** Profiles under the table's own name, for queries that join one member. */
export const profileRows = profileRowsAs('profiles');

/** True when search engines may list the member's pages: not suspended, and not hidden from search by their own choice. */
export const searchListed = (memberId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${profiles} join ${memberRows} on ${memberRows.id} = ${profiles.id} where ${profiles.id} = ${memberId} and not ${profiles.hiddenFromSearch} and ${memberRows.suspendedAt} is null)`;

/** The profiles a sitemap lists, as rows of `id` and `lastmod`. */
export const searchListedProfiles: SQL = sql`select ${profiles.id} as id, ${profiles.updatedAt} as lastmod from ${profiles} join ${memberRows} on ${memberRows.id} = ${profiles.id} where not ${profiles.hiddenFromSearch} and ${memberRows.suspendedAt} is null`;
