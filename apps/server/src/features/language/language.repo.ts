import type { Language } from '@rootshare/contracts/languages';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';

/** The member's stored language; null for a member who has none yet. */
export async function findLanguage(db: Database, userId: string): Promise<Language | null> {
  const [row] = await db.select({ language: memberRows.language }).from(memberRows).where(eq(memberRows.id, userId));
  return row?.language ?? null;
}
