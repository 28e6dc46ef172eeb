import { House, RotateCw } from 'lucide-react';
import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { OfflineState } from '@/components/ui/offline-state';
import { useOnline } from '@/lib/use-online';
import { RouteFallback } from './route-fallback';
import { useT } from '@/lib/i18n/i18n';

/** The key under which a tab notes its last reload for a page's missing code, so it reloads once, never in a loop. */
const CHUNK_RELOAD_KEY = 'rootshare:chunk-reload';
/** A second failure within this time after the reload is shown, not reloaded again. */
const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** The errors browsers give when a page's code (a route chunk) cannot be imported. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** Whether this tab may reload for a page's missing code: not when it did so moments ago (a chunk that truly fails). */
export function chunkReloadDue(now = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  return !(last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS);
}

/**
 * Moves the tab to the requested page with one full load: the tab's release is older than the
 * server's (its page files are gone) and the new release's page is one load away.
 */
function reloadForNewRelease(): void {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.assign(window.location.href);
}

/**
 * A page's lazy import that answers, when the page's code cannot be imported, a page showing that
 * failure through RouteError: the router keeps a failed import for good and renders no error
 * element for it, so the failure is shown as the page itself.
 */
export function orImportFailure<T>(load: () => Promise<T>): () => Promise<T | { Component: () => ReactNode }> {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: () => <RouteError error={error} /> };
    }
  };
}

/** An error nothing else explains: said plainly, with a reload and a way home. */
function UnexpectedError() {
  const t = useT();
  return (
    <section
      aria-labelledby="route-error-title"
      className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center"
      role="alert"
    >
      <h1 id="route-error-title" className="text-2xl font-extrabold tracking-tight">
        {t('error.title')}
      </h1>
      <p className="text-muted-foreground">{t('error.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw className="h-4 w-4" aria-hidden="true" /> {t('error.reload')}
        </Button>
        <Link to="/" className={buttonClasses('outline')}>
          <House className="h-4 w-4" aria-hidden="true" /> {t('error.home')}
        </Link>
      </div>
    </section>
  );
}

/**
 * Every route's error element, shown inside the layout (the header stays). A page whose code could
 * not load is offline (the branded offline state, reloaded when the signal returns) or from an
 * older release (one full load of the same address); anything else gets a branded message, never
 * the router's developer page.
 */
export function RouteError({ error: failed }: { error?: unknown }) {
  const routeError = useRouteError();
  const error = failed ?? routeError;
  const online = useOnline();
  const chunk = isChunkLoadError(error);
  // A failed import stays failed in this document (the browser and the router keep it), so only a full load recovers.
  const [reload] = useState(() => chunk && onlineManager.isOnline() && chunkReloadDue());
  const [wentOffline, setWentOffline] = useState(!online);
  if (!online && !wentOffline) setWentOffline(true);
  const backOnline = chunk && online && wentOffline;
  useEffect(() => {
    if (reload) reloadForNewRelease();
    else if (backOnline) window.location.reload();
    else if (!chunk) console.error('Route error', error);
  }, [backOnline, chunk, error, reload]);
  if (reload || backOnline) return <RouteFallback />;
  if (chunk && !online) return <OfflineState onRetry={() => window.location.reload()} />;
  return <UnexpectedError />;
}
