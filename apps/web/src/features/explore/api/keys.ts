/** Query keys of Browse; its lists show other members' plants, so every plant change invalidates `all`. */
export const exploreKeys = {
  all: ['explore'] as const,
  /** A list of plants, by its query string (lib/api-paths exploreQueryString). */
  plants: (queryString: string) => ['explore', queryString] as const,
  /** The stat cards, by their path. */
  summary: (path: string) => ['explore', 'summary', path] as const,
  /** The Members tab's list or search. */
  members: (search: string) => ['users', search] as const,
};
