import {
  MEETS_NEAR_HOME_COUNT,
  MEETS_NEAR_HOME_DEFAULT_MILES,
  MEETS_PAGE_SIZE,
  MEETS_RADIUS_MILES,
  MeetPageSchema,
  type MeetPage,
  type MeetsQuerySchema,
  type NearbyMeets,
} from '@rootshare/contracts/meets';
import { parseSwapPreferences } from '@rootshare/contracts/profiles-constants';
import { swapDistanceMiles } from '@rootshare/contracts/wishlist';
import type { z } from 'zod';
import { encodeJsonBody } from '../../../platform/json-body';
import { changeOf, sharedBody } from '../../../platform/read-cache';
import { presentMeetSummary } from '../meets.presenter';
import { findMemberPlace, listMeets } from '../meets.repo';
import type { MeetsContext } from './context';

export type MeetsQuery = z.output<typeof MeetsQuerySchema>;

/** Upcoming meets near the caller for Browse's Events tab. */
export async function listMeetsPage(ctx: MeetsContext, viewerId: string | undefined, query: MeetsQuery): Promise<MeetPage> {
  const origin = await ctx.originOf(viewerId, query);
  const radius = query.radius ?? MEETS_RADIUS_MILES;
  const rows = await listMeets(ctx.db, {
    viewerId,
    origin,
    radiusMiles: radius,
    now: ctx.clock(),
    sort: query.sort,
    offset: (query.page - 1) * MEETS_PAGE_SIZE,
    limit: MEETS_PAGE_SIZE + 1,
  });
  return {
    meets: rows
      .slice(0, MEETS_PAGE_SIZE)
      .map((row) => presentMeetSummary(row.meet, { miles: row.miles, goingCount: row.goingCount, myRsvp: row.myRsvp })),
    nextPage: rows.length > MEETS_PAGE_SIZE ? query.page + 1 : null,
    radius_miles: radius,
  };
}

/** The Events tab's page as an encoded JSON body, shared by simultaneous and repeated reads for a second. */
export function meetPagesBody(ctx: MeetsContext) {
  // A page of the Events tab per viewer and query, for a second (ADR 0017); any meet write forgets them all.
  // The minute is part of the key: a meet that ended drops out of the list by the next minute.
  const pageKey = (viewerId: string | undefined, query: MeetsQuery) =>
    `${viewerId ?? ''}|${Math.floor(ctx.clock().getTime() / 60_000)}|${JSON.stringify(query)}`;
  const viewerOf = (key: string) => key.slice(0, key.indexOf('|'));
  const pages = ctx.caches.open<MeetPage>('meetPages', (key) => [
    changeOf.meets,
    ...(viewerOf(key) ? [changeOf.member(viewerOf(key)), changeOf.blocks(viewerOf(key))] : []),
  ]);
  return async (viewerId: string | undefined, query: MeetsQuery): Promise<Buffer> => {
    const page = await pages.getOrLoad(pageKey(viewerId, query), () => listMeetsPage(ctx, viewerId, query));
    return sharedBody(page, () => encodeJsonBody(MeetPageSchema, page));
  };
}

/** The home page's few meets within the member's swap distance, soonest first. */
export async function nearbyMeets(ctx: MeetsContext, userId: string): Promise<NearbyMeets> {
  const place = await findMemberPlace(ctx.db, userId);
  if (place?.latitude == null || place.longitude == null) return { meets: [], radius_miles: MEETS_NEAR_HOME_DEFAULT_MILES };
  const radius = swapDistanceMiles(parseSwapPreferences(place.swapPreferences)?.preferredDistance);
  const rows = await listMeets(ctx.db, {
    viewerId: userId,
    origin: { latitude: place.latitude, longitude: place.longitude },
    radiusMiles: radius,
    now: ctx.clock(),
    sort: 'soonest',
    offset: 0,
    limit: MEETS_NEAR_HOME_COUNT,
  });
  return {
    meets: rows.map((row) => presentMeetSummary(row.meet, { miles: row.miles, goingCount: row.goingCount, myRsvp: row.myRsvp })),
    radius_miles: radius,
  };
}
