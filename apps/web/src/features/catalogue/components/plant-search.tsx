import type { CataloguePlant, ScoredPlant } from '@rootshare/contracts/catalogue';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '@rootshare/contracts/limits';
import { Loader2, Search, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { CareLevelBadge } from '@/components/plants/care-level-badge';
import { MATCH_BADGE_MIN_CONFIDENCE } from '@/components/plants/match-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { usePlantSearch } from '../lib/use-plant-search';
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

/**
 * Picks a catalogue plant: suggestions from the local catalogue as the member types, the server's
 * fuzzy search when the catalogue has none (or is still loading), Escape to close. Enter picks
 * only what the member chose: the highlighted suggestion, or the plant whose full name they typed;
 * otherwise it highlights the first suggestion (a second Enter takes it) or searches the server.
 * An ARIA 1.2 combobox with a listbox popup, and 'describe it' identification beneath. Drawn in
 * other pages' forms, it waits for its own words in the page's language.
 */
export function PlantSearch(props: PlantSearchProps) {
  return (
    <CatalogGate part="plants-search" fallback={<Skeleton className="h-[4.5rem]" />}>
      <PlantSearchField {...props} />
    </CatalogGate>
  );
}

function PlantSearchField({
  value,
  onChange,
  label,
  debounceMs = SEARCH_DEBOUNCE_MS,
  autoFocus,
  minChars = SEARCH_MIN_CHARS,
  id,
  error,
  placeholder,
  ref,
}: PlantSearchProps) {
  const t = useT();
  const fallbackId = useId();
  const inputId = id ?? `plant-search${fallbackId.replace(/:/g, '')}`;
  const list = useComboboxList(inputId, ref);
  const search = usePlantSearch({ value, onChange, list, debounceMs, minChars });
  const { text, busy, clear } = search;

  return (
    <Combobox
      list={list}
      inputId={inputId}
      label={label ?? t('plantsSearch.label')}
      icon={
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      }
      text={text}
      onType={search.type}
      options={search.options}
      optionKey={(plant) => plant.id}
      renderOption={(plant) => <PlantOption plant={plant} />}
      optionClassName="grid grid-cols-[2.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 sm:grid-cols-[2.5rem_minmax(0,1fr)_auto]"
      onPick={search.pick}
      expanded={search.showPopup}
      emptyText={busy ? t('plantsSearch.searching') : t('plantsSearch.noMatch', { term: search.term })}
      announcement={search.announcement}
      onEnter={search.handleEnter}
      end={<SearchEnd busy={busy} text={text} onClear={clear} />}
      error={error}
      placeholder={placeholder ?? t('plantsSearch.placeholder')}
      autoFocus={autoFocus}
    >
      {!value && (
        <PlantIdentify
          onPick={(plant) => {
            search.pick(plant);
            list.inputRef.current?.focus();
          }}
        />
      )}
      {value && <ChosenPlant plant={value} onChange={clear} />}
    </Combobox>
  );
}

/** One suggestion: photo, names, and its match and care-level badges. */
function PlantOption({ plant }: { plant: CataloguePlant }) {
  const t = useT();
  return (
    <>
      <CataloguePlantImage plant={plant} className="row-span-2 h-10 w-10 rounded-lg bg-muted object-cover sm:row-span-1" />
      <span className="min-w-0">
        <span className="block truncate font-semibold">{plant.common_name}</span>
        {plant.scientific_name && <span className="block truncate text-xs text-muted-foreground italic">{plant.scientific_name}</span>}
      </span>
      {/* Under the name on phones, at the end of the row on wider screens. */}
      <span className="col-start-2 flex flex-wrap gap-1.5 sm:col-start-3">
        {isScored(plant) && plant.confidence_score > MATCH_BADGE_MIN_CONFIDENCE && (
          <Badge tone="info">{t('plantsSearch.match', { percent: Math.round(plant.confidence_score * 100) })}</Badge>
        )}
        <CareLevelBadge level={plant.care_level} />
      </span>
    </>
  );
}

/** The end of the search box: a spinner while searching, else a button that clears the text. */
function SearchEnd({ busy, text, onClear }: { busy: boolean; text: string; onClear: () => void }) {
  const t = useT();
  if (busy)
    return (
      <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden="true" />
    );
  return (
    text && (
      <button
        type="button"
        onClick={onClear}
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
        aria-label={t('plantsSearch.clear')}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    )
  );
}

/** The chosen plant as a card, with a button to choose another. */
function ChosenPlant({ plant, onChange }: { plant: CataloguePlant; onChange: () => void }) {
  const t = useT();
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border/70 bg-sage/35 p-2.5">
      <CataloguePlantImage plant={plant} className="h-14 w-14 shrink-0 rounded-xl bg-muted object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold">{plant.common_name}</p>
        {plant.scientific_name && <p className="truncate text-sm text-muted-foreground italic">{plant.scientific_name}</p>}
        <CareLevelBadge level={plant.care_level} className="mt-1" />
        {plant.image_credit?.by_member && <PhotoCredit credit={plant.image_credit} className="mt-1" />}
      </div>
      <Button variant="ghost" size="sm" onClick={onChange} aria-label={t('plantsSearch.changeLabel', { name: plant.common_name })}>
        {t('plantsSearch.change')}
      </Button>
    </div>
  );
}
