import { LANGUAGES } from '@rootshare/contracts/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './language';
import manifestWords from './manifest-words.json';

afterEach(() => {
  document.head.replaceChildren();
  localStorage.clear();
});

describe('the installable app in the member language', () => {
  it('points the manifest link at the chosen language and back at English', () => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.append(manifest);
    const link = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    applyLanguage('fr-CA');
    expect(link()).toBe('/manifest.fr-CA.webmanifest');
    expect(document.documentElement.lang).toBe('fr-CA');
    applyLanguage('es-US');
    expect(link()).toBe('/manifest.es-US.webmanifest');
    applyLanguage('en');
    expect(link()).toBe('/manifest.webmanifest');
  });

  it('describes the app in every language in words of its own', () => {
    expect(Object.keys(manifestWords).sort()).toEqual([...LANGUAGES].sort());
    const english = manifestWords.en.description;
    for (const language of LANGUAGES.filter((one) => one !== 'en')) {
      expect(manifestWords[language].description, language).not.toBe(english);
      expect(manifestWords[language].description.length, language).toBeGreaterThan(40);
    }
  });
});
