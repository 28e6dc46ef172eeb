import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for an outcome; on a busy machine a lazily loaded page can take more
// than the default second to appear, so they wait longer before calling it missing.
configure({ asyncUtilTimeout: 5_000 });

// Dates and units follow the browser's language (format.ts browserLocale, units.ts unitForLocale):
// every test reads as a British browser would, whatever the machine's language.
Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
