import {
  RemoteFeedSchema,
  RemoteLikeResultSchema,
  RemoteReplySchema,
  type ReplyToRemoteInput,
} from '@rootshare/contracts/federation-following';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { QUICK_FAILURE } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { federationKeys } from './keys';

type Feed = z.infer<typeof RemoteFeedSchema>;

/** GET /federation/feed: what the accounts followed elsewhere published, newest first. */
export function useRemoteFeed() {
  const { user } = useSession();
  return useQuery({
    queryKey: federationKeys.feed(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest('/federation/feed', { signal, schema: RemoteFeedSchema }),
    enabled: user !== null,
    ...QUICK_FAILURE,
  });
}

/**
 * POST /federation/likes or DELETE /federation/likes?object=: the heart shows the choice at once and
 * goes back to what it was when the server refuses.
 */
export function useLikeRemote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = federationKeys.feed(user?.id ?? '');
  const setLiked = (uri: string, liked: boolean) =>
    queryClient.setQueryData<Feed>(key, (feed) =>
      feed ? { items: feed.items.map((item) => (item.uri === uri ? { ...item, liked } : item)) } : feed,
    );
  return useMutation({
    mutationFn: ({ uri, liked }: { uri: string; liked: boolean }) =>
      liked
        ? apiRequest('/federation/likes', { method: 'POST', body: { object: uri }, schema: RemoteLikeResultSchema })
        : // A 204 and a { liked: false } both mean it is no longer liked.
          apiRequest(`/federation/likes?${new URLSearchParams({ object: uri })}`, { method: 'DELETE' }),
    onMutate: async ({ uri, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      setLiked(uri, liked);
    },
    onError: (_error, { uri, liked }) => setLiked(uri, !liked),
  });
}

/**
 * POST /federation/replies: the answer is added under its item, as the feed will give it after a
 * reload; once only, when a refetch that finished first already brought it.
 */
export function useReplyToRemote() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (input: ReplyToRemoteInput) =>
      apiRequest('/federation/replies', { method: 'POST', body: input, schema: RemoteReplySchema }),
    onSuccess: (reply) =>
      queryClient.setQueryData<Feed>(federationKeys.feed(user?.id ?? ''), (feed) =>
        feed
          ? {
              items: feed.items.map((item) =>
                item.uri === reply.in_reply_to && !item.my_replies.some((mine) => mine.uri === reply.uri)
                  ? { ...item, my_replies: [...item.my_replies, reply] }
                  : item,
              ),
            }
          : feed,
      ),
  });
}
