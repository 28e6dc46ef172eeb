import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { meets } from '../../db/schema/meets';
import { memberRows } from '../auth/auth.reads';

/**
 * Swap meets as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes it.
 */
export const meetRows = new QueryBuilder().select(getTableColumns(meets)).from(meets).as('meets');

/**
 * The meets a sitemap lists, as rows of `id` and `lastmod`: neither hidden nor cancelled, their host
 * not suspended. A meet is the community's, so its host hiding from search keeps it listed.
 */
export const searchListedMeets: SQL = sql`select ${meets.id} as id, ${meets.updatedAt} as lastmod from ${meets} where ${meets.hiddenAt} is null and ${meets.cancelledAt} is null and not exists (select 1 from ${memberRows} where ${memberRows.id} = ${meets.hostId} and ${memberRows.suspendedAt} is not null)`;
