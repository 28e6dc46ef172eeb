import type { LocationSuggestion } from '@rootshare/contracts/geo';
import { LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS } from '@rootshare/contracts/geo-constants';
import { Loader2, LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useId, useState, type Ref } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { GeolocationError, getBrowserPosition } from '@/lib/geolocation';
import { useComboboxList } from '@/lib/use-combobox';
import { useLocationAutocomplete } from '../api/autocomplete';
import { nearestPlace } from '../api/nearest-place';

/** Where a chosen suggestion is; only ever sent to our own server, which keeps it to two decimals. */
export interface ChosenPlace {
  lat: number;
  lon: number;
}

export interface LocationInputProps {
  value: string;
  /** Typing gives the text and no place; choosing a suggestion gives its text and coordinates. */
  onChange: (text: string, place: ChosenPlace | null) => void;
  id?: string;
  label?: string;
  /** A validation sentence shown under the field and announced. */
  error?: string | undefined;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  /** Offer "Use my current location": the browser's position becomes the nearest town. */
  offerCurrentLocation?: boolean;
}

/**
 * A location field with place suggestions: from 2 characters, 300 ms after the
 * last key, up to 8 towns, cities or postcode areas. Arrows move, Enter chooses, Escape closes;
 * a click chooses too. An ARIA 1.2 combobox with a listbox popup. Drawn in other pages' forms, it
 * waits for its own words in the page's language.
 */
export function LocationInput(props: LocationInputProps) {
  return (
    <CatalogGate part="plants-search" fallback={<Skeleton className="h-[4.5rem]" />}>
      <LocationField {...props} />
    </CatalogGate>
  );
}

/**
 * The suggestions for the typed text, asked for once typing pauses and only while the list is open,
 * with the sentence that announces them.
 */
function usePlaceSuggestions(value: string, open: boolean) {
  const t = useT();
  const [term, setTerm] = useState(value.trim());

  useEffect(() => {
    const trimmed = value.trim();
    if (trimmed === term) return;
    const timer = setTimeout(() => setTerm(trimmed), LOCATION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, term]);

  const searchable = term.length >= LOCATION_MIN_CHARS;
  const suggestions = useLocationAutocomplete(term, { enabled: open && searchable });
  const options: LocationSuggestion[] = searchable ? (suggestions.data?.results ?? []) : [];
  const showPopup = open && searchable && value.trim().length >= LOCATION_MIN_CHARS;
  const busy = showPopup && suggestions.isFetching;
  const announcement = !showPopup
    ? ''
    : busy && options.length === 0
      ? t('location.searching')
      : options.length > 0
        ? t('location.available', { count: options.length })
        : t('location.none');
  return { setTerm, options, showPopup, busy, announcement };
}

/** "Use my current location": the browser's position, turned into the nearest town (the member is stored at town level). */
function CurrentLocationButton({ onFound }: { onFound: (town: LocationSuggestion) => void }) {
  const t = useT();
  const translate = useContractMessage();
  const [locating, setLocating] = useState(false);
  const fillFromCurrentLocation = async () => {
    setLocating(true);
    try {
      onFound(await nearestPlace(await getBrowserPosition()));
    } catch (problem) {
      if (problem instanceof GeolocationError)
        toast.error(t(problem.problem === 'failed' ? 'location.failed' : 'location.unavailable'), {
          description: t(`location.hint.${problem.problem}`),
        });
      else
        toast.error(t('location.failed'), { description: problem instanceof Error ? translate(problem.message) : t('location.typeTown') });
    } finally {
      setLocating(false);
    }
  };
  return (
    <button
      type="button"
      disabled={locating}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline disabled:opacity-60"
      onClick={() => void fillFromCurrentLocation()}
    >
      {locating ? (
        <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden="true" />
      ) : (
        <LocateFixed className="h-3.5 w-3.5" aria-hidden="true" />
      )}
      {locating ? t('location.finding') : t('location.useCurrent')}
    </button>
  );
}

/** One suggestion in the list: the place and its country. */
const renderSuggestion = (suggestion: LocationSuggestion) => (
  <>
    <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
    <span className="min-w-0">
      <span className="block truncate font-semibold">{suggestion.formatted}</span>
      <span className="block truncate text-xs text-muted-foreground">{suggestion.country}</span>
    </span>
  </>
);

function LocationField({ value, onChange, id, label, error, placeholder, ref, offerCurrentLocation = true }: LocationInputProps) {
  const t = useT();
  const fallbackId = useId();
  const inputId = id ?? `location${fallbackId.replace(/:/g, '')}`;
  const list = useComboboxList(inputId, ref);
  const { open, setOpen, setActive } = list;
  const { setTerm, options, showPopup, busy, announcement } = usePlaceSuggestions(value, open);

  const pick = (suggestion: LocationSuggestion) => {
    setTerm(suggestion.formatted);
    setOpen(false);
    setActive(-1);
    onChange(suggestion.formatted, { lat: suggestion.lat, lon: suggestion.lon });
  };

  return (
    <Combobox
      list={list}
      inputId={inputId}
      label={label ?? t('location.label')}
      icon={
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      }
      text={value}
      onType={(text) => onChange(text, null)}
      options={options}
      optionKey={(suggestion) => suggestion.display_name}
      renderOption={renderSuggestion}
      optionClassName="flex items-center gap-3"
      onPick={pick}
      expanded={showPopup}
      emptyText={busy ? t('location.searching') : t('location.none')}
      announcement={announcement}
      end={
        busy && (
          <Loader2
            className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-label={t('location.lookingUp')}
            role="img"
          />
        )
      }
      error={error}
      placeholder={placeholder ?? t('location.placeholder')}
    >
      {offerCurrentLocation && <CurrentLocationButton onFound={pick} />}
    </Combobox>
  );
}
