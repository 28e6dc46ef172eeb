import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema/accounts';
import type { Database } from '../../platform/db';

const profileColumns = {
  id: profiles.id,
  username: users.username,
  email: users.email,
  fullName: profiles.fullName,
  bio: profiles.bio,
  location: profiles.location,
  avatarUrl: profiles.avatarUrl,
  bannerImageUrl: profiles.bannerImageUrl,
  swapPreferences: profiles.swapPreferences,
  createdAt: profiles.createdAt,
};

export type ProfileRow = {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
  bannerImageUrl: string | null;
  swapPreferences: string | null;
  createdAt: Date;
};

const selectProfiles = (db: Database) => db.select(profileColumns).from(profiles).innerJoin(users, eq(users.id, profiles.id));

export async function findProfileById(db: Database, id: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(db).where(eq(profiles.id, id)).limit(1);
  return row;
}

export async function findProfileByUsername(db: Database, username: string): Promise<ProfileRow | undefined> {
  const [row] = await selectProfiles(db)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}

export interface ProfileChanges {
  account: Partial<{ username: string; email: string }>;
  profile: Partial<{
    fullName: string | null;
    bio: string | null;
    location: string | null;
    avatarUrl: string | null;
    bannerImageUrl: string | null;
    swapPreferences: string | null;
  }>;
}

/** Applies account and profile changes in one transaction. */
export async function updateProfileRow(db: Database, id: string, changes: ProfileChanges): Promise<void> {
  await db.transaction(async (tx) => {
    if (Object.keys(changes.account).length > 0) await tx.update(users).set(changes.account).where(eq(users.id, id));
    await tx
      .update(profiles)
      .set({ ...changes.profile, updatedAt: sql`now()` })
      .where(eq(profiles.id, id));
  });
}
