import type { LanguageSettings } from '@rootshare/contracts/account';

/** The member's stored language; none means the app follows the browser. */
export const presentLanguageSettings = (language: LanguageSettings['language']): LanguageSettings => ({ language });
