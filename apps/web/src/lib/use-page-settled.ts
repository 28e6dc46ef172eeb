import { useIsFetching } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** The longest the extras wait for the first page, whatever it is still fetching (a poll, say). */
const SETTLE_LIMIT_MS = 3_000;

let settled = false;

/**
 * False until the first page of the visit has settled: its code has loaded, its queries have
 * answered and the browser has had an idle moment (or SETTLE_LIMIT_MS passed since this was first
 * asked). What a signed-in member has on every page besides the page (the header's menus, the
 * socket) waits for it, so that on a slow phone the page's own code and answers come first. Once
 * settled it stays settled for the rest of the visit.
 */
export function usePageSettled(): boolean {
  const fetching = useIsFetching();
  const navigating = useNavigation().state !== 'idle';
  const [done, setDone] = useState(settled);
  const settle = useCallback(() => {
    settled = true;
    setDone(true);
  }, []);

  useEffect(() => {
    if (done) return;
    const limit = setTimeout(settle, SETTLE_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [done, settle]);

  const waiting = done || fetching > 0 || navigating;
  useEffect(() => {
    if (waiting) return;
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(settle, 0);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(settle);
    return () => cancelIdleCallback(handle);
  }, [waiting, settle]);

  return done;
}
