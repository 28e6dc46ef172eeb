import { isLanguage, languageForTags, type Language } from '@rootshare/contracts/languages';
import { manifestFile } from './manifest-file';

/** Where a browser keeps the language last chosen or applied, so the next visit opens in it. */
export const LANGUAGE_KEY = 'rootshare:language';

/** The language to open in: the one this browser last used, else the first of its languages that Rootshare speaks. */
export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (isLanguage(stored)) return stored;
  return languageForTags(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Remembers the language in this browser and declares it on the page, for screen readers,
 * hyphenation and translation tools, and points the manifest link at the installable app in it.
 */
export function applyLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestFile(language));
}
