import { CARE_LEVELS, type CareLevel } from '@rootshare/contracts/catalogue';
import {
  DEFAULT_COORDINATES,
  ExplorePageSchema,
  NEARBY_RADIUS_MILES,
  PLACE_FILTER_RADIUS_MILES,
  type ExplorePage,
  type ExploreQuerySchema,
  type ExploreSort,
  type ExploreSummary,
  type UserCardPage,
} from '@rootshare/contracts/explore';
import type { z } from 'zod';
import { decodeCursor, pageOf } from '../../platform/cursor';
import { badRequest } from '../../platform/errors';
import { encodeJsonBody } from '../../platform/json-body';
import { changeOf, sharedBody, type ReadCaches } from '../../platform/read-cache';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { GeoService } from '../geo/geo.service';
import { presentExploreItem, presentUserCard } from './explore.presenter';
import {
  countAvailablePlants,
  countMemberAvailablePlants,
  countPlantParents,
  findSavedPlace,
  listExplorePlants,
  listMemberCards,
  searchMemberCards,
  type ExploreRow,
  type ListOrder,
  type Placement,
  type Point,
} from './explore.repo';

type ExploreQuery = z.output<typeof ExploreQuerySchema>;

/** Catalogue matches below this are too loose to count as the plant searched for (the Match % badge's floor). */
const SEARCH_MIN_SCORE = 0.3;
const SEARCH_MAX_PLANTS = 300;
/** Offsets past this are refused: Browse pages are for people, not for copying the whole site. */
const MAX_OFFSET = 2_400;
/** The smallest circle a visitor (not signed in) may browse, in miles; smaller ones are widened to it (docs/security.md S60). */
export const ANONYMOUS_MIN_RADIUS_MILES = 1;
const toHundredth = (degrees: number) => Math.round(degrees * 100) / 100;

/**
 * A list Browse reads in order, one part after another: nearest-first is the plants whose owners
 * chose a place (nearest first, from the GiST index) then the others (newest first); easy care
 * first is that, for beginner, then intermediate, then expert plants. Each part walks an index.
 */
interface Segment {
  careLevel: CareLevel | undefined;
  placement: Placement;
  sort: ListOrder;
}

function segmentsFor(sort: ExploreSort, radius: number | undefined, careLevel: CareLevel | undefined): Segment[] {
  const nearestFirst = (level: CareLevel | undefined): Segment[] =>
    radius !== undefined
      ? [{ careLevel: level, placement: 'placed', sort: 'nearest' }]
      : [
          { careLevel: level, placement: 'placed', sort: 'nearest' },
          { careLevel: level, placement: 'unplaced', sort: 'newest' },
        ];
  if (sort === 'nearest') return nearestFirst(careLevel);
  if (sort === 'care') return (careLevel ? [careLevel] : CARE_LEVELS).flatMap(nearestFirst);
  return [{ careLevel, placement: 'any', sort }];
}

/** Where a page starts: a segment and an offset in it ('2:48'), capped so pages stay cheap. */
function positionOf(cursor: string | undefined): { segment: number; offset: number } {
  if (!cursor) return { segment: 0, offset: 0 };
  const match = /^(\d):(\d{1,5})$/.exec(cursor);
  const offset = Number(match?.[2] ?? Number.NaN);
  if (!match || !(offset <= MAX_OFFSET)) throw badRequest('Invalid cursor');
  return { segment: Number(match[1]), offset };
}

