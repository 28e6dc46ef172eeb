import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { meets } from '../../db/schema/meets';

// Meets as other features read them (docs/architecture.md#table-owners); only this feature writes the table.

/**
 * The meets a sitemap lists, as rows of `id` and `lastmod`: neither hidden nor cancelled, their host
 * not suspended. A meet is the community's, so its host hiding from search keeps it listed.
 */
export const searchListedMeets: SQL = sql`select ${meets.id} as id, ${meets.updatedAt} as lastmod from ${meets} where ${meets.hiddenAt} is null and ${meets.cancelledAt} is null and not exists (select 1 from ${users} where ${users.id} = ${meets.hostId} and ${users.suspendedAt} is not null)`;
