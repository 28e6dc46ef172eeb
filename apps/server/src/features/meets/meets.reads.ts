import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { meets } from '../../db/schema/meets';

/**
 * Swap meets as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes it.
 */
export const meetRows = new QueryBuilder().select(getTableColumns(meets)).from(meets).as('meets');
