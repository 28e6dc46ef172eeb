import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { STORED_QUERIES_MAX_AGE_MS } from './query-client';
import { readStoredProfileId, readToken } from './session-storage';

let store: UseStore | null = null;
/** The IndexedDB store of the query cache, opened on first use; none where the browser has no IndexedDB. */
function queryStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('rootshare-query-cache', 'clients');
  return store;
}

/** The signed-in member whose cache this tab keeps, or null for a visitor (whose reads are not stored). */
function memberKey(): string | null {
  return readToken() ? readStoredProfileId() : null;
}

/** Writes gather for a second: the cache changes in bursts (a page's queries answering together). */
const WRITE_DELAY_MS = 1000;
let pending: { key: string; client: PersistedClient } | null = null;

function writeLater(client: PersistedClient): void {
  const key = memberKey();
  if (!key) return;
  const first = pending === null;
  pending = { key, client };
  if (!first) return;
  setTimeout(() => {
    const latest = pending;
    pending = null;
    const idb = queryStore();
    // A session that ended (or changed hands) since stores nothing more.
    if (latest && idb && memberKey() === latest.key) void set(latest.key, latest.client, idb).catch(() => undefined);
  }, WRITE_DELAY_MS);
}

/**
 * Keeps the query cache in IndexedDB under the signed-in member's id, so one member's stored answers
 * are never read back for another; a visitor's are not stored at all.
 */
export const queryPersister: Persister = {
  persistClient: writeLater,
  async restoreClient() {
    const key = memberKey();
    const idb = queryStore();
    return key && idb ? get<PersistedClient>(key, idb) : undefined;
  },
  async removeClient() {
    const key = memberKey();
    const idb = queryStore();
    if (key && idb) await del(key, idb);
  },
};

/** Forgets every member's stored answers on this device: at sign-out and when a session ends. */
export async function forgetStoredQueries(): Promise<void> {
  const idb = queryStore();
  if (idb) await clear(idb);
}

/**
 * Reads the member's stored answers into the query client and keeps storing them as they change;
 * resolves once the stored answers are in (at once when there are none).
 */
export function persistQueries(queryClient: QueryClient): Promise<void> {
  const [, restored] = persistQueryClient({
    queryClient,
    persister: queryPersister,
    maxAge: STORED_QUERIES_MAX_AGE_MS,
    // Reference data held for the whole session (the plant catalogue, gcTime Infinity) is large and
    // read again at the next start; only answers are stored.
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' && Number.isFinite(query.gcTime) },
  });
  // Stored answers show at once but are as old as the last visit: each page reads its own again
  // when it opens (and the connection allows), so a reload never keeps a page out of date. What
  // was read since this page opened (the route's prefetch, the session check) is current already.
  return restored.then(() =>
    queryClient.invalidateQueries({ refetchType: 'none', predicate: (query) => query.state.dataUpdatedAt < performance.timeOrigin }),
  );
}
