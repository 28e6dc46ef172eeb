import { PRESENCE_LOOKUP_MAX } from '@rootshare/contracts/limits';
import type { ActivityStatusList } from '@rootshare/contracts/messaging';
import { PRESENCE_POLL_MS, PRESENCE_STALE_MS } from '@rootshare/contracts/messaging-constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { messagingKeys } from './keys';

/** GET /users/activity-status?userIds=a,b: whether each member is active now; read without zod, as the inbox's other first answers. */
export function getActivityStatus(userIds: readonly string[], signal?: AbortSignal) {
  return apiRequest<ActivityStatusList>(
    `/users/activity-status?${new URLSearchParams({ userIds: userIds.join(',') }).toString()}`,
    signal ? { signal } : {},
  );
}

/** Refetched every 30 s, stale after 25 s. */
export const activityStatusQueryOptions = (userIds: readonly string[]) =>
  queryOptions({
    queryKey: messagingKeys.presence(userIds),
    queryFn: ({ signal }) => getActivityStatus(userIds, signal),
    refetchInterval: PRESENCE_POLL_MS,
    staleTime: PRESENCE_STALE_MS,
  });

const activeIds = (answer: ActivityStatusList) =>
  new Set(answer.statuses.filter((status) => status.status === 'active').map((status) => status.user_id));

/** The ids among these members who are active now; one request for all of them. */
export function useActiveMembers(userIds: readonly string[]) {
  const ids = [...new Set(userIds)].sort().slice(0, PRESENCE_LOOKUP_MAX);
  return useQuery({ ...activityStatusQueryOptions(ids), enabled: ids.length > 0, select: activeIds });
}
