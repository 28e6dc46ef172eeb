import type { OwnProfile, ProfileResponse } from '@rootshare/contracts/profiles';
import { apiRequest } from '@/lib/api';
import { profilePath } from '@/lib/api-paths';

/**
 * GET /profiles/{id or username}: the own shape for the owner, the public one for others. A first
 * answer of the profile page and of a session restore, so read without zod (ADR 0010): the server
 * encodes it with OwnProfileSchema or PublicProfileSchema, and fills their one default itself.
 */
export function getProfile(idOrUsername: string, signal?: AbortSignal) {
  return apiRequest<ProfileResponse>(profilePath(idOrUsername), signal ? { signal } : {});
}

/** Only the owner's own profile carries the e-mail address. */
export const isOwnProfile = (profile: ProfileResponse): profile is OwnProfile => 'email' in profile;
