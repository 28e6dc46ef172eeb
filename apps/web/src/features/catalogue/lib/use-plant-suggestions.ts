import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { SEARCH_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '@rootshare/contracts/limits';
import { useMemo } from 'react';
import { useCatalogue } from '../api/get-catalogue';
import { useSearchPlants } from '../api/search-plants';
import { rankPlants } from './local-suggestions';

/** The plant search's suggestions for a term: from the local catalogue, or led by the server's fuzzy search when no name matched. */
export function usePlantSuggestions(term: string, { open, minChars }: { open: boolean; minChars: number }) {
  const catalogue = useCatalogue();
  const local = useMemo(() => (catalogue.data ? rankPlants(catalogue.data, term, { minChars }) : []), [catalogue.data, term, minChars]);
  // No name matched (a typo, or the catalogue still loading): the server's fuzzy search leads,
  // and any local description matches follow it.
  const namesMatched = local.some((ranked) => ranked.match !== 'description');
  const serverWanted = term.length >= SEARCH_MIN_CHARS && (!catalogue.isSuccess || !namesMatched);
  const server = useSearchPlants(term, { enabled: open && serverWanted });
  const options: CataloguePlant[] = useMemo(() => {
    const fromCatalogue = local.map((ranked) => ranked.plant);
    if (!serverWanted) return fromCatalogue;
    const fromServer: CataloguePlant[] = server.data?.plants ?? [];
    const seen = new Set(fromServer.map((plant) => plant.id));
    return [...fromServer, ...fromCatalogue.filter((plant) => !seen.has(plant.id))].slice(0, SEARCH_SUGGESTIONS_MAX);
  }, [local, serverWanted, server.data]);
  const serverPending = serverWanted && server.isFetching;
  const busy = term.length >= minChars && (serverPending || (!serverWanted && catalogue.isPending));

  /** Local suggestions for text not yet searched, when some plant's name matches it. */
  const nameSuggestions = (query: string): CataloguePlant[] => {
    const ranked = catalogue.data ? rankPlants(catalogue.data, query, { minChars }) : [];
    return ranked.some((r) => r.match !== 'description') ? ranked.map((r) => r.plant) : [];
  };

  return { options, busy, serverPending, nameSuggestions };
}
