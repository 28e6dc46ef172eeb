import { EXPANDED_RADIUS_MILES, EXPLORE_SORTS, NEARBY_RADIUS_MILES, type ExploreQuery, type ExploreSort } from '@rootshare/contracts/explore';
import { BROWSE_CATEGORIES, CARE_LEVELS, type CareLevel } from '@rootshare/contracts/catalogue';
import { SWAP_TYPES, type SwapType } from '@rootshare/contracts/user-plants';

/** Everything a plant search on Browse is, read from and written to the address so it can be shared. */
export interface PlantBrowseState {
  search: string;
  care: CareLevel | null;
  swap: SwapType | null;
  sort: ExploreSort;
  /** null is the panel's 'all'. */
  category: Exclude<(typeof BROWSE_CATEGORIES)[number], 'all'> | null;
  location: string;
  view: 'grid' | 'list';
  area: 'near' | 'all';
  /** In Your Area widened to 30 miles. */
  expanded: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null => (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

export function readBrowseState(params: URLSearchParams): PlantBrowseState {
  return {
    search: params.get('q') ?? '',
    care: oneOf(CARE_LEVELS, params.get('care')),
    swap: oneOf(SWAP_TYPES, params.get('swap')),
    sort: oneOf(EXPLORE_SORTS, params.get('sort')) ?? 'nearest',
    category: oneOf(BROWSE_CATEGORIES.filter((c) => c !== 'all'), params.get('category')),
    location: params.get('loc') ?? '',
    view: params.get('view') === 'list' ? 'list' : 'grid',
    area: params.get('area') === 'all' ? 'all' : 'near',
    expanded: params.get('radius') === String(EXPANDED_RADIUS_MILES),
  };
}

/** The address for a changed state: defaults are left out so plain links stay plain. */
export function writeBrowseState(params: URLSearchParams, state: PlantBrowseState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null, fallback: string | null = null) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
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

/** True when any filter narrows the list (Clear All has something to clear). */
export const hasFilters = (state: PlantBrowseState) => Boolean(state.care || state.swap || state.category || state.location || state.sort !== 'nearest');

/** The explore-v2 query for a state; the search is sent from 2 characters (part 2 §5). */
export function exploreQueryFor(state: PlantBrowseState, search: string, near: { latitude: number; longitude: number } | null): Omit<ExploreQuery, 'cursor'> {
  return {
    ...(search.trim().length >= 2 ? { search: search.trim() } : {}),
    ...(state.care ? { care_level: state.care } : {}),
    ...(state.swap ? { swap_type: state.swap } : {}),
    ...(state.category ? { category: state.category } : {}),
    ...(state.location.trim() ? { location: state.location.trim() } : {}),
    ...(state.area === 'near' ? { radius: state.expanded ? EXPANDED_RADIUS_MILES : NEARBY_RADIUS_MILES } : {}),
    ...(near ? { user_latitude: near.latitude, user_longitude: near.longitude } : {}),
    sort: state.sort,
  };
}
