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

/** Browse's stat cards, for the same place as the list. */
export const exploreSummaryPath = (near: Coordinates | null) =>
  `/explore-v2/summary${near ? `?user_latitude=${near.latitude}&user_longitude=${near.longitude}` : ''}`;

/** The inbox's first page (a later page adds its cursor). */
export const CONVERSATIONS_PATH = '/conversations';
