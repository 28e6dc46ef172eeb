import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { profiles } from '../../db/schema/profiles';

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
