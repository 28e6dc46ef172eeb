import { openUrlMessageOf } from '@rootshare/contracts/push-constants';
import { navigateTo } from './navigation';

/** The service worker the build makes from src/sw/sw.ts, at the root so it serves every page. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded, so the first page neither waits for it nor
 * carries more than these lines, and lets it move this tab to a clicked notification's page.
 * Development (Vite's server) has no service worker.
 */
export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    const message = openUrlMessageOf(event.data);
    if (message) navigateTo(message.url);
  });
  const register = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.warn('The service worker could not be registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The active service worker's registration; registers it first when the page has not yet. */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  return navigator.serviceWorker.ready;
}
