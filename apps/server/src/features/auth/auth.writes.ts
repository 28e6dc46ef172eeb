import type { DistanceUnit } from '@rootshare/contracts/units';
import type { Language } from '@rootshare/contracts/languages';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';

// The changes other features make to a member's account row (moderation, Settings), written here so
// that only auth writes users (docs/architecture.md#table-owners).

/** Suspends a member (keeping the first time) or lifts the suspension. */
export async function setMemberSuspended(db: Database, id: string, suspended: boolean): Promise<void> {
  await db
    .update(users)
    .set({ suspendedAt: suspended ? sql`coalesce(${users.suspendedAt}, now())` : null })
    .where(eq(users.id, id));
}

export async function setMemberRole(db: Database, id: string, role: 'member' | 'admin'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, id));
}

export async function setMemberUsername(db: Database, id: string, username: string): Promise<void> {
  await db.update(users).set({ username }).where(eq(users.id, id));
}

/** Null is Automatic: the unit of the member's place's country. */
export async function setMemberDistanceUnit(db: Database, id: string, unit: DistanceUnit | null): Promise<void> {
  await db.update(users).set({ distanceUnit: unit }).where(eq(users.id, id));
}

export async function setMemberLanguage(db: Database, id: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}
