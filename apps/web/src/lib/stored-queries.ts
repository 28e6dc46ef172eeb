import type { QueryClient } from '@tanstack/react-query';

/** The store's code loads only for a member: a visitor's reads are never stored, so their pages carry none of it. */
const load = () => import('./query-persistence');

let persisting: Promise<void> | null = null;

/**
 * Starts keeping the signed-in member's answers for reading offline (docs/decisions/0048-offline-reads-and-an-outbox.md),
 * once per tab; resolves when the stored ones are back. A store that cannot load leaves the app as it is, without them.
 */
export const persistMemberQueries = (queryClient: QueryClient): Promise<void> =>
  (persisting ??= load()
    .then(({ persistQueries }) => persistQueries(queryClient))
    .catch(() => {
      persisting = null;
    }));

/** Forgets every member's stored answers on this device: at sign-out and when a session ends. */
export async function forgetStoredQueries(): Promise<void> {
  await (await load()).forgetStoredQueries();
}
