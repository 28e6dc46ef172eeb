import { FollowingListSchema, RemoteAccountSchema } from '@rootshare/contracts/federation-following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { federationKeys } from './keys';

/** GET /federation/following: the accounts elsewhere the member follows. */
export function useFollowing() {
  const { user } = useSession();
  return useQuery({
    queryKey: federationKeys.following(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest('/federation/following', { signal, schema: FollowingListSchema }),
    enabled: user !== null,
    ...QUICK_FAILURE,
  });
}

/** POST /federation/following: follows an account elsewhere by handle or link; its items arrive in the feed later. */
export function useFollow() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (handle: string) => apiRequest('/federation/following', { method: 'POST', body: { handle }, schema: RemoteAccountSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: federationKeys.following(user?.id ?? '') }),
  });
}

/** DELETE /federation/following?actor=: stops following; what they published leaves the feed. */
export function useUnfollow() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (actor: string) => apiRequest(`/federation/following?${new URLSearchParams({ actor })}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: federationKeys.following(user?.id ?? '') }),
        queryClient.invalidateQueries({ queryKey: federationKeys.feed(user?.id ?? '') }),
      ]),
  });
}
