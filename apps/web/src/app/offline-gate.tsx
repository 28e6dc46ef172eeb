import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import { OfflineState } from '@/components/ui/offline-state';
import { ApiError } from '@/lib/api';

/** A read a page waits on that has nothing to show: paused for want of a connection, or failed to reach the server. */
const cutOff = (query: Query) =>
  query.state.data === undefined &&
  query.getObserversCount() > 0 &&
  (query.state.fetchStatus === 'paused' || (query.state.error instanceof ApiError && query.state.error.status === 0));

const anyCutOff = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().some(cutOff);

/**
 * Shows the branded offline state in place of a page whose reads cannot reach Rootshare and have
 * nothing stored to show (ADR 0048); a page with stored answers shows them. The page stays mounted
 * underneath, hidden, so its reads resume by themselves when the connection returns and it shows
 * again with their answers.
 */
export function OfflineGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const gated = useSyncExternalStore(subscribe, () => anyCutOff(queryClient));
  return (
    <>
      {gated && <OfflineState onRetry={() => void queryClient.refetchQueries({ type: 'active', predicate: cutOff })} />}
      <div hidden={gated} className={gated ? undefined : 'contents'}>
        {children}
      </div>
    </>
  );
}
