import type { MeetSort, RsvpStatus } from '@rootshare/contracts/meets';
import { and, asc, count, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { meetBringing, meetRsvps, meets } from '../../db/schema/meets';
import type { StoredImage } from '../../db/schema/user-plants';
import type { Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { apartFromBlocks } from '../blocks/blocks.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

const METRES_PER_MILE = 1609.344;

export interface Point {
  latitude: number;
  longitude: number;
}

export type MeetRow = typeof meets.$inferSelect;
export type NewMeet = Pick<
  typeof meets.$inferInsert,
  | 'hostId'
  | 'title'
  | 'description'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'town'
  | 'latitude'
  | 'longitude'
  | 'venue'
  | 'capacity'
  | 'brings'
>;
export type MeetChanges = Omit<NewMeet, 'hostId'>;

// The stored point meets_listed_earth_idx indexes (with its predicate below), so the GiST index serves
// the radius and the order, and no row computes its point again.
const meetEarth = sql`${meets.earth}`;
const originEarth = (origin: Point) => sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
const listed = (): SQL[] => [isNull(meets.cancelledAt), isNull(meets.hiddenAt)];
const milesFrom = (origin: Point) =>
  sql<number>`earth_distance(${meetEarth}, ${originEarth(origin)}) / ${METRES_PER_MILE}::float8`.mapWith((value: unknown) => Number(value));

const goingCount = sql<number>`(select count(*)::int from ${meetRsvps} where ${meetRsvps.meetId} = ${meets.id} and ${meetRsvps.status} = 'going')`;
const myRsvp = (viewerId: string | undefined) =>
  viewerId
    ? sql<RsvpStatus | null>`(select ${meetRsvps.status} from ${meetRsvps} where ${meetRsvps.meetId} = ${meets.id} and ${meetRsvps.userId} = ${viewerId}::uuid)`
    : sql<null>`null`;

const hostColumns = { id: memberRows.id, username: memberRows.username, fullName: profileRows.fullName, avatarUrl: profileRows.avatarUrl };

export async function insertMeet(db: Database, values: NewMeet): Promise<MeetRow> {
  const [row] = await db.insert(meets).values(values).returning();
  if (!row) throw new Error('meet not stored');
  return row;
}

/** Changes a meet the host still runs; a change of time or place takes the next version. */
export async function updateMeet(db: Database, id: string, changes: MeetChanges, newVersion: boolean): Promise<MeetRow | undefined> {
  const [row] = await db
    .update(meets)
    .set({ ...changes, updatedAt: new Date(), ...(newVersion ? { version: sql`${meets.version} + 1` } : {}) })
    .where(and(eq(meets.id, id), isNull(meets.cancelledAt)))
    .returning();
  return row;
}

/** Cancels a meet (a new version: its reminders do nothing); undefined when it was already cancelled. */
export async function cancelMeetRow(db: Database, id: string): Promise<MeetRow | undefined> {
  const [row] = await db
    .update(meets)
    .set({ cancelledAt: new Date(), updatedAt: new Date(), version: sql`${meets.version} + 1` })
    .where(and(eq(meets.id, id), isNull(meets.cancelledAt)))
    .returning();
  return row;
}

export async function setMeetCover(db: Database, id: string, cover: StoredImage): Promise<void> {
  await db.update(meets).set({ cover, updatedAt: new Date() }).where(eq(meets.id, id));
}

export async function setMeetHiddenAt(db: Database, id: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(meets)
    .set({ hiddenAt: hidden ? sql`coalesce(${meets.hiddenAt}, now())` : null })
    .where(eq(meets.id, id))
    .returning({ id: meets.id });
  return rows.length > 0;
}

/** A meet with its host, its going count and the viewer's answer. */
export async function findMeet(db: Database, id: string, viewerId?: string) {
  const [row] = await db
    .select({ meet: meets, host: hostColumns, goingCount, myRsvp: myRsvp(viewerId) })
    .from(meets)
    .innerJoin(memberRows, eq(memberRows.id, meets.hostId))
    .innerJoin(profileRows, eq(profileRows.id, meets.hostId))
    .where(eq(meets.id, id))
    .limit(1);
  return row;
}
export type MeetWithHost = NonNullable<Awaited<ReturnType<typeof findMeet>>>;

/** How far a meet's town is from a place, in miles. */
export async function findMeetMiles(db: Database, id: string, origin: Point): Promise<number | null> {
  const [row] = await db
    .select({ miles: milesFrom(origin) })
    .from(meets)
    .where(eq(meets.id, id))
    .limit(1);
  return row?.miles ?? null;
}

/** Holds a meet's row until the transaction ends: answers to one meet are taken one at a time. */
export async function lockMeet(tx: Database, id: string): Promise<MeetRow | undefined> {
  const [row] = await tx.select().from(meets).where(eq(meets.id, id)).for('update');
  return row;
}

export async function findRsvp(db: Database, meetId: string, userId: string) {
  const [row] = await db
    .select()
    .from(meetRsvps)
    .where(and(eq(meetRsvps.meetId, meetId), eq(meetRsvps.userId, userId)))
    .limit(1);
  return row;
}

/** Stores a member's answer; joining the waitlist (again) puts them at its end. */
export async function saveRsvp(tx: Database, meetId: string, userId: string, status: RsvpStatus, requeue: boolean): Promise<void> {
  await tx
    .insert(meetRsvps)
    .values({ meetId, userId, status })
    .onConflictDoUpdate({
      target: [meetRsvps.meetId, meetRsvps.userId],
      set: { status, ...(requeue ? { queuedAt: sql`clock_timestamp()` } : {}) },
    });
}

/** Removes a member's answer and what they said they bring. */
export async function deleteRsvp(tx: Database, meetId: string, userId: string): Promise<void> {
  await tx.delete(meetBringing).where(and(eq(meetBringing.meetId, meetId), eq(meetBringing.userId, userId)));
  await tx.delete(meetRsvps).where(and(eq(meetRsvps.meetId, meetId), eq(meetRsvps.userId, userId)));
}

export async function countByStatus(db: Database, meetId: string): Promise<Record<RsvpStatus, number>> {
  const rows = await db
    .select({ status: meetRsvps.status, n: count() })
    .from(meetRsvps)
    .where(eq(meetRsvps.meetId, meetId))
    .groupBy(meetRsvps.status);
  const counts: Record<RsvpStatus, number> = { going: 0, maybe: 0, waitlisted: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** The first `limit` members on the waitlist, first come first. */
export async function firstWaitlisted(tx: Database, meetId: string, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await tx
    .select({ userId: meetRsvps.userId })
    .from(meetRsvps)
    .where(and(eq(meetRsvps.meetId, meetId), eq(meetRsvps.status, 'waitlisted')))
    .orderBy(asc(meetRsvps.queuedAt), asc(meetRsvps.userId))
    .limit(limit);
  return rows.map((row) => row.userId);
}

export async function promoteToGoing(tx: Database, meetId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(meetRsvps)
    .set({ status: 'going' })
    .where(and(eq(meetRsvps.meetId, meetId), inArray(meetRsvps.userId, userIds)));
}

/** The member's place in the waitlist (1 is next). */
export async function waitlistPosition(db: Database, meetId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meetRsvps)
    .where(
      and(
        eq(meetRsvps.meetId, meetId),
        eq(meetRsvps.status, 'waitlisted'),
        sql`(${meetRsvps.queuedAt}, ${meetRsvps.userId}) <= (select ${meetRsvps.queuedAt}, ${meetRsvps.userId} from ${meetRsvps} where ${meetRsvps.meetId} = ${meetId}::uuid and ${meetRsvps.userId} = ${userId}::uuid)`,
      ),
    );
  return row?.n ?? 0;
}

/** Who answered a meet (in the given standings), for telling them about it. */
export async function listAnsweredIds(
  db: Database,
  meetId: string,
  statuses: readonly RsvpStatus[],
): Promise<Array<{ userId: string; status: RsvpStatus }>> {
  return db
    .select({ userId: meetRsvps.userId, status: meetRsvps.status })
    .from(meetRsvps)
    .where(and(eq(meetRsvps.meetId, meetId), inArray(meetRsvps.status, [...statuses])));
}

/** The members who answered, as the viewer may see them (nobody either of the two blocked), going first. */
export async function listAttendees(db: Database, meetId: string, viewerId: string) {
  return db
    .select({ member: hostColumns, status: meetRsvps.status })
    .from(meetRsvps)
    .innerJoin(memberRows, eq(memberRows.id, meetRsvps.userId))
    .innerJoin(profileRows, eq(profileRows.id, meetRsvps.userId))
    .where(and(eq(meetRsvps.meetId, meetId), isNull(memberRows.suspendedAt), apartFromBlocks(meetRsvps.userId, viewerId)))
    .orderBy(sql`case ${meetRsvps.status} when 'going' then 0 when 'maybe' then 1 else 2 end`, asc(meetRsvps.queuedAt));
}

/** The plants members said they bring that are still listed for swap and not hidden. */
export async function listBringing(db: Database, meetId: string) {
  return db
    .select({
      userId: meetBringing.userId,
      id: userPlantRows.id,
      customName: userPlantRows.customName,
      commonName: catalogueRows.commonName,
      images: userPlantRows.images,
      imageUrl: catalogueRows.imageUrl,
      category: catalogueRows.category,
    })
    .from(meetBringing)
    .innerJoin(userPlantRows, eq(userPlantRows.id, meetBringing.userPlantId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(and(eq(meetBringing.meetId, meetId), eq(userPlantRows.availableForSwap, true), isNull(userPlantRows.hiddenAt)))
    .orderBy(asc(userPlantRows.createdAt), asc(userPlantRows.id));
}
export type BringingRow = Awaited<ReturnType<typeof listBringing>>[number];

/** Of the given plants, those the member owns, lists for swap and nobody hid. */
export async function findSwappablePlantIds(db: Database, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: userPlantRows.id })
    .from(userPlantRows)
    .where(
      and(
        inArray(userPlantRows.id, ids),
        eq(userPlantRows.userId, userId),
        eq(userPlantRows.availableForSwap, true),
        isNull(userPlantRows.hiddenAt),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export async function replaceBringing(tx: Database, meetId: string, userId: string, plantIds: string[]): Promise<void> {
  await tx.delete(meetBringing).where(and(eq(meetBringing.meetId, meetId), eq(meetBringing.userId, userId)));
  if (plantIds.length > 0) await tx.insert(meetBringing).values(plantIds.map((userPlantId) => ({ meetId, userId, userPlantId })));
}

export interface MeetListFilter {
  viewerId: string | undefined;
  origin: Point;
  radiusMiles: number;
  now: Date;
  sort: MeetSort;
  offset: number;
  limit: number;
}

/**
 * Upcoming listed meets within the radius (a box the GiST index searches, then the exact
 * distance), without meets of members the viewer blocked or who blocked them.
 */
export function listMeets(db: Database, filter: MeetListFilter) {
  const metres = filter.radiusMiles * METRES_PER_MILE;
  const conditions: SQL[] = [
    ...listed(),
    gt(meets.endsAt, filter.now),
    sql`earth_box(${originEarth(filter.origin)}, ${metres}::float8) @> ${meetEarth}`,
    sql`earth_distance(${meetEarth}, ${originEarth(filter.origin)}) <= ${metres}::float8`,
  ];
  if (filter.viewerId) conditions.push(apartFromBlocks(meets.hostId, filter.viewerId));
  const order = filter.sort === 'nearest' ? [sql`${meetEarth} <-> ${originEarth(filter.origin)}`] : [asc(meets.startsAt), asc(meets.id)];
  return db
    .select({ meet: meets, miles: milesFrom(filter.origin), goingCount, myRsvp: myRsvp(filter.viewerId) })
    .from(meets)
    .where(and(...conditions))
    .orderBy(...order)
    .offset(filter.offset)
    .limit(filter.limit);
}
export type MeetListRow = Awaited<ReturnType<typeof listMeets>>[number];

/** A member's saved place and swap preferences (the home page's reach). */
export async function findMemberPlace(db: Database, userId: string) {
  const [row] = await db
    .select({ latitude: profileRows.latitude, longitude: profileRows.longitude, swapPreferences: profileRows.swapPreferences })
    .from(profileRows)
    .where(eq(profileRows.id, userId))
    .limit(1);
  return row;
}

/**
 * The meets of a member's calendar: those they host or answered going or maybe, from a month ago
 * on, cancelled ones included (calendars show them as cancelled). Hidden meets only to their host.
 */
export async function listCalendarMeets(db: Database, userId: string, since: Date): Promise<MeetRow[]> {
  const answered = sql`exists (select 1 from ${meetRsvps} where ${meetRsvps.meetId} = ${meets.id} and ${meetRsvps.userId} = ${userId}::uuid and ${meetRsvps.status} in ('going', 'maybe'))`;
  return db
    .select()
    .from(meets)
    .where(
      and(
        gt(meets.endsAt, since),
        or(
          eq(meets.hostId, userId),
          and(answered, isNull(meets.hiddenAt), ne(meets.hostId, userId), apartFromBlocks(meets.hostId, userId)),
        ),
      ),
    )
    .orderBy(asc(meets.startsAt));
}
