import type { ReplySpeed } from '@rootshare/contracts/profiles-constants';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { profiles } from '../../db/schema/profiles';
import { selectRows, type Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { memberAddressRowsAs } from '../auth/auth.reads';
import { setMemberUsername } from '../auth/auth.writes';
import { reviewRows, swapRequestRows } from '../swaps/swaps.reads';
import { postRows } from '../posts/posts.reads';
import { answerDelays } from '../messaging/messaging.reads';
import { gardenPhotoRows } from '../garden-photos/garden-photos.reads';

/** The member's account row, with the e-mail address only their own profile shows. */
const members = memberAddressRowsAs('users');

const profileColumns = {
  id: profiles.id,
  username: members.username,
  email: members.email,
  emailVerifiedAt: members.emailVerifiedAt,
  role: members.role,
  fullName: profiles.fullName,
  bio: profiles.bio,
  location: profiles.location,
  avatarUrl: profiles.avatarUrl,
  bannerImageUrl: profiles.bannerImageUrl,
  swapPreferences: profiles.swapPreferences,
  hiddenFromSearch: profiles.hiddenFromSearch,
  createdAt: profiles.createdAt,
};

export type ProfileRow = {
  id: string;
  username: string;
  email: string;
  emailVerifiedAt: Date | null;
  role: 'member' | 'admin';
  fullName: string | null;
  bio: string | null;
  location: string | null;
  avatarUrl: string | null;
  bannerImageUrl: string | null;
  swapPreferences: string | null;
  hiddenFromSearch: boolean;
  createdAt: Date;
};

const selectProfiles = (db: Database) => db.select(profileColumns).from(profiles).innerJoin(members, eq(members.id, profiles.id));

/** How a profile is looked up: by its id, or by its username in any letter case. */
export type ProfileKey = { id: string } | { username: string };

const matchProfile = (key: ProfileKey): SQL =>
  'id' in key ? eq(profiles.id, key.id) : eq(sql`lower(${members.username})`, key.username.toLowerCase());

/**
 * Looks a profile up by id or username through two named prepared statements: a profile read is
 * one of the hottest routes, and planning the join cost more than running it.
 */
export function prepareProfileLookups(db: Database): (key: ProfileKey) => Promise<ProfileRow | undefined> {
  const byId = selectProfiles(db)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_by_id');
  const byUsername = selectProfiles(db)
    .where(eq(sql`lower(${members.username})`, sql.placeholder('username')))
    .limit(1)
    .prepare('profile_by_username');
  return async (key) =>
    ('id' in key ? await byId.execute({ id: key.id }) : await byUsername.execute({ username: key.username.toLowerCase() }))[0];
}

export interface ProfileCounts {
  plants: number;
  available: number;
  posts: number;
  gardenPhotos: number;
  swapsCompleted: number;
  reviews: number;
  /** The mean review rating as PostgreSQL prints a numeric; null without reviews. */
  ratingAverage: string | null;
  replySpeed: ReplySpeed | null;
}

/**
 * What a member has shared, counted in one round trip (a scalar subquery per count, each on an
 * index led by user_id); undefined when no such profile exists.
 */
export async function countProfileContent(db: Database, key: ProfileKey): Promise<ProfileCounts | undefined> {
  const [row] = await db
    .select({
      plants: db.$count(userPlantRows, eq(userPlantRows.userId, profiles.id)),
      available: db.$count(userPlantRows, and(eq(userPlantRows.userId, profiles.id), eq(userPlantRows.availableForSwap, true))),
      posts: db.$count(postRows, eq(postRows.userId, profiles.id)),
      gardenPhotos: db.$count(gardenPhotoRows, eq(gardenPhotoRows.userId, profiles.id)),
      swapsCompleted: db.$count(
        swapRequestRows,
        and(
          eq(swapRequestRows.status, 'completed'),
          or(eq(swapRequestRows.requesterId, profiles.id), eq(swapRequestRows.recipientId, profiles.id)),
        ),
      ),
      reviews: db.$count(reviewRows, eq(reviewRows.reviewedUserId, profiles.id)),
      ratingAverage: sql<
        string | null
      >`(select avg(${reviewRows.rating}) from ${reviewRows} where ${reviewRows.reviewedUserId} = ${profiles.id})`,
      replySpeed: profiles.replySpeed,
    })
    .from(profiles)
    .innerJoin(members, eq(members.id, profiles.id))
    .where(matchProfile(key))
    .limit(1);
  return row;
}

export interface ProfileChanges {
  /** The username; the e-mail address changes only through its mailed link (features/auth/email-address.repo.ts). */
  account: Partial<{ username: string }>;
  profile: Partial<{
    fullName: string | null;
    bio: string | null;
    location: string | null;
    latitude: number | null;
    longitude: number | null;
    avatarUrl: string | null;
    bannerImageUrl: string | null;
    swapPreferences: string | null;
    hiddenFromSearch: boolean;
  }>;
}

/** Applies account and profile changes in one transaction. */
export async function updateProfileRow(db: Database, id: string, changes: ProfileChanges): Promise<void> {
  await db.transaction(async (tx) => {
    if (changes.account.username !== undefined) await setMemberUsername(tx, id, changes.account.username);
    await tx
      .update(profiles)
      .set({ ...changes.profile, updatedAt: sql`now()` })
      .where(eq(profiles.id, id));
  });
}

/**
 * Other members' full names and usernames that read as `plain` once their accents are gone: the
 * names a new full name with that skeleton could be imitating.
 */
export async function findNamesReading(db: Database, plain: string, exceptId: string): Promise<string[]> {
  const rows = await db
    .select({ fullName: profiles.fullName, username: members.username })
    .from(profiles)
    .innerJoin(members, eq(members.id, profiles.id))
    .where(
      and(
        sql`${profiles.id} <> ${exceptId}`,
        or(sql`lower(unaccent(${profiles.fullName})) = ${plain}`, sql`lower(${members.username}) = ${plain}`),
      ),
    )
    .limit(20);
  return rows.flatMap((row) => [row.fullName, row.username].filter((name): name is string => name !== null));
}

/** The member's saved point (never presented): to tell a move of place from saving the same one. */
export async function findStoredPlace(
  db: Database,
  id: string,
): Promise<{ latitude: number | null; longitude: number | null } | undefined> {
  const [row] = await db
    .select({ latitude: profiles.latitude, longitude: profiles.longitude })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return row;
}

/** The slowest median first reply (in seconds) each reply-speed bucket holds, fastest first. */
export type ReplySpeedLimits = ReadonlyArray<readonly [ReplySpeed, number]>;

/**
 * Stores every member's reply speed in one statement: the median time from the first message
 * another member sent them in a conversation to their first answer after it, over the answers given
 * since `since` (messaging's answerDelays), as the first bucket it fits; null with fewer than
 * `minReplies` answers or a median slower than the last bucket. Only changed profiles are written.
 * Answers how many changed.
 */
export async function storeReplySpeeds(db: Database, since: Date, minReplies: number, limits: ReplySpeedLimits): Promise<number> {
  const bucket = sql.join(
    limits.map(([speed, seconds]) => sql`when r.median <= ${seconds} then ${speed}`),
    sql` `,
  );
  const changed = await selectRows<{ id: string }>(
    db,
    sql`
    with answers as (${answerDelays(since)}), speeds as (
      select r.member_id, case ${bucket} end as speed
      from (
        select member_id, percentile_cont(0.5) within group (order by seconds) as median
        from answers
        group by member_id
        having count(*) >= ${minReplies}
      ) r
    )
    update ${profiles} p
    set reply_speed = s.speed
    from ${profiles} q
    left join speeds s on s.member_id = q.id
    where p.id = q.id and p.reply_speed is distinct from s.speed
    returning p.id
  `,
  );
  return changed.length;
}
