import type { Language } from '@rootshare/contracts/languages';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { emailConfirmations, passwordResets, sessions, users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';
import { insertEmptyProfile } from '../profiles/profiles.writes';

export type UserRow = typeof users.$inferSelect;

/** The member whose username or e-mail matches login, case-insensitively. */
export async function findUserByLogin(db: Database, login: string): Promise<UserRow | undefined> {
  const lowered = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, lowered), eq(sql`lower(${users.email})`, lowered)))
    .limit(1);
  return row;
}

/** Creates a member and their empty profile together, or neither. */
export async function insertUserWithProfile(
  db: Database,
  values: { username: string; email: string; passwordHash: string; language?: Language },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    if (!user) throw new Error('insert returned no user');
    await insertEmptyProfile(tx, user.id);
    return user;
  });
}

export async function insertSession(
  db: Database,
  values: { id: string; userId: string; expiresAt: Date; userAgent: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * The live session named by a token: not revoked, not expired, belonging to that member.
 * Every authenticated request looks one up; every authenticated request does, so it is a named prepared
 * statement (planned once per connection).
 */
/**
 * Looks a live session up by its id (not revoked, not expired, its member not suspended), with its
 * member, role and expiry; the caller checks that the member is the token's.
 */
export function prepareFindLiveSession(db: Database) {
  const statement = db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
  return async (sessionId: string) => {
    const [row] = await statement.execute({ sessionId });
    return row;
  };
}

/** Which of these sessions are live (not revoked, not expired). */
export async function findLiveSessionIds(db: Database, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
}

export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes one live session of this member; false when it is someone else's, or already over. */
export async function revokeMemberSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** Revokes every live session of a member except keepSessionId, answering the revoked ids. */
export async function revokeUserSessions(db: Database, userId: string, keepSessionId?: string): Promise<string[]> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function findUserById(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The member an e-mail address belongs to, case-insensitively, if any. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Stores a new reset link's token hash, and retires the member's earlier unused links. */
export async function insertPasswordReset(db: Database, values: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values(values);
  });
}

/** A reset link that works: unused, within its hour, and its member not suspended (docs/security.md S84). */
const isOpenReset = (tokenHash: string) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, sql`now()`),
    sql`not exists (select 1 from ${users} where ${users.id} = ${passwordResets.userId} and ${users.suspendedAt} is not null)`,
  );

/** The member a working reset link is for, or undefined. */
export async function findOpenPasswordReset(
  db: Database,
  tokenHash: string,
): Promise<Pick<UserRow, 'id' | 'username' | 'email'> | undefined> {
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(isOpenReset(tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends a reset token and sets the new password hash, in one transaction: answers the member,
 * or undefined when the token is unknown, used, past its hour or its member suspended (and then
 * nothing changes).
 */
export async function spendPasswordReset(db: Database, tokenHash: string, passwordHash: string): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(isOpenReset(tokenHash))
      .returning({ userId: passwordResets.userId });
    if (!reset) return undefined;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    return reset.userId;
  });
}

/** Retires every open mailed link of a member (reset, confirmation, change of address): a suspension voids them. */
export async function retireMemberLinks(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailConfirmations.userId, userId), isNull(emailConfirmations.usedAt)));
  });
}
