import type { CareLevel, PlantCategory } from '@rootshare/contracts/catalogue';
import type { ExploreSort } from '@rootshare/contracts/explore';
import type { SwapType } from '@rootshare/contracts/user-plants';
import { and, asc, count, countDistinct, desc, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { containing, escapeLike } from '../../platform/like';
import { userPlantDetailColumns, userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { apartFromBlocks } from '../blocks/blocks.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows } from '../profiles/profiles.reads';

const METRES_PER_MILE = 1609.344;

export interface Point {
  latitude: number;
  longitude: number;
}

export interface ExploreFilter {
  /** The caller, whose own plants are left out. */
  viewerId: string | undefined;
  origin: Point;
  radiusMiles: number | undefined;
  /** Catalogue plants the search matched; undefined without a search. */
  plantIds: string[] | undefined;
  /** The search text, also matched against members' own names for their plants. */
  search: string | undefined;
  careLevel: CareLevel | undefined;
  category: PlantCategory | undefined;
  swapType: SwapType | undefined;
}

// The plant's copy of its owner's place, written exactly as the user_plants_available_earth_idx
// expression (with its predicate below) so the GiST index serves both the radius and the order.
const ownerEarth = sql`ll_to_earth(${userPlantRows.latitude}, ${userPlantRows.longitude})`;
const originEarth = (origin: Point) => sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
const hasPlace = sql`${userPlantRows.latitude} is not null and ${userPlantRows.longitude} is not null`;

/** Owners within the radius: a box the index can search, then the exact great-circle distance. */
function withinRadius(origin: Point, miles: number): SQL {
  const metres = miles * METRES_PER_MILE;
  return sql`${hasPlace} and earth_box(${originEarth(origin)}, ${metres}::float8) @> ${ownerEarth} and earth_distance(${ownerEarth}, ${originEarth(origin)}) <= ${metres}::float8`;
}

// Plants a moderator hid are left out. A plain filter: the GiST and name indexes still drive the
// walk (their predicates are unchanged) and the few hidden rows are skipped as they come.
const listed = (): SQL[] => [eq(userPlantRows.availableForSwap, true), isNull(userPlantRows.hiddenAt)];

function conditionsOf(filter: ExploreFilter): SQL[] {
  const conditions: SQL[] = listed();
  if (filter.viewerId) conditions.push(ne(userPlantRows.userId, filter.viewerId), apartFromBlocks(userPlantRows.userId, filter.viewerId));
  if (filter.radiusMiles !== undefined) conditions.push(withinRadius(filter.origin, filter.radiusMiles));
  if (filter.plantIds !== undefined && filter.search !== undefined) {
    const byCustomName = sql`lower(${userPlantRows.customName}) like ${containing(filter.search)}`;
    conditions.push(
      filter.plantIds.length > 0
        ? sql`(${userPlantRows.plantId} = any(${sql.param(filter.plantIds)}::uuid[]) or ${byCustomName})`
        : byCustomName,
    );
  }
  if (filter.careLevel) conditions.push(eq(catalogueRows.careLevel, filter.careLevel));
  if (filter.category) conditions.push(eq(catalogueRows.category, filter.category));
  if (filter.swapType) conditions.push(eq(userPlantRows.swapType, filter.swapType));
  return conditions;
}

/** The orders a single query runs; easy care first is made of several (see the explore service). */
export type ListOrder = Exclude<ExploreSort, 'care'>;

function orderOf(sort: ListOrder, origin: Point): SQL[] {
  const nearest = sql`${ownerEarth} <-> ${originEarth(origin)}`;
  const newest = [desc(userPlantRows.createdAt), desc(userPlantRows.id)];
  switch (sort) {
    case 'newest':
      return newest;
    case 'oldest':
      return [asc(userPlantRows.createdAt), asc(userPlantRows.id)];
    case 'name':
      // Written as user_plants_available_name_idx is (sort_name kept by a trigger, migration 0007).
      return [asc(userPlantRows.sortName), sql`${userPlantRows.createdAt} desc nulls last`, sql`${userPlantRows.id} desc nulls last`];
    case 'nearest':
      // The index's own distance operator (cube <->) alone, so PostgreSQL walks the GiST index in
      // distance order and stops at the page; any further key would make it sort every row.
      return [nearest];
  }
}

/** Which plants a query covers: those whose owner chose a place, those whose owner has not, or both. */
export type Placement = 'placed' | 'unplaced' | 'any';

export type ExploreRow = Awaited<ReturnType<typeof listExplorePlants>>[number];

/** One page of plants for Browse, `offset` rows in, with each owner's distance in miles (null without a place). */
export async function listExplorePlants(
  db: Database,
  filter: ExploreFilter,
  sort: ListOrder,
  placement: Placement,
  offset: number,
  limit: number,
) {
  const conditions = conditionsOf(filter);
  if (placement === 'placed') conditions.push(hasPlace);
  if (placement === 'unplaced') conditions.push(sql`${userPlantRows.latitude} is null`);
  return db
    .select({
      ...userPlantDetailColumns,
      miles: sql<number | null>`earth_distance(${ownerEarth}, ${originEarth(filter.origin)}) / ${METRES_PER_MILE}::float8`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(userPlantRows)
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .innerJoin(memberRows, eq(memberRows.id, userPlantRows.userId))
    .innerJoin(profileRows, eq(profileRows.id, userPlantRows.userId))
    .where(and(...conditions))
    .orderBy(...orderOf(sort, filter.origin))
    .offset(offset)
    .limit(limit);
}

/** Plants available for swap, the viewer's own left out, all of them or within a radius, and only those added since a time when given. */
export async function countAvailablePlants(
  db: Database,
  viewerId: string | undefined,
  near: { origin: Point; miles: number } | undefined,
  since?: Date,
): Promise<number> {
  const conditions: SQL[] = listed();
  if (viewerId) conditions.push(ne(userPlantRows.userId, viewerId), apartFromBlocks(userPlantRows.userId, viewerId));
  if (near) conditions.push(withinRadius(near.origin, near.miles));
  if (since) conditions.push(gt(userPlantRows.createdAt, since));
  const [row] = await db
    .select({ n: count() })
    .from(userPlantRows)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/** How many of a member's own plants are listed (available for swap, not hidden), as the community count counts them. */
export async function countMemberAvailablePlants(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userPlantRows)
    .where(and(eq(userPlantRows.userId, memberId), ...listed()));
  return row?.n ?? 0;
}

/** Members with at least one plant in their collection. */
export async function countPlantParents(db: Database): Promise<number> {
  const [row] = await db.select({ n: countDistinct(userPlantRows.userId) }).from(userPlantRows);
  return row?.n ?? 0;
}

/** A member's saved place, or undefined when they have not chosen one. */
export async function findSavedPlace(db: Database, memberId: string): Promise<Point | undefined> {
  const [row] = await db
    .select({ latitude: profileRows.latitude, longitude: profileRows.longitude })
    .from(profileRows)
    .where(eq(profileRows.id, memberId))
    .limit(1);
  return row?.latitude != null && row.longitude != null ? { latitude: row.latitude, longitude: row.longitude } : undefined;
}

const memberCardColumns = {
  id: memberRows.id,
  username: memberRows.username,
  fullName: profileRows.fullName,
  bio: profileRows.bio,
  avatarUrl: profileRows.avatarUrl,
  location: profileRows.location,
  createdAt: memberRows.createdAt,
  cursorAt: sql<string>`${memberRows.createdAt}::text`,
  plantCount: sql<number>`(select count(*) from ${userPlantRows} where ${userPlantRows.userId} = ${memberRows.id})`.mapWith(Number),
  availableCount:
    sql<number>`(select count(*) from ${userPlantRows} where ${userPlantRows.userId} = ${memberRows.id} and ${userPlantRows.availableForSwap})`.mapWith(
      Number,
    ),
};

const selectMemberCards = (db: Database) =>
  db.select(memberCardColumns).from(memberRows).innerJoin(profileRows, eq(profileRows.id, memberRows.id));

export type MemberCardRow = Awaited<ReturnType<typeof listMemberCards>>[number];

/** Members, newest first, after a keyset position; the viewer left out. */
export async function listMemberCards(
  db: Database,
  viewerId: string | undefined,
  after: { at: string; id: string } | undefined,
  limit: number,
) {
  const conditions: SQL[] = [];
  if (viewerId) conditions.push(ne(memberRows.id, viewerId), apartFromBlocks(memberRows.id, viewerId));
  if (after) conditions.push(sql`(${memberRows.createdAt}, ${memberRows.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  return selectMemberCards(db)
    .where(and(...conditions))
    .orderBy(desc(memberRows.createdAt), desc(memberRows.id))
    .limit(limit);
}

/**
 * Members whose username, name or location contains the text; usernames that start with it
 * first, then names that do, then the rest. rank is 0 (exact username) to 3.
 */
export async function searchMemberCards(db: Database, viewerId: string | undefined, text: string, limit: number) {
  const lowered = text.toLowerCase();
  const contains = containing(lowered);
  const startsWith = `${escapeLike(lowered)}%`;
  const rank =
    sql<number>`case when lower(${memberRows.username}) = ${lowered} then 0 when lower(${memberRows.username}) like ${startsWith} then 1 when lower(coalesce(${profileRows.fullName}, '')) like ${startsWith} then 2 else 3 end`.mapWith(
      Number,
    );
  const conditions: SQL[] = [
    sql`(lower(${memberRows.username}) like ${contains} or lower(coalesce(${profileRows.fullName}, '')) like ${contains} or lower(coalesce(${profileRows.location}, '')) like ${contains})`,
  ];
  if (viewerId) conditions.push(ne(memberRows.id, viewerId), apartFromBlocks(memberRows.id, viewerId));
  return db
    .select({ ...memberCardColumns, rank })
    .from(memberRows)
    .innerJoin(profileRows, eq(profileRows.id, memberRows.id))
    .where(and(...conditions))
    .orderBy(rank, asc(memberRows.username))
    .limit(limit);
}
