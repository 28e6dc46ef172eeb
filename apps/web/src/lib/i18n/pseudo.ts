import type { MessageFormatElement, PluralElement, SelectElement, TagElement } from '@formatjs/icu-messageformat-parser';
import type { Catalog, CompiledMessage } from './catalogs';

// The element kinds of FormatJS's tree that hold words, by number (as format.ts reads them).
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  w: 'ŵ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  L: 'Ļ',
  N: 'Ñ',
  O: 'Ö',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Text as a pseudo-language shows it: every letter accented, and about 40 % longer in extra words
 * that wrap as real ones do, the way French or German run longer than English.
 */
export function pseudoText(text: string): string {
  if (!/\p{L}/u.test(text)) return text;
  const accented = [...text].map((letter) => ACCENTED[letter] ?? letter).join('');
  const extra = Math.ceil(text.trim().length * 0.4);
  const filler = Array.from({ length: Math.ceil(extra / 5) }, () => 'ẋẋẋẋ')
    .join(' ')
    .slice(0, Math.max(extra - 1, 1));
  return `${accented} ${filler}`;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    switch (element.type as number) {
      case LITERAL:
        return { ...element, value: pseudoText((element as { value: string }).value) } as MessageFormatElement;
      case SELECT:
      case PLURAL: {
        const choice = element as SelectElement | PluralElement;
        const options = Object.fromEntries(
          Object.entries(choice.options).map(([key, option]) => [key, { ...option, value: pseudoElements(option.value) }]),
        );
        return { ...choice, options } as MessageFormatElement;
      }
      case TAG:
        return { ...element, children: pseudoElements((element as TagElement).children) } as MessageFormatElement;
      default:
        return element;
    }
  });
}

const pseudoMessage = (message: CompiledMessage): CompiledMessage =>
  typeof message === 'string' ? pseudoText(message) : pseudoElements(message);

/** English's catalog in the pseudo-language: the same keys and arguments, longer accented words. */
export const pseudoCatalog = (catalog: Catalog): Catalog =>
  Object.fromEntries(Object.entries(catalog).map(([key, message]) => [key, pseudoMessage(message)])) as Catalog;
