import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { emailConfirmations, passwordResets, sessions, users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';

export type ConfirmationPurpose = (typeof emailConfirmations.$inferSelect)['purpose'];

const isOpen = and(isNull(emailConfirmations.usedAt), gt(emailConfirmations.expiresAt, sql`now()`));

/**
 * Stores a link to be mailed (its token is made by the mail's job) and retires the member's earlier
 * open links of the same purpose, so only the newest works. Answers the new row's id.
 */
export async function insertConfirmation(
  db: Database,
  values: { userId: string; purpose: ConfirmationPurpose; email: string; expiresAt: Date; sessionId?: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailConfirmations.userId, values.userId),
          eq(emailConfirmations.purpose, values.purpose),
          isNull(emailConfirmations.usedAt),
        ),
      );
    const [row] = await tx.insert(emailConfirmations).values(values).returning({ id: emailConfirmations.id });
    if (!row) throw new Error('insert returned no confirmation');
    return row.id;
  });
}

/** A link still to be mailed, with its member: undefined once it was used, replaced, cancelled or expired. */
export async function findOpenConfirmation(db: Database, id: string) {
  const [row] = await db
    .select({
      purpose: emailConfirmations.purpose,
      email: emailConfirmations.email,
      userId: users.id,
      username: users.username,
      currentEmail: users.email,
      language: users.language,
      suspendedAt: users.suspendedAt,
    })
    .from(emailConfirmations)
    .innerJoin(users, eq(users.id, emailConfirmations.userId))
    .where(and(eq(emailConfirmations.id, id), isOpen))
    .limit(1);
  return row;
}

/** Gives an open link its token's hash; false when it stopped being open meanwhile. */
export async function setConfirmationToken(db: Database, id: string, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(emailConfirmations)
    .set({ tokenHash })
    .where(and(eq(emailConfirmations.id, id), isOpen))
    .returning({ id: emailConfirmations.id });
  return rows.length === 1;
}

export type SpentConfirmation =
  | { result: 'invalid' | 'used' | 'expired' | 'void' }
  | { result: 'already_verified'; userId: string }
  | { result: 'verified'; userId: string }
  | { result: 'changed'; userId: string; keepSessionId: string | null }
  | { result: 'taken'; userId: string };

/**
 * Spends a link in one transaction and does what it confirms: `verify` marks the member's address
 * confirmed (if it is still the address the link went to); `change` makes the new address theirs and
 * confirmed, and retires every other open link of the member, password-reset links included (they
 * went to the old address). A change is spent only while the session that asked for it is live
 * (docs/security.md S79), and no link of a suspended member works. A change whose address another
 * account took meanwhile is spent without changing anything. Unknown, used and expired links change
 * nothing; a used `verify` link of an address that is confirmed says so.
 */
export async function spendConfirmation(db: Database, tokenHash: string): Promise<SpentConfirmation> {
  return db.transaction(async (tx): Promise<SpentConfirmation> => {
    const [link] = await tx.select().from(emailConfirmations).where(eq(emailConfirmations.tokenHash, tokenHash)).limit(1).for('update');
    if (!link) return { result: 'invalid' };
    const sameAddress = eq(sql`lower(${users.email})`, link.email.toLowerCase());
    const [member] = await tx
      .select({ suspendedAt: users.suspendedAt, confirmed: sql<boolean>`${users.emailVerifiedAt} is not null and ${sameAddress}` })
      .from(users)
      .where(eq(users.id, link.userId))
      .limit(1);
    if (!member || member.suspendedAt) return { result: 'invalid' };
    if (link.purpose === 'verify' && link.usedAt)
      return member.confirmed ? { result: 'already_verified', userId: link.userId } : { result: 'used' };
    const [asker] =
      link.purpose === 'change' && link.sessionId
        ? await tx
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.id, link.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
            .limit(1)
        : [];
    // A change whose asking session ended was cancelled with it, unless it had already been made.
    if (link.purpose === 'change' && !asker && !member.confirmed) return { result: 'void' };
    if (link.usedAt) return { result: 'used' };
    if (link.expiresAt.getTime() <= Date.now()) return { result: 'expired' };
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(eq(emailConfirmations.id, link.id));
    if (link.purpose === 'verify') {
      const verified = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.id, link.userId), sameAddress))
        .returning({ id: users.id });
      return verified.length === 1 ? { result: 'verified', userId: link.userId } : { result: 'used' };
    }
    const [other] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sameAddress, ne(users.id, link.userId)))
      .limit(1);
    if (other) return { result: 'taken', userId: link.userId };
    await tx
      .update(users)
      .set({ email: link.email, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, link.userId));
    await tx
      .update(emailConfirmations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailConfirmations.userId, link.userId), isNull(emailConfirmations.usedAt)));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, link.userId), isNull(passwordResets.usedAt)));
    return { result: 'changed', userId: link.userId, keepSessionId: link.sessionId };
  });
}

/** The member's change of address waiting for its link, if any. */
export async function findPendingChange(db: Database, userId: string): Promise<{ email: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ email: emailConfirmations.email, expiresAt: emailConfirmations.expiresAt })
    .from(emailConfirmations)
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, 'change'), isOpen))
    .orderBy(sql`${emailConfirmations.createdAt} desc`)
    .limit(1);
  return row;
}

/** Cancels the member's waiting change of address: its link stops working. */
export async function cancelPendingChanges(db: Database, userId: string): Promise<void> {
  await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailConfirmations.userId, userId), eq(emailConfirmations.purpose, 'change'), isNull(emailConfirmations.usedAt)));
}

/** Cancels the changes of address these sessions asked for (they ended): their links stop working. */
export async function cancelChangesAskedBy(db: Database, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db
    .update(emailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        inArray(emailConfirmations.sessionId, [...sessionIds]),
        eq(emailConfirmations.purpose, 'change'),
        isNull(emailConfirmations.usedAt),
      ),
    );
}
