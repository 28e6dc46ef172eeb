import { QUERY_MAX_RETRIES, QUERY_STALE_MS } from '@rootshare/contracts/limits';
import { QueryClient } from '@tanstack/react-query';

/**
 * How long what a member has seen stays readable offline (docs/decisions/0048-offline-reads-and-an-outbox.md):
 * a week covers a swap meet planned days ahead. Older stored answers are dropped at start.
 */
export const STORED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** No retry for authentication failures; otherwise up to 3 tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('Invalid token') || message.includes('Access token required')) return false;
  if (error instanceof Error && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    return false;
  }
  return failureCount < QUERY_MAX_RETRIES;
}

/**
 * For a list a person is looking at skeletons for (Browse): one quick retry, then the error and
 * its Try again button, instead of the default three with back-off (about 8 seconds of skeletons).
 */
export const QUICK_FAILURE = {
  retry: (failureCount: number, error: unknown) => failureCount < 1 && shouldRetry(failureCount, error),
  retryDelay: 500,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // An answer no page shows stays as long as it is stored for offline reading (ADR 0048).
      queries: { staleTime: QUERY_STALE_MS, gcTime: STORED_QUERIES_MAX_AGE_MS, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client; the API client clears it when the session ends. */
export const queryClient = createQueryClient();
