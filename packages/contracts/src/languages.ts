/**
 * The languages Rootshare speaks (docs/decisions/0061-languages-with-formatjs.md): English, French as
 * written in Canada and Spanish as written in the United States. Plain values, without zod: the
 * first page of every visitor loads this to pick its language.
 */

export const LANGUAGES = ['en', 'fr-CA', 'es-US'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language when nothing the browser asks for is one of ours. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Each language named in itself, as the picker offers it: a reader finds their own by its own name. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  'fr-CA': 'Français',
  'es-US': 'Español',
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** One of ours for a language tag in any region ('fr-FR' and 'fr' read French, 'es-MX' Spanish); null for others. */
export function languageForTag(tag: string): Language | null {
  const base = tag.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language.split('-')[0] === base) ?? null;
}

/** The first of the browser's languages (navigator.languages, in order) that is one of ours, else English. */
export const languageForTags = (tags: readonly string[]): Language =>
  tags.map(languageForTag).find((language) => language !== null) ?? FALLBACK_LANGUAGE;

/** The language an Accept-Language header asks for first, by its q weights ('es;q=0.8, fr-CA' reads French). */
export function languageForAcceptLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return languageForTags(ranked.map(({ tag }) => tag));
}
