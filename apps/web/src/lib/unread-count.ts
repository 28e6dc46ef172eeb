import type { UnreadCount } from '@rootshare/contracts/counts';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from './api';

interface UnreadCountSource {
  /** The API path answering { unreadCount }. */
  path: string;
  queryKey: QueryKey;
  pollMs: number;
  staleMs: number;
}

const selectCount = (answer: UnreadCount) => answer.unreadCount;

/**
 * A header badge's count (messages, notifications): polled, fresh for a while, never refetched on
 * focus, and asked only for a member with a profile id.
 */
export function unreadCountQuery({ path, queryKey, pollMs, staleMs }: UnreadCountSource) {
  // Read without zod (ADR 0010): the header asks for it on every signed-in page, and it is one integer.
  const fetchCount = (signal?: AbortSignal) => apiRequest<UnreadCount>(path, signal ? { signal } : {});
  const options = () =>
    queryOptions({
      queryKey,
      queryFn: ({ signal }) => fetchCount(signal),
      refetchInterval: pollMs,
      staleTime: staleMs,
      refetchOnWindowFocus: false,
    });
  return {
    fetchCount,
    options,
    useCount: (profileId: string | undefined) => useQuery({ ...options(), enabled: Boolean(profileId), select: selectCount }),
  };
}
