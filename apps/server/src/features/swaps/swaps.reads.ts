import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { swapRequests } from '../../db/schema/swaps';

/**
 * Swap requests as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes the table.
 */
export const swapRequestRows = new QueryBuilder().select(getTableColumns(swapRequests)).from(swapRequests).as('swap_requests');
