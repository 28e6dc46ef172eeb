import type { Language } from '@rootshare/contracts/languages';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';

/** The member's stored language; null for a member who has none yet. */
export async function findLanguage(db: Database, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function saveLanguage(db: Database, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
