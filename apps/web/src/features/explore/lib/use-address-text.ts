import { SEARCH_DEBOUNCE_MS } from '@rootshare/contracts/limits';
import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A text box bound to a value in the address. The box shows every keystroke; the address (and so
 * every list that reads it) changes once typing has paused for 300 ms; and the box
 * follows the address when it changes elsewhere (Back, Clear All, Clear search). The address
 * catching up with the box's own earlier text changes nothing, so keys typed meanwhile stay.
 */
export function useAddressText(addressValue: string, write: (text: string) => void): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(addressValue);
  const [followed, setFollowed] = useState(addressValue);
  const [written, setWritten] = useState<string | null>(null);
  if (addressValue !== followed) {
    setFollowed(addressValue);
    setWritten(null);
    if (addressValue !== written) setText(addressValue);
  }
  const writeSettled = useEffectEvent((settled: string) => {
    setWritten(settled);
    write(settled);
  });
  useEffect(() => {
    if (text === addressValue) return;
    const timer = setTimeout(() => writeSettled(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, addressValue]);
  return [text, setText];
}
