/**
 * The API paths a page's first answer comes from, shared by the page's query and the route's
 * prefetch (app/router.tsx), which must ask for exactly the same path to be taken.
 */
export const userPlantPath = (id: string) => `/user-plants/${encodeURIComponent(id)}`;
export const profilePath = (idOrUsername: string) => `/profiles/${encodeURIComponent(idOrUsername)}`;
export const profileStatsPath = (idOrUsername: string) => `${profilePath(idOrUsername)}/stats`;
/** The inbox's first page (a later page adds its cursor). */
export const CONVERSATIONS_PATH = '/conversations';
