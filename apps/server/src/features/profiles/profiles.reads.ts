import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';

// Members as search engines may find them (docs/architecture.md#table-owners): conditions and
// listings over profiles for other features' queries; only this feature writes the table.

/** True when search engines may list the member's pages: not suspended, and not hidden from search by their own choice. */
export const searchListed = (memberId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${profiles} join ${users} on ${users.id} = ${profiles.id} where ${profiles.id} = ${memberId} and not ${profiles.hiddenFromSearch} and ${users.suspendedAt} is null)`;

/** The profiles a sitemap lists, as rows of `id` and `lastmod`. */
export const searchListedProfiles: SQL = sql`select ${profiles.id} as id, ${profiles.updatedAt} as lastmod from ${profiles} join ${users} on ${users.id} = ${profiles.id} where not ${profiles.hiddenFromSearch} and ${users.suspendedAt} is null`;
