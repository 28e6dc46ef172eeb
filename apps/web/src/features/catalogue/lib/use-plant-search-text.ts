import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { useEffect, useState } from 'react';

/** The text in the plant search box and the term searched for, which follows it after a pause or at once when set. */
export function usePlantSearchText(value: CataloguePlant | null, debounceMs: number) {
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

  /** Puts a plant's name, or nothing, in the box and searches for it at once. */
  const show = (plant: CataloguePlant | null) => {
    setText(plant?.common_name ?? '');
    setTerm(plant?.common_name ?? '');
    setShownId(plant?.id ?? null);
  };

  return { text, setText, term, setTerm, show };
}
