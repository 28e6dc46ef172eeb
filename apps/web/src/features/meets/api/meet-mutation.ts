import type { Meet } from '@rootshare/contracts/meets';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { meetKeys } from './keys';

/** Every change answers the meet as it now is: its page takes it, the lists refetch. */
function settle(queryClient: QueryClient, meet: Meet) {
  queryClient.setQueryData(meetKeys.detail(meet.id), meet);
  void queryClient.invalidateQueries({ queryKey: meetKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
}

/** A request that changes a meet, settled into the cache the same way whichever it is. */
export function useMeetMutation<V>(request: (variables: V) => Promise<Meet>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (meet) => settle(queryClient, meet) });
}
