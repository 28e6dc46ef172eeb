/** Browse's plain values, without zod: a page that only shows plants loads no schema. */
import type { RadiusStep } from './units';

/** Where distances are measured from when the caller has no saved or given place. */
export const DEFAULT_COORDINATES = { latitude: 40.7128, longitude: -74.006 } as const;
/** 'In Your Area' on Browse, its wider search, and the home card's reach, in miles. */
export const NEARBY_RADIUS_MILES = 10;
export const EXPANDED_RADIUS_MILES = 30;
export const PLANTS_NEAR_YOU_RADIUS_MILES = 25;
/** How far from the place the city/zip filter names plants are listed when no distance is chosen (All Plants). */
export const PLACE_FILTER_RADIUS_MILES = 25;
/** The same reaches as a member reads them, with a whole, round number of kilometres near each. */
export const NEARBY_RADIUS: RadiusStep = { mi: NEARBY_RADIUS_MILES, km: 15 };
export const EXPANDED_RADIUS: RadiusStep = { mi: EXPANDED_RADIUS_MILES, km: 50 };
export const PLANTS_NEAR_YOU_RADIUS: RadiusStep = { mi: PLANTS_NEAR_YOU_RADIUS_MILES, km: 40 };
export const PLACE_FILTER_RADIUS: RadiusStep = { mi: PLACE_FILTER_RADIUS_MILES, km: 40 };
export const PLANTS_NEAR_YOU_COUNT = 3;
/** Badges on result cards. */
export const TOP_MATCH_MIN_RELEVANCE = 0.8;
export const EXPLORE_PAGE_SIZE = 24;
/**
 * The read a visitor's Browse makes first, as the app writes it: the plants within NEARBY_RADIUS_MILES
 * of the default place, nearest first (a visitor whose browser reads kilometres asks another).
 */
export const VISITOR_BROWSE_PATH = `/api/explore-v2?radius=${NEARBY_RADIUS_MILES}&sort=nearest`;

export const EXPLORE_SORTS = ['nearest', 'newest', 'oldest', 'name', 'care'] as const;
export type ExploreSort = (typeof EXPLORE_SORTS)[number];
