import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { notifications } from '../../db/schema/notifications';

/**
 * Notifications as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes it.
 */
export const notificationRows = new QueryBuilder().select(getTableColumns(notifications)).from(notifications).as('notifications');
