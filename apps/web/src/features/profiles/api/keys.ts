/** Query keys of profiles; a profile's counts sit under its own key, so refreshing a profile refreshes them. */
export const profileKeys = {
  all: ['profiles'] as const,
  /** A profile by id or username, in any letter case. */
  detail: (idOrUsername: string) => ['profiles', idOrUsername.toLowerCase()] as const,
  stats: (idOrUsername: string) => ['profiles', idOrUsername.toLowerCase(), 'stats'] as const,
  /** A member's garden gallery; a change to their photos invalidates it. */
  gardenPhotos: (userId: string) => ['garden-photos', 'list', userId] as const,
};
