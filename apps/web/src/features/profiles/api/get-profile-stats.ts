import type { ProfileStats } from '@rootshare/contracts/profiles';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api';
import { profileStatsPath } from '@/lib/api-paths';
import { profileKeys } from './keys';

/**
 * GET /profiles/{id or username}/stats: the counts on the profile's stat tiles and preview. A first
 * answer of the profile page, read without zod (ADR 0010): ProfileStatsSchema is plain numbers.
 */
export function getProfileStats(idOrUsername: string, signal?: AbortSignal) {
  return apiRequest<ProfileStats>(profileStatsPath(idOrUsername), signal ? { signal } : {});
}

/** Kept under the profile's own key, so refreshing a profile refreshes its counts; never fresh for long. */
export const profileStatsQueryOptions = (idOrUsername: string) =>
  queryOptions({
    queryKey: profileKeys.stats(idOrUsername),
    queryFn: ({ signal }) => getProfileStats(idOrUsername, signal),
    staleTime: 0,
  });

/**
 * The counts follow plants, posts and photos that other features add and remove: while they are
 * shown, every successful change is followed by a refetch (one small query).
 */
export function useProfileStats(idOrUsername: string) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: profileStatsQueryOptions(idOrUsername).queryKey });
        }
      }),
    [queryClient, idOrUsername],
  );
  return useQuery(profileStatsQueryOptions(idOrUsername));
}
