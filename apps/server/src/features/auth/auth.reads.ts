import { FALLBACK_LANGUAGE, type Language } from '@rootshare/contracts/languages';
import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { sessions, users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';

/** The columns of users other features may read: who the member is and their standing, never credentials. */
const memberColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  suspendedAt: users.suspendedAt,
  emailVerifiedAt: users.emailVerifiedAt,
  distanceUnit: users.distanceUnit,
  language: users.language,
  createdAt: users.createdAt,
};

/**
 * Members as other features read them (docs/architecture.md#table-owners, ADR 0063), under a name
 * of the caller's choosing for a query that joins two members: a plain subquery over users, which
 * PostgreSQL pulls up into the outer query, without the e-mail address or password hash.
 */
export function memberRowsAs<Name extends string>(name: Name) {
  return new QueryBuilder().select(memberColumns).from(users).as(name);
}

/** Members under the table's own name, for queries that join one member. */
export const memberRows = memberRowsAs('users');

/**
 * Members with their e-mail address, for the two reads that need it outside auth: mail sent to the
 * member and the member's own profile. Never joined into what another member sees.
 */
export function memberAddressRowsAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({ ...memberColumns, email: users.email })
    .from(users)
    .as(name);
}

/** Signed-in devices as other features read them: whose they are and until when they are live, not the device. */
export const sessionRows = new QueryBuilder()
  .select({ id: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
  .from(sessions)
  .as('sessions');

/** The language each of these members reads, for those who chose one. */
export async function languagesOf(db: Database, userIds: string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: memberRows.id, language: memberRows.language })
    .from(memberRows)
    .where(inArray(memberRows.id, userIds));
  return new Map(rows.flatMap((row) => (row.language ? [[row.id, row.language] as const] : [])));
}

/** The language a member reads: theirs, else Rootshare's first. */
export const languageOf = async (db: Database, userId: string): Promise<Language> =>
  (await languagesOf(db, [userId])).get(userId) ?? FALLBACK_LANGUAGE;
