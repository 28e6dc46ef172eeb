import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routerReady } from './app/router';
import { loadMemberNav } from './app/layout/header';
import { loadCatalog } from './lib/i18n/catalogs';
import { applyLanguage, initialLanguage } from './lib/i18n/language';
import { readToken } from './lib/session-storage';
import { startServiceWorker } from './lib/service-worker';
import './index.css';

// The theme follows the system; applied before the first paint (no inline script under our CSP).
const dark = window.matchMedia?.('(prefers-color-scheme: dark)');
const applyTheme = () => document.documentElement.classList.toggle('dark', Boolean(dark?.matches));
applyTheme();
dark?.addEventListener('change', applyTheme);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// The first screen waits for its language's catalog (English ships with this script; another language
// is one small file and the table of the contracts' sentences in it), the opened page's code and,
// with a session stored, the member's header links. It renders as a transition, which React draws
// in short slices rather than one long task, so a slow phone stays responsive while it does.
const language = initialLanguage();
applyLanguage(language);
void Promise.all([loadCatalog(language), readToken() ? loadMemberNav() : null, routerReady]).then(([catalog]) =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App language={language} catalog={catalog} />
      </StrictMode>,
    ),
  ),
);

startServiceWorker();