export function createExploreService(
  db: Parameters<typeof listExplorePlants>[0],
  catalogue: Pick<CatalogueService, 'searchPlants' | 'memberPhotos'>,
  geo: Pick<GeoService, 'resolvePlace'>,
  caches: ReadCaches,
) {
  const totals = caches.open<{ available: number; plantParents: number }>('communityTotals', () => [changeOf.browse]);
  // A page per viewer and search (ADR 0007); a member's own pages go when their saved place changes (ADR 0017).
  const pageKey = (viewerId: string | undefined, query: ExploreQuery) => `${viewerId ?? ''}|${JSON.stringify(query)}`;
  const viewerOf = (key: string) => key.slice(0, key.indexOf('|'));
  const pages = caches.open<ExplorePage>('browsePages', (key) => [
    changeOf.browse,
    changeOf.cataloguePhotos,
    ...(viewerOf(key) ? [changeOf.member(viewerOf(key))] : []),
  ]);

  /**
   * The given coordinates, else the caller's saved place, else the product's default place (New York). A
   * visitor's coordinates are taken to the hundredth of a degree (docs/security.md S60).
   */
  async function originFor(
    viewerId: string | undefined,
    query: { user_latitude?: number | undefined; user_longitude?: number | undefined },
  ): Promise<Point> {
    if (query.user_latitude !== undefined && query.user_longitude !== undefined) {
      const given = { latitude: query.user_latitude, longitude: query.user_longitude };
      return viewerId ? given : { latitude: toHundredth(given.latitude), longitude: toHundredth(given.longitude) };
    }
    return (viewerId ? await findSavedPlace(db, viewerId) : undefined) ?? DEFAULT_COORDINATES;
  }

  return {
    /** GET /explore-v2: other members' swappable plants, filtered, sorted (nearest first by default) and paged. */
    /**
     * The page as an encoded JSON body. A popular search from one place is encoded once a second;
     * each viewer has their own entry, since their own plants are left out.
     */
    async exploreBody(viewerId: string | undefined, query: ExploreQuery): Promise<Buffer> {
      const page = await pages.getOrLoad(pageKey(viewerId, query), () => this.explore(viewerId, query));
      return sharedBody(page, () => encodeJsonBody(ExplorePageSchema, page));
    },

    async explore(viewerId: string | undefined, query: ExploreQuery): Promise<ExplorePage> {
      const position = positionOf(query.cursor);
      // The city/zip filter moves the origin to the place it names; text naming no place finds nothing.
      const place = query.location === undefined ? undefined : await geo.resolvePlace(query.location);
      if (query.location !== undefined && !place) return { items: [], nextCursor: null, place: null };
      const asked = query.radius ?? (place ? PLACE_FILTER_RADIUS_MILES : undefined);
      // A visitor's small circles, moved point by point, would narrow down where a member's plants are (S60).
      const radius = asked !== undefined && !viewerId ? Math.max(asked, ANONYMOUS_MIN_RADIUS_MILES) : asked;
      const matches = query.search
        ? (await catalogue.searchPlants(query.search, SEARCH_MAX_PLANTS)).filter((p) => p.confidence_score >= SEARCH_MIN_SCORE)
        : [];
      const scores = new Map(matches.map((p) => [p.id, p.confidence_score]));
      const filter = {
        viewerId,
        origin: place ? { latitude: place.lat, longitude: place.lon } : await originFor(viewerId, query),
        radiusMiles: radius,
        plantIds: query.search ? [...scores.keys()] : undefined,
        search: query.search,
        careLevel: query.care_level,
        category: query.category,
        swapType: query.swap_type,
      };
      const photos = await catalogue.memberPhotos();
      const present = (rows: ExploreRow[]) => rows.map((row) => presentExploreItem(row, query.search, scores, photos));
      const segments = segmentsFor(query.sort, radius, query.care_level);
      const placed = place ? { place: place.formatted } : {};
      const rows: ExploreRow[] = [];
      let { segment, offset } = position;
      // Fill the page from one segment after another; one row more than asked says whether there is a next page.
      while (segment < segments.length) {
        const part = segments[segment];
        if (!part) break;
        const want = query.limit + 1 - rows.length;
        const found = await listExplorePlants(db, { ...filter, careLevel: part.careLevel }, part.sort, part.placement, offset, want);
        if (found.length === want) {
          rows.push(...found.slice(0, want - 1));
          const next = offset + want - 1;
          return { items: present(rows), nextCursor: next <= MAX_OFFSET ? `${segment}:${next}` : null, ...placed };
        }
        rows.push(...found);
        segment += 1;
        offset = 0;
      }
      return { items: present(rows), nextCursor: null, ...placed };
    },

    /** The Browse stat cards: plants available, those within `radius` miles (10 without one), and members with plants. */
    async summary(
      viewerId: string | undefined,
      query: { user_latitude?: number | undefined; user_longitude?: number | undefined; radius?: number | undefined },
    ): Promise<ExploreSummary> {
      const origin = await originFor(viewerId, query);
      const asked = query.radius ?? NEARBY_RADIUS_MILES;
      // The same floor as the list's, for the same reason (S60).
      const radius = viewerId ? asked : Math.max(asked, ANONYMOUS_MIN_RADIUS_MILES);
      const [community, own, nearby] = await Promise.all([
        totals.getOrLoad('all', async () => ({
          available: await countAvailablePlants(db, undefined, undefined),
          plantParents: await countPlantParents(db),
        })),
        viewerId ? countMemberAvailablePlants(db, viewerId) : 0,
        countAvailablePlants(db, viewerId, { origin, miles: radius }),
      ]);
      return { available: community.available - own, nearby, plant_parents: community.plantParents };
    },

    /** Plants other members put up for swap since a time within NEARBY_RADIUS_MILES of the member's saved place; null without one. */
    async countNewNearby(viewerId: string, since: Date): Promise<number | null> {
      const origin = await findSavedPlace(db, viewerId);
      return origin ? countAvailablePlants(db, viewerId, { origin, miles: NEARBY_RADIUS_MILES }, since) : null;
    },

    /** Forgets the pages and totals kept in memory on every instance, so a plant a moderator hid leaves Browse at once. */
    forgetCachedPages: (): Promise<void> => caches.forget(changeOf.browse),

    /** GET /users/all: members newest first, the caller left out, public fields only. */
    async listMembers(viewerId: string | undefined, cursor: string | undefined, limit: number): Promise<UserCardPage> {
      const rows = await listMemberCards(db, viewerId, decodeCursor(cursor), limit + 1);
      const page = pageOf(rows, limit, (row) => ({ at: row.cursorAt, id: row.id }));
      return { users: page.items.map((row) => presentUserCard(row)), nextCursor: page.nextCursor };
    },

    /** GET /users/search: members by username, name or location, best matches first. */
    async searchMembers(viewerId: string | undefined, text: string, limit: number): Promise<UserCardPage> {
      const rows = await searchMemberCards(db, viewerId, text, limit);
      return { users: rows.map((row) => presentUserCard(row, row.rank)), nextCursor: null };
    },
  };
}

export type ExploreService = ReturnType<typeof createExploreService>;
