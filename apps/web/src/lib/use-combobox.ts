import { useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';

/**
 * The list half of an ARIA 1.2 combobox shared by the plant and place pickers: whether the popup
 * is open, which option is highlighted (kept in view), Escape that closes the list before any
 * dialog around it hears the key, arrow keys, and the input ref shared with the caller's.
 */
export function useComboboxList(inputId: string, ref: Ref<HTMLInputElement> | undefined) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (active >= 0) document.getElementById(`${inputId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, inputId]);

  // Dialogs listen on the document in the capture phase, so the list has to hear Escape first, on the window.
  useEffect(() => {
    if (!open) return;
    const handleEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.stopPropagation();
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    };
    window.addEventListener('keydown', handleEscape, true);
    return () => window.removeEventListener('keydown', handleEscape, true);
  }, [open]);

  // The caller's ref (a form library focusing the field) reaches the same input.
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement, []);

  /** Arrow Down opens the list or moves down, Arrow Up moves up; true when the key was one of them. */
  const moveWithArrows = (event: KeyboardEvent<HTMLInputElement>, optionCount: number): boolean => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      else setActive((index) => Math.min(index + 1, optionCount - 1));
      return true;
    }
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
      return true;
    }
    return false;
  };

  return { inputRef, open, setOpen, active, setActive, moveWithArrows, optionId: (index: number) => `${inputId}-option-${index}` };
}

/** The list state a Combobox shows and its caller reads. */
export type ComboboxList = ReturnType<typeof useComboboxList>;
