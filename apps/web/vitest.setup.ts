import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';

// findBy* and waitFor wait for an outcome; on a busy machine a lazily loaded page can take more
// than the default second to appear, so they wait longer before calling it missing.
configure({ asyncUtilTimeout: 5_000 });

// Dates and units follow the browser's language (format.ts browserLocale, units.ts unitForLocale):
// every test reads as a British browser would, whatever the machine's language.
Object.defineProperty(navigator, 'language', { value: 'en-GB', configurable: true });

afterEach(() => {
  cleanup();
  // Toasts live in sonner's module, not in the rendered tree: the next test's Toaster would show them.
  toast.dismiss();
  localStorage.clear();
});

// No server answers component tests: each test stubs the requests it answers, and what an unmounted
// component still sends (a read receipt, a session's check) waits for an answer that never comes,
// rather than reaching for this machine's port 3000. Stubs put back restore this one.
globalThis.fetch = () => new Promise<Response>(() => undefined);

// Most test files share a worker's page and modules (vite.config.ts): each leaves them as it found them.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  queryClient.clear();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});
