import { describe, expect, it } from 'vitest';
import { languageForAcceptLanguage, languageForTags } from './languages';

describe('languages', () => {
  it("reads a browser's languages in any region as ours, in the browser's order, English otherwise", () => {
    expect(languageForTags(['fr-FR', 'en-US'])).toBe('fr-CA');
    expect(languageForTags(['de-DE', 'es-MX'])).toBe('es-US');
    expect(languageForTags(['de-DE', 'ja'])).toBe('en');
    expect(languageForTags([])).toBe('en');
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(languageForAcceptLanguage('es;q=0.8, fr-CA')).toBe('fr-CA');
    expect(languageForAcceptLanguage('de, es-US;q=0.5, en;q=0.4')).toBe('es-US');
    expect(languageForAcceptLanguage('*')).toBe('en');
    expect(languageForAcceptLanguage(undefined)).toBe('en');
  });
});
