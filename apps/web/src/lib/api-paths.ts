/**
 * The API paths a page's first answer comes from, shared by the page's query and the route's
 * prefetch (app/router.tsx), which must ask for exactly the same path to be taken.
 */
export const userPlantPath = (id: string) => `/user-plants/${encodeURIComponent(id)}`;
export const profilePath = (idOrUsername: string) => `/profiles/${encodeURIComponent(idOrUsername)}`;
export const profileStatsPath = (idOrUsername: string) => `${profilePath(idOrUsername)}/stats`;
/** A position the explore answers are measured from (the browser's, when it gave one). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** The explore-v2 query string without empty values, in a stable order (one cache entry per search). */
export function exploreQueryString(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, String(value)] as [string, string])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/** GET /explore-v2 for a query (the list's first page when it has no cursor). */
export function explorePath(query: object): string {
  const text = exploreQueryString(query);
  return `/explore-v2${text ? `?${text}` : ''}`;
}

/** Browse's stat cards, for the same place as the list, In Your Area counted within `radiusMiles`. */
export function exploreSummaryPath(near: Coordinates | null, radiusMiles: number): string {
  const params = new URLSearchParams();
  if (near) {
    params.set('user_latitude', String(near.latitude));
    params.set('user_longitude', String(near.longitude));
  }
  params.set('radius', String(radiusMiles));
  return `/explore-v2/summary?${params.toString()}`;
}

/** The inbox's first page (a later page adds its cursor). */
export const CONVERSATIONS_PATH = '/conversations';
