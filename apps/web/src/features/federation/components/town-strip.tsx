import type { TownItems, TownItemsQuery } from '@rootshare/contracts/federation-towns';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { apiRequest } from '@/lib/api';
import { federationKeys } from '../api/keys';

// The cards and their words load only once a connected town has sent something near: most towns
// connect with none, and their pages then load nothing more.
const TownCards = lazy(async () => ({ default: (await import('./town-cards')).TownCards }));

/** The query string of a read of the connected towns' items, leaving out what is not given. */
const itemsPath = (query: TownItemsQuery) =>
  `/federation/towns/items?${new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString()}`;

/**
 * Listings or meets from the towns this one connected with, near the point the page measures from;
 * nothing at all while there is nothing, or the read fails.
 */
export function TownStrip({ query }: { query: TownItemsQuery }) {
  const items = useQuery({
    queryKey: federationKeys.towns(itemsPath(query)),
    // Read as the server encoded it with TownItemsSchema, without parsing it again (ADR 0010).
    queryFn: ({ signal }) => apiRequest<TownItems>(itemsPath(query), { signal }),
    retry: false,
  });
  const list = items.data?.items ?? [];
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TownCards kind={query.kind} items={list} />
    </Suspense>
  );
}
