import { remove as replaceConfusables } from 'confusables';

const squeeze = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** What a name looks like: look-alike letters (Cyrillic а, Greek Ο, fullwidth ｊ, accents) turned into the Latin ones they imitate. */
export const skeletonOf = (name: string): string => squeeze(replaceConfusables(name.normalize('NFKC')));

/** The name as written, without accents: "José" and "Jose" are one spelling, "Jоsé" with a Cyrillic о is not. */
const plainOf = (name: string): string => squeeze(name.normalize('NFKD').replace(/\p{M}/gu, ''));

/**
 * True when `name` looks the same as `other` but is spelled with other letters: the imitation of
 * another member's name (docs/security.md S58). Two members may still share a plain name.
 */
export const imitates = (name: string, other: string): boolean =>
  skeletonOf(name) === skeletonOf(other) && plainOf(name) !== plainOf(other);
