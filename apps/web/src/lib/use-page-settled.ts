import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** The longest the extras wait for the first page, whatever it is still fetching (a poll, say). */
const SETTLE_LIMIT_MS = 3_000;

let settled = false;

/** Calls `run` at the browser's next idle moment; answers the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run);
  return () => cancelIdleCallback(handle);
}

/**
 * False until the first page of the visit has settled: its code has loaded, `busy` (what else it
 * waits for, such as the session's restore) is over, its queries have answered and, at the
 * browser's next idle moment, none has started since (or SETTLE_LIMIT_MS passed since this was
 * first asked). What a signed-in member has on every page besides the page (the header's menus,
 * the socket) waits for it, so that on a slow phone the page's own code and answers come first.
 * Once settled it stays settled for the rest of the visit. The queries are watched without
 * rendering: the caller renders once, when it settles.
 */
export function usePageSettled(busy: boolean): boolean {
  const queryClient = useQueryClient();
  const navigating = useNavigation().state !== 'idle';
  const [done, setDone] = useState(settled);
  // What waits for this (menus, the socket's runtime) renders in slices, around the member's taps.
  const settle = useCallback(() => {
    settled = true;
    startTransition(() => setDone(true));
  }, []);

  useEffect(() => {
    if (done) return;
    const limit = setTimeout(settle, SETTLE_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [done, settle]);

  useEffect(() => {
    if (done || navigating || busy) return;
    let cancelIdle: (() => void) | undefined;
    // Asked again when idle: a page's queries start in its own effects, after this one, and the
    // cache tells of them only later.
    const settleIfQuiet = () => {
      if (queryClient.isFetching() === 0) settle();
    };
    const check = () => {
      cancelIdle?.();
      cancelIdle = queryClient.isFetching() === 0 ? whenIdle(settleIfQuiet) : undefined;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancelIdle?.();
    };
  }, [done, navigating, busy, queryClient, settle]);

  return done;
}
