import type { KeyboardEvent, ReactNode } from 'react';
import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ComboboxList } from '@/lib/use-combobox';

export interface ComboboxProps<T> {
  /** The open list and highlighted option, from useComboboxList; the caller reads them too. */
  list: ComboboxList;
  inputId: string;
  label: string;
  /** The icon at the start of the field. */
  icon: ReactNode;
  text: string;
  /** The member typed: the list has opened with nothing highlighted. */
  onType: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** The layout of an option's row; a highlighted row is shaded. */
  optionClassName: string;
  onPick: (option: T) => void;
  /** Whether the popup shows: the list is open and enough has been typed. */
  expanded: boolean;
  /** What the popup says while it has no option. */
  emptyText: string;
  /** Read out as the suggestions change. */
  announcement: string;
  /** Enter, with the highlighted option if any; without it Enter picks that option, and otherwise reaches the form. */
  onEnter?: (event: KeyboardEvent<HTMLInputElement>, highlighted: T | undefined) => void;
  /** What stands at the end of the field: a spinner or a clear button. */
  end?: ReactNode;
  /** A validation sentence shown under the field and announced. */
  error?: string | undefined;
  placeholder?: string;
  autoFocus?: boolean;
  /** What follows the field under its error. */
  children?: ReactNode;
}

/** The popup under the field: the options while it shows, else what it says when there are none. */
function ComboboxPopup<T>({
  list,
  listId,
  label,
  options,
  optionKey,
  renderOption,
  optionClassName,
  onPick,
  expanded,
  emptyText,
}: ComboboxProps<T> & { listId: string }) {
  const { active, setActive, optionId } = list;
  return (
    <div
      className={cn(
        'absolute inset-x-0 top-full z-30 mt-1.5 overflow-hidden rounded-2xl border border-border bg-card shadow-lifted',
        !expanded && 'hidden',
      )}
    >
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="max-h-80 overflow-y-auto p-1.5">
        {expanded &&
          options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option)}
              onMouseEnter={() => setActive(index)}
              className={cn('cursor-pointer rounded-xl px-2.5 py-2 aria-selected:bg-sage/60', optionClassName)}
            >
              {renderOption(option)}
            </li>
          ))}
      </ul>
      {expanded && options.length === 0 && <p className="px-4 py-3 text-sm text-muted-foreground">{emptyText}</p>}
    </div>
  );
}

/**
 * An ARIA 1.2 combobox with a listbox popup: typing opens the list, arrows move the highlight
 * (named by aria-activedescendant), Enter picks it, Escape closes the list, a click picks too.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const {
    list,
    inputId,
    label,
    icon,
    text,
    onType,
    options,
    onPick,
    expanded,
    announcement,
    onEnter,
    end,
    error,
    placeholder,
    autoFocus,
    children,
  } = props;
  const { inputRef, setOpen, active, setActive, moveWithArrows, optionId } = list;
  const listId = `${inputId}-list`;
  const errorId = `${inputId}-error`;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (moveWithArrows(event, options.length) || event.key !== 'Enter') return;
    const highlighted = expanded && active >= 0 ? options[active] : undefined;
    if (onEnter) return onEnter(event, highlighted);
    if (!highlighted) return;
    event.preventDefault();
    onPick(highlighted);
  };

  return (
    <div className="space-y-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        {icon}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={text}
          onChange={(event) => {
            setOpen(true);
            setActive(-1);
            onType(event.target.value);
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
        {end}
        <ComboboxPopup {...props} listId={listId} />
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <FieldError id={errorId} message={error} />
      {children}
    </div>
  );
}
