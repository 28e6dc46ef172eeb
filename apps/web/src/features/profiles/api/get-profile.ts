import type { OwnProfile } from '@rootshare/contracts/profiles';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getProfile } from '@/lib/session-api/get-profile';
import { profileKeys } from './keys';

export const profileQueryOptions = (idOrUsername: string) =>
  queryOptions({ queryKey: profileKeys.detail(idOrUsername), queryFn: ({ signal }) => getProfile(idOrUsername, signal) });

export function useProfile(idOrUsername: string | undefined) {
  return useQuery({ ...profileQueryOptions(idOrUsername ?? ''), enabled: Boolean(idOrUsername) });
}

/** Keeps a profile the member just saved under both keys it is read by (id and username). */
export function storeProfile(queryClient: QueryClient, profile: OwnProfile): void {
  queryClient.setQueryData(profileKeys.detail(profile.id), profile);
  queryClient.setQueryData(profileKeys.detail(profile.username), profile);
}
