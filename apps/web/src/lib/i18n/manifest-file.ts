import type { Language } from '@rootshare/contracts/languages';

/** Where the installable app's manifest is in a language: English is the one the page links first. */
export const manifestFile = (language: Language): string =>
  language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
