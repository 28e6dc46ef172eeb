import type { CataloguePlant, ScoredPlant } from '@rootshare/contracts/catalogue';
import { normaliseSearchText } from '@rootshare/contracts/catalogue-constants';
import { matchKind, rankingEntryOf, searchTermOf } from '@rootshare/contracts/catalogue-ranking';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SEARCH_SUGGESTIONS_MAX } from '@rootshare/contracts/limits';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2, Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { toast } from '@/lib/toast';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { MATCH_BADGE_MIN_CONFIDENCE } from '@/components/plants/match-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { useCatalogue } from '@/features/catalogue/api/get-catalogue';
import { plantSearchQueryOptions, useSearchPlants } from '@/features/catalogue/api/search-plants';
import { rankPlants } from '../lib/local-suggestions';
import { CataloguePlantImage } from './catalogue-plant-image';
import { PhotoCredit } from './photo-credit';
import { PlantIdentify } from './plant-identify';
import { useComboboxList } from '@/lib/use-combobox';

export interface PlantSearchProps {
  value: CataloguePlant | null;
  onChange: (plant: CataloguePlant | null) => void;
  label?: string;
  /** Pause after typing before suggestions update: 300 ms by default, 200 ms in the add-plant picker. */
  debounceMs?: number;
  autoFocus?: boolean;
  /** Shortest text that gives suggestions: 2 by default; the add-plant picker starts at 1. */
  minChars?: number;
  id?: string;
  /** A validation sentence shown under the field and announced. */
  error?: string | undefined;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

const isScored = (plant: CataloguePlant): plant is ScoredPlant => 'confidence_score' in plant;
const plural = (n: number) => `${n} ${n === 1 ? 'plant' : 'plants'}`;

/** Tells the member how an explicit search went. */
async function runExplicitSearch(fetchResults: () => Promise<{ plants: ScoredPlant[] }>) {
  try {
    const { plants } = await fetchResults();
    if (plants.length > 0)
      toast.success(`Found ${plural(plants.length)}`, { description: `Discovered ${plural(plants.length)} matching your search.` });
    else toast('No results found', { description: 'Try different keywords - search works with partial names too.' });
  } catch {
    toast.error('Search failed', { description: 'There was an error searching for plants. Please try again.' });
  }
}

/** The suggestion whose name (common, other or scientific) is exactly what the member typed. */
function namedIn(plants: readonly CataloguePlant[], text: string): CataloguePlant | undefined {
  const term = normaliseSearchText(text);
  const prepared = searchTermOf(term);
  return plants.find((plant) => matchKind(rankingEntryOf(plant), prepared) === 'exact');
}

/**
 * Picks a catalogue plant: suggestions from the local catalogue as the member types, the server's
 * fuzzy search when the catalogue has none (or is still loading), Escape to close. Enter picks
 * only what the member chose: the highlighted suggestion, or the plant whose full name they typed;
 * otherwise it highlights the first suggestion (a second Enter takes it) or searches the server.
 * An ARIA 1.2 combobox with a listbox popup, and 'describe it' identification beneath.
 */
export function PlantSearch({
  value,
  onChange,
  label = 'Plant',
  debounceMs = SEARCH_DEBOUNCE_MS,
  autoFocus,
  minChars = SEARCH_MIN_CHARS,
  id,
  error,
  placeholder = 'Search plants, e.g. Monstera',
  ref,
}: PlantSearchProps) {
  const fallbackId = useId();
  const inputId = id ?? `plant-search${fallbackId.replace(/:/g, '')}`;

  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const list = useComboboxList(inputId, ref);
  const { inputRef, open, setOpen, setActive } = list;
  const [text, setText] = useState(value?.common_name ?? '');
  const [term, setTerm] = useState(text.trim());

  // A plant chosen from outside (a reset form, an edit) shows its name in the box.
  const [shownId, setShownId] = useState(value?.id ?? null);
  if ((value?.id ?? null) !== shownId) {
    setShownId(value?.id ?? null);
    if (value) {
      setText(value.common_name);
      setTerm(value.common_name);
    }
  }

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === term) return;
    const timer = setTimeout(() => setTerm(trimmed), debounceMs);
    return () => clearTimeout(timer);
  }, [text, term, debounceMs]);

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
  const busy = term.length >= minChars && ((serverWanted && server.isFetching) || (!serverWanted && catalogue.isPending));
  const showPopup = open && term.length >= minChars && text.trim().length >= minChars;

  /** Local suggestions for text not yet searched, when some plant's name matches it. */
  const nameSuggestions = (query: string): CataloguePlant[] => {
    const ranked = catalogue.data ? rankPlants(catalogue.data, query, { minChars }) : [];
    return ranked.some((r) => r.match !== 'description') ? ranked.map((r) => r.plant) : [];
  };

  const pick = (plant: CataloguePlant) => {
    setText(plant.common_name);
    setTerm(plant.common_name);
    setShownId(plant.id);
    setOpen(false);
    setActive(-1);
    onChange(plant);
  };

  const clear = () => {
    setText('');
    setTerm('');
    setShownId(null);
    setActive(-1);
    onChange(null);
    inputRef.current?.focus();
  };

  const handleEnter = (event: KeyboardEvent<HTMLInputElement>, highlighted: CataloguePlant | undefined) => {
    // With a plant chosen and the list closed, Enter submits the surrounding form as usual.
    if (value && !open) return;
    event.preventDefault();
    const current = text.trim();
    const fresh = current === term ? (serverWanted && server.isFetching ? [] : options) : nameSuggestions(current);
    const chosen = highlighted ?? namedIn(fresh, current);
    if (chosen) {
      pick(chosen);
    } else if (fresh.length > 0) {
      // Nothing chosen yet: highlight the first suggestion rather than adding it for the member.
      setTerm(current);
      setOpen(true);
      setActive(0);
    } else if (current.length >= SEARCH_MIN_CHARS) {
      setTerm(current);
      setOpen(true);
      // The member is waiting on this one: an error is reported at once (Enter tries again).
      void runExplicitSearch(() => queryClient.fetchQuery({ ...plantSearchQueryOptions(current), retry: false }));
    }
  };

  const announcement = !showPopup
    ? ''
    : busy && options.length === 0
      ? 'Searching plants…'
      : options.length > 0
        ? `${options.length} suggestions available`
        : 'No plants found';

  return (
    <Combobox
      list={list}
      inputId={inputId}
      label={label}
      icon={
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      }
      text={text}
      onType={(typed) => {
        setText(typed);
        if (value) onChange(null);
      }}
      options={options}
      optionKey={(plant) => plant.id}
      renderOption={(plant) => (
        <>
          <CataloguePlantImage plant={plant} className="row-span-2 h-10 w-10 rounded-lg bg-muted object-cover sm:row-span-1" />
          <span className="min-w-0">
            <span className="block truncate font-semibold">{plant.common_name}</span>
            {plant.scientific_name && <span className="block truncate text-xs text-muted-foreground italic">{plant.scientific_name}</span>}
          </span>
          {/* Under the name on phones, at the end of the row on wider screens. */}
          <span className="col-start-2 flex flex-wrap gap-1.5 sm:col-start-3">
            {isScored(plant) && plant.confidence_score > MATCH_BADGE_MIN_CONFIDENCE && (
              <Badge tone="info">{Math.round(plant.confidence_score * 100)}% match</Badge>
            )}
            <CareLevelBadge level={plant.care_level} />
          </span>
        </>
      )}
      optionClassName="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto]"
      onPick={pick}
      expanded={showPopup}
      emptyText={busy ? 'Searching plants…' : `No plants match “${term}”. Try another name — partial names work too.`}
      announcement={announcement}
      onEnter={handleEnter}
      end={
        busy ? (
          <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden="true" />
        ) : (
          text && (
            <button
              type="button"
              onClick={clear}
              className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label="Clear plant search"
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          )
        )
      }
      error={error}
      placeholder={placeholder}
      autoFocus={autoFocus}
    >
      {!value && (
        <PlantIdentify
          onPick={(plant) => {
            pick(plant);
            inputRef.current?.focus();
          }}
        />
      )}
      {value && (
        <div className="flex items-center gap-3 rounded-2xl border border-border/70 bg-sage/35 p-2.5">
          <CataloguePlantImage plant={value} className="h-14 w-14 shrink-0 rounded-xl bg-muted object-cover" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-bold">{value.common_name}</p>
            {value.scientific_name && <p className="truncate text-sm text-muted-foreground italic">{value.scientific_name}</p>}
            <CareLevelBadge level={value.care_level} className="mt-1" />
            {value.image_credit?.by_member && <PhotoCredit credit={value.image_credit} className="mt-1" />}
          </div>
          <Button variant="ghost" size="sm" onClick={clear} aria-label={`Change plant (${value.common_name} selected)`}>
            Change
          </Button>
        </div>
      )}
    </Combobox>
  );
}
