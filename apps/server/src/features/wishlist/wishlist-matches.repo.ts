import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { wishlistItems, wishlistMatches } from '../../db/schema/wishlist';
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

const pointEarth = (point: Point) => sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
// Written exactly as the user_plants_available_earth_idx expression and predicate, so the GiST index serves the search.
const plantEarth = sql`ll_to_earth(${userPlantRows.latitude}, ${userPlantRows.longitude})`;
const plantHasPlace = sql`${userPlantRows.latitude} is not null and ${userPlantRows.longitude} is not null`;

/** A listed plant as the matching job reads it: its species, owner, place and standing. */
export async function findListing(db: Database, userPlantId: string) {
  const [row] = await db
    .select({
      id: userPlantRows.id,
      ownerId: userPlantRows.userId,
      ownerUsername: memberRows.username,
      ownerSuspendedAt: memberRows.suspendedAt,
      plantId: userPlantRows.plantId,
      commonName: catalogueRows.commonName,
      available: userPlantRows.availableForSwap,
      hiddenAt: userPlantRows.hiddenAt,
      latitude: userPlantRows.latitude,
      longitude: userPlantRows.longitude,
    })
    .from(userPlantRows)
    .innerJoin(memberRows, eq(memberRows.id, userPlantRows.userId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(eq(userPlantRows.id, userPlantId))
    .limit(1);
  return row;
}

export type ListingRow = NonNullable<Awaited<ReturnType<typeof findListing>>>;

/** A stored point moved to the centre of its cell of `degrees` a side. */
const snapped = (column: typeof profileRows.latitude | typeof profileRows.longitude, degrees: number) =>
  sql`round(${column} / ${degrees}::float8) * ${degrees}::float8`;

/**
 * Members who wish for a species and live within `maxMiles` of a place, with their swap
 * preferences and distance: not the owner, not suspended, and neither of the two blocked the other.
 * The wishlist's (plant_id, user_id) index finds them and each one's stored point gives the
 * distance; suspended members are looked up in their own small index, not joined from every member.
 * With `cellDegrees`, the distance is between the centres of the cells the place and each wisher's
 * point fall in, so what it answers says nothing finer than a cell (docs/security.md S80).
 */
export async function findWishersNear(
  db: Database,
  listing: { plantId: string; ownerId: string },
  place: Point,
  maxMiles: number,
  cellDegrees?: number,
) {
  const metres = maxMiles * METRES_PER_MILE;
  const wisherEarth = cellDegrees
    ? sql`ll_to_earth(${snapped(profileRows.latitude, cellDegrees)}, ${snapped(profileRows.longitude, cellDegrees)})`
    : sql`${profileRows.earth}`;
  const origin = cellDegrees
    ? pointEarth({
        latitude: Math.round(place.latitude / cellDegrees) * cellDegrees,
        longitude: Math.round(place.longitude / cellDegrees) * cellDegrees,
      })
    : pointEarth(place);
  return db
    .select({
      userId: wishlistItems.userId,
      swapPreferences: profileRows.swapPreferences,
      miles: sql<number>`earth_distance(${wisherEarth}, ${origin}) / ${METRES_PER_MILE}::float8`.mapWith(Number),
    })
    .from(wishlistItems)
    .innerJoin(profileRows, eq(profileRows.id, wishlistItems.userId))
    .where(
      and(
        eq(wishlistItems.plantId, listing.plantId),
        ne(wishlistItems.userId, listing.ownerId),
        sql`not exists (select 1 from ${memberRows} where ${memberRows.id} = ${wishlistItems.userId} and ${memberRows.suspendedAt} is not null)`,
        sql`${profileRows.earth} is not null`,
        sql`earth_distance(${wisherEarth}, ${origin}) <= ${metres}::float8`,
        apartFromBlocks(wishlistItems.userId, listing.ownerId),
      ),
    );
}

export type WisherRow = Awaited<ReturnType<typeof findWishersNear>>[number];

/** Records, in one statement, that each member was told about the species today; answers those not yet told today. */
export async function recordMatches(
  db: Database,
  values: Array<{ userId: string; plantId: string; day: string; userPlantId: string }>,
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const rows = await db.insert(wishlistMatches).values(values).onConflictDoNothing().returning({ userId: wishlistMatches.userId });
  return new Set(rows.map((row) => row.userId));
}

/** The member's place and swap preferences. */
export async function findMemberPlace(db: Database, userId: string) {
  const [row] = await db
    .select({ latitude: profileRows.latitude, longitude: profileRows.longitude, swapPreferences: profileRows.swapPreferences })
    .from(profileRows)
    .where(eq(profileRows.id, userId))
    .limit(1);
  return row;
}

const MATCH_LIST_MAX = 50;

/**
 * Plants up for swap now, of a species on the member's wishlist, within `miles` of their place,
 * nearest first: not their own, not hidden, from members neither of the two blocked.
 */
export async function listMatchesNear(db: Database, memberId: string, place: Point, miles: number) {
  const metres = miles * METRES_PER_MILE;
  const conditions: SQL[] = [
    eq(userPlantRows.availableForSwap, true),
    sql`${plantHasPlace} and earth_box(${pointEarth(place)}, ${metres}::float8) @> ${plantEarth} and earth_distance(${plantEarth}, ${pointEarth(place)}) <= ${metres}::float8`,
    isNull(userPlantRows.hiddenAt),
    ne(userPlantRows.userId, memberId),
    isNull(memberRows.suspendedAt),
    sql`${userPlantRows.plantId} in (select ${wishlistItems.plantId} from ${wishlistItems} where ${wishlistItems.userId} = ${memberId}::uuid)`,
    apartFromBlocks(userPlantRows.userId, memberId),
  ];
  return db
    .select({
      id: userPlantRows.id,
      plantId: userPlantRows.plantId,
      customName: userPlantRows.customName,
      images: userPlantRows.images,
      commonName: catalogueRows.commonName,
      catalogueImageUrl: catalogueRows.imageUrl,
      ownerId: memberRows.id,
      ownerUsername: memberRows.username,
      town: profileRows.location,
      miles: sql<number>`earth_distance(${plantEarth}, ${pointEarth(place)}) / ${METRES_PER_MILE}::float8`.mapWith(Number),
    })
    .from(userPlantRows)
    .innerJoin(memberRows, eq(memberRows.id, userPlantRows.userId))
    .innerJoin(profileRows, eq(profileRows.id, userPlantRows.userId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(and(...conditions))
    .orderBy(sql`earth_distance(${plantEarth}, ${pointEarth(place)})`, userPlantRows.id)
    .limit(MATCH_LIST_MAX);
}

export type MatchRow = Awaited<ReturnType<typeof listMatchesNear>>[number];
