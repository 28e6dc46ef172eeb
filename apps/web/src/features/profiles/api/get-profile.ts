import { ProfileResponseSchema } from '@rootshare/contracts/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { profilePath } from '@/lib/api-paths';

/** GET /profiles/{id or username}: the own shape for the owner, the public one for others. */
export function getProfile(idOrUsername: string, signal?: AbortSignal) {
  return apiRequest(profilePath(idOrUsername), { schema: ProfileResponseSchema, ...(signal ? { signal } : {}) });
}

export const profileQueryOptions = (idOrUsername: string) =>
  queryOptions({ queryKey: ['profiles', idOrUsername.toLowerCase()], queryFn: ({ signal }) => getProfile(idOrUsername, signal) });

export function useProfile(idOrUsername: string | undefined) {
  return useQuery({ ...profileQueryOptions(idOrUsername ?? ''), enabled: Boolean(idOrUsername) });
}
