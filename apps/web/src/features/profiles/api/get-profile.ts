import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfile } from '@/lib/session-api/get-profile';

export const profileQueryOptions = (idOrUsername: string) =>
  queryOptions({ queryKey: ['profiles', idOrUsername.toLowerCase()], queryFn: ({ signal }) => getProfile(idOrUsername, signal) });

export function useProfile(idOrUsername: string | undefined) {
  return useQuery({ ...profileQueryOptions(idOrUsername ?? ''), enabled: Boolean(idOrUsername) });
}
