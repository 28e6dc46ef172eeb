import type { LocationSuggestion } from '@rootshare/contracts/geo';
import { GEOLOCATION_FAILED, LOCATION_DEBOUNCE_MS, LOCATION_MIN_CHARS } from '@rootshare/contracts/geo-constants';
import { Loader2, LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldError, Label } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
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
 * a click chooses too. An ARIA 1.2 combobox with a listbox popup.
 */
export function LocationInput({
  value,
  onChange,
  id,
  label = 'Location',
  error,
  placeholder = 'Start typing a town or postcode',
  ref,
  offerCurrentLocation = true,
}: LocationInputProps) {
  const [locating, setLocating] = useState(false);
  const fallbackId = useId();
  const inputId = id ?? `location${fallbackId.replace(/:/g, '')}`;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;

  const { inputRef, open, setOpen, active, setActive, moveWithArrows, optionId } = useComboboxList(inputId, ref);
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

  const pick = (suggestion: LocationSuggestion) => {
    setTerm(suggestion.formatted);
    setOpen(false);
    setActive(-1);
    onChange(suggestion.formatted, { lat: suggestion.lat, lon: suggestion.lon });
  };

  /** The browser's position, turned into the nearest town: the member is stored at town level. */
  const fillFromCurrentLocation = async () => {
    setLocating(true);
    try {
      const town = await nearestPlace(await getBrowserPosition());
      pick(town);
    } catch (problem) {
      if (problem instanceof GeolocationError) toast.error(problem.message, { description: problem.hint });
      else toast.error(GEOLOCATION_FAILED, { description: problem instanceof Error ? problem.message : 'Please type your town instead.' });
    } finally {
      setLocating(false);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (moveWithArrows(event, options.length)) return;
    if (event.key === 'Enter') {
      // Without a highlighted suggestion, Enter submits the surrounding form with the typed text.
      const highlighted = showPopup && active >= 0 ? options[active] : undefined;
      if (!highlighted) return;
      event.preventDefault();
      pick(highlighted);
    }
  };

  const announcement = !showPopup
    ? ''
    : busy && options.length === 0
      ? 'Searching places…'
      : options.length > 0
        ? `${options.length} places available`
        : 'No places found';

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={showPopup}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onChange(event.target.value, null);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          className={cn(
            'h-11 w-full rounded-xl border border-input bg-card pr-10 pl-10 text-base text-foreground placeholder:text-muted-foreground/80',
            'transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-[invalid=true]:border-destructive',
          )}
        />
        {busy && (
          <Loader2
            className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-muted-foreground"
            aria-label="Looking up places"
            role="img"
          />
        )}
        <div
          className={cn(
            'absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-2xl border border-border bg-card shadow-lifted',
            !showPopup && 'hidden',
          )}
        >
          <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="max-h-80 overflow-y-auto p-1.5">
            {showPopup &&
              options.map((suggestion, index) => (
                <li
                  key={suggestion.display_name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                  onMouseEnter={() => setActive(index)}
                  className="flex cursor-pointer items-center gap-3 rounded-xl px-2.5 py-2 aria-selected:bg-sage/60"
                >
                  <MapPin className="h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{suggestion.formatted}</span>
                    <span className="block truncate text-xs text-muted-foreground">{suggestion.country}</span>
                  </span>
                </li>
              ))}
          </ul>
          {showPopup && options.length === 0 && (
            <p className="px-4 py-3 text-sm text-muted-foreground">{busy ? 'Searching places…' : 'No places found'}</p>
          )}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <FieldError id={errorId} message={error} />
      {offerCurrentLocation && (
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
          {locating ? 'Finding your town…' : 'Use my current location'}
        </button>
      )}
    </div>
  );
}
