import type { CataloguePlant, ScoredPlant } from '@rootshare/contracts/catalogue';
import { normaliseSearchText } from '@rootshare/contracts/catalogue-constants';
import { matchKind, rankingEntryOf, searchTermOf } from '@rootshare/contracts/catalogue-ranking';
import { SEARCH_MIN_CHARS } from '@rootshare/contracts/limits';
import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { useT, type Translate } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import type { ComboboxList } from '@/lib/use-combobox';
import { plantSearchQueryOptions } from '../api/search-plants';
import { usePlantSearchText } from './use-plant-search-text';
import { usePlantSuggestions } from './use-plant-suggestions';

/** Tells the member how an explicit search went. */
async function runExplicitSearch(fetchResults: () => Promise<{ plants: ScoredPlant[] }>, t: Translate) {
  try {
    const { plants } = await fetchResults();
    const count = plants.length;
    if (count > 0) toast.success(t('plantsSearch.found', { count }), { description: t('plantsSearch.foundText', { count }) });
    else toast(t('plantsSearch.noResults'), { description: t('plantsSearch.noResultsText') });
  } catch {
    toast.error(t('plantsSearch.failed'), { description: t('plantsSearch.failedText') });
  }
}

/** The suggestion whose name (common, other or scientific) is exactly what the member typed. */
function namedIn(plants: readonly CataloguePlant[], text: string): CataloguePlant | undefined {
  const term = normaliseSearchText(text);
  const prepared = searchTermOf(term);
  return plants.find((plant) => matchKind(rankingEntryOf(plant), prepared) === 'exact');
}

/** What the plant search's live region says about its suggestions. */
function announcementOf(showPopup: boolean, busy: boolean, count: number, t: Translate): string {
  if (!showPopup) return '';
  if (busy && count === 0) return t('plantsSearch.searching');
  return count > 0 ? t('plantsSearch.suggestions', { count }) : t('plantsSearch.noPlants');
}

/** The plant search's state and its member's moves: typing, picking a suggestion, clearing, and Enter. */
export function usePlantSearch({
  value,
  onChange,
  list,
  debounceMs,
  minChars,
}: {
  value: CataloguePlant | null;
  onChange: (plant: CataloguePlant | null) => void;
  list: ComboboxList;
  debounceMs: number;
  minChars: number;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const { inputRef, open, setOpen, setActive } = list;
  const { text, setText, term, setTerm, show } = usePlantSearchText(value, debounceMs);
  const { options, busy, serverPending, nameSuggestions } = usePlantSuggestions(term, { open, minChars });
  const showPopup = open && term.length >= minChars && text.trim().length >= minChars;

  const type = (typed: string) => {
    setText(typed);
    if (value) onChange(null);
  };

  const pick = (plant: CataloguePlant) => {
    show(plant);
    setOpen(false);
    setActive(-1);
    onChange(plant);
  };

  const clear = () => {
    show(null);
    setActive(-1);
    onChange(null);
    inputRef.current?.focus();
  };

  const handleEnter = (event: KeyboardEvent<HTMLInputElement>, highlighted: CataloguePlant | undefined) => {
    // With a plant chosen and the list closed, Enter submits the surrounding form as usual.
    if (value && !open) return;
    event.preventDefault();
    const current = text.trim();
    const fresh = current === term ? (serverPending ? [] : options) : nameSuggestions(current);
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
      void runExplicitSearch(() => queryClient.fetchQuery({ ...plantSearchQueryOptions(current), retry: false }), t);
    }
  };

  const announcement = announcementOf(showPopup, busy, options.length, t);
  return { text, term, options, busy, showPopup, announcement, type, pick, clear, handleEnter };
}
