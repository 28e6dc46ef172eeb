import { eq } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db';

/** The empty profile every member starts with, written in sign-up's transaction so only this feature writes profiles. */
export async function insertEmptyProfile(db: Database, id: string): Promise<void> {
  await db.insert(profiles).values({ id });
}

/**
 * Whether the member lets people on other servers follow them (Settings, the set-up wizard). The
 * profile's updatedAt stays: nothing a visitor sees changed, so sitemaps keep their dates.
 */
export async function setProfileFederates(db: Database, id: string, federates: boolean): Promise<void> {
  await db.update(profiles).set({ federates }).where(eq(profiles.id, id));
}
