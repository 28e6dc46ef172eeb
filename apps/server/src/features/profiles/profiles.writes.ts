import { profiles } from '../../db/schema/profiles';
import type { Database } from '../../platform/db';

/** The empty profile every member starts with, written in sign-up's transaction so only this feature writes profiles. */
export async function insertEmptyProfile(db: Database, id: string): Promise<void> {
  await db.insert(profiles).values({ id });
}
