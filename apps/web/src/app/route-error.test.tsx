import { onlineManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { orImportFailure, RouteError } from './route-error';

const chunkFailure = (): Promise<never> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/browse-page-Dx1.js'));

function Broken(): never {
  throw new Error('a bug in a page');
}

/** The app's shape: a layout with a header, and pages with the route error element inside it. */
function renderAt(lazyPage: () => Promise<never>) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <header>Rootshare header</header>
            <main>
              <Outlet />
            </main>
          </>
        ),
        children: [
          { index: true, element: <h1>Home</h1>, ErrorBoundary: RouteError },
          { path: 'browse', lazy: orImportFailure(lazyPage), ErrorBoundary: RouteError },
          { path: 'broken', Component: Broken, ErrorBoundary: RouteError },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let reloads: Mock<(url?: string | URL) => void>;
beforeEach(() => {
  reloads = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(reloads);
  vi.spyOn(window.location, 'reload').mockImplementation(reloads);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  onlineManager.setOnline(true);
});

describe('the error element of every page', () => {
  it('moves a tab whose page code is gone (a new release) to the requested page with one full load', async () => {
    const router = renderAt(chunkFailure);
    await router.navigate('/browse');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    // The reload follows the loading state drawn before it; on a busy machine a moment later.
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Rootshare header')).toBeInTheDocument();
  });

  it('shows a branded error instead of loading again when the page code fails right after that load', async () => {
    sessionStorage.setItem('rootshare:chunk-reload', String(Date.now()));
    const router = renderAt(chunkFailure);
    await router.navigate('/browse');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reloads).not.toHaveBeenCalled();
    expect(screen.getByText('Rootshare header')).toBeInTheDocument();
  });

  it('shows the offline state inside the layout when the page code cannot load offline, and loads it when the signal returns', async () => {
    onlineManager.setOnline(false);
    const router = renderAt(chunkFailure);
    await router.navigate('/browse');
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();
    expect(screen.getByText('Rootshare header')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloads).toHaveBeenCalledTimes(1);
    onlineManager.setOnline(true);
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledTimes(2));
  });

  it('shows a branded message inside the layout for an unexpected error, never the developer page', async () => {
    const router = renderAt(chunkFailure);
    await router.navigate('/broken');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Rootshare header')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).not.toBeInTheDocument();
    expect(reloads).not.toHaveBeenCalled();
  });
});
