import { BROWSE_CATEGORIES, CARE_LEVELS, type CareLevel } from '@rootshare/contracts/catalogue-constants';
import type { ExploreQuery } from '@rootshare/contracts/explore';
import type { TownItemsQuery } from '@rootshare/contracts/federation-towns';
import {
  EXPANDED_RADIUS,
  EXPANDED_RADIUS_MILES,
  EXPLORE_SORTS,
  NEARBY_RADIUS,
  PLACE_FILTER_RADIUS,
  type ExploreSort,
} from '@rootshare/contracts/explore-constants';
import { SEARCH_MIN_CHARS } from '@rootshare/contracts/limits';
import { radiusInMiles, type DistanceUnit, type RadiusStep } from '@rootshare/contracts/units';
import { SWAP_TYPES, type SwapType } from '@rootshare/contracts/user-plants-constants';
import type { Coordinates } from '@/lib/api-paths';

export const BROWSE_TABS = ['plants', 'events', 'content', 'users'] as const;
export type BrowseTab = (typeof BROWSE_TABS)[number];

export type BrowseCategory = Exclude<(typeof BROWSE_CATEGORIES)[number], 'all'>;

/** Everything a search on Browse is, read from and written to the address so it can be shared and Back restores it. */
export interface BrowseState {
  tab: BrowseTab;
  /** The open tab's search text (each tab keeps its own; the page remembers the others'). */
  search: string;
  care: CareLevel | null;
  swap: SwapType | null;
  sort: ExploreSort;
  /** null is the panel's 'All'. */
  category: BrowseCategory | null;
  /** The city/zip filter. */
  location: string;
  view: 'grid' | 'list';
  area: 'near' | 'all';
  /** In Your Area widened (to 30 miles or 50 km); the address says radius=30 in either unit. */
  expanded: boolean;
}

/** Changes the address: a pushed entry (Back undoes it) unless `replace`, which typing uses. */
export type UpdateBrowse = (patch: Partial<BrowseState>, options?: { replace?: boolean }) => void;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => values.find((v) => v === value) ?? null;

export function readBrowseState(params: URLSearchParams): BrowseState {
  const category = oneOf(BROWSE_CATEGORIES, params.get('category'));
  return {
    tab: oneOf(BROWSE_TABS, params.get('tab')) ?? 'plants',
    search: params.get('q') ?? '',
    care: oneOf(CARE_LEVELS, params.get('care')),
    swap: oneOf(SWAP_TYPES, params.get('swap')),
    sort: oneOf(EXPLORE_SORTS, params.get('sort')) ?? 'nearest',
    category: category === 'all' ? null : category,
    location: params.get('loc') ?? '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    area: params.get('area') === 'all' ? 'all' : 'near',
    expanded: params.get('radius') === String(EXPANDED_RADIUS_MILES),
  };
}

/** The address after a change; defaults are left out so plain links stay plain, and unknown keys are kept. */
export function writeBrowseState(params: URLSearchParams, patch: Partial<BrowseState>): URLSearchParams {
  const state = { ...readBrowseState(params), ...patch };
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null, fallback: string | null = null) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('tab', state.tab, 'plants');
  set('q', state.search);
  set('care', state.care);
  set('swap', state.swap);
  set('sort', state.sort, 'nearest');
  set('category', state.category);
  set('loc', state.location);
  set('view', state.view, 'grid');
  set('area', state.area, 'near');
  set('radius', state.area === 'near' && state.expanded ? String(EXPANDED_RADIUS_MILES) : null);
  return next;
}

/** What Clear All resets: the Filters panel and the category (the search, view and area stay). */
export const CLEARED_FILTERS = {
  care: null,
  swap: null,
  category: null,
  location: '',
  sort: 'nearest',
} as const satisfies Partial<BrowseState>;

/** How many filters narrow or reorder the list: the count on the Filters button (Clear All has something to clear above 0). */
export const activeFilterCount = (state: BrowseState) =>
  [state.care, state.swap, state.category, state.location.trim(), state.sort !== 'nearest'].filter(Boolean).length;

/** The text a server search (or the city/zip filter) is run with: trimmed, and only from 2 characters. */
export function searchTermOf(search: string): string {
  const term = search.trim();
  return term.length >= SEARCH_MIN_CHARS ? term : '';
}

/** How far the list reaches, in the member's terms: In Your Area, widened or not, or around the city/zip filter's place; undefined for everywhere. */
export function reachOf(state: BrowseState, hasPlace: boolean): RadiusStep | undefined {
  if (state.area === 'near') return state.expanded ? EXPANDED_RADIUS : NEARBY_RADIUS;
  return hasPlace ? PLACE_FILTER_RADIUS : undefined;
}

/** The explore-v2 query for a state, measured from `near` when the browser gave a position, its radius in miles from the member's unit. */
export function exploreQueryFor(state: BrowseState, near: Coordinates | null, unit: DistanceUnit): Omit<ExploreQuery, 'cursor'> {
  const search = searchTermOf(state.search);
  const location = searchTermOf(state.location);
  const reach = reachOf(state, location !== '');
  return {
    ...(search ? { search } : {}),
    ...(state.care ? { care_level: state.care } : {}),
    ...(state.swap ? { swap_type: state.swap } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(location ? { location } : {}),
    ...(reach ? { radius: radiusInMiles(reach, unit) } : {}),
    ...(near ? { user_latitude: near.latitude, user_longitude: near.longitude } : {}),
    sort: state.sort,
  };
}

/**
 * What Browse asks of the connected towns' listings beside its own: the same search, distance and
 * point. Their listings carry no care level or category, and a named place is found here only, so
 * with those filters on (or a swap type) there is nothing to ask.
 */
export function townQueryFor(state: BrowseState, near: Coordinates | null, unit: DistanceUnit): TownItemsQuery | null {
  if (state.care || state.swap || state.category || searchTermOf(state.location) !== '') return null;
  const search = searchTermOf(state.search);
  const reach = reachOf(state, false);
  return {
    kind: 'listing',
    ...(search ? { search } : {}),
    ...(reach ? { radius: radiusInMiles(reach, unit) } : {}),
    ...(near ? { user_latitude: near.latitude, user_longitude: near.longitude } : {}),
  };
}

/** The list Browse's Plants tab first shows for an address (its stat cards are for `near`); null on another tab. */
export function browseFirstQuery(
  params: URLSearchParams,
  near: Coordinates | null,
  unit: DistanceUnit,
): ReturnType<typeof exploreQueryFor> | null {
  const state = readBrowseState(params);
  return state.tab === 'plants' ? exploreQueryFor(state, near, unit) : null;
}
