import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

// Settling lasts for the whole visit (a module value): each test loads the hook afresh.
const loadHook = async () => (await import('./use-page-settled')).usePageSettled;

/** Runs the timers and idle callbacks due within `ms` on the faked clock, and the answers they let through. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/**
 * As in the app: a header asking whether the page has settled, above a page that asks for one
 * answer, which arrives when the test says.
 */
async function renderPage({ busy = false } = {}) {
  const usePageSettled = await loadHook();
  let answer: (value: string) => void = () => undefined;
  const pending = new Promise<string>((resolve) => {
    answer = resolve;
  });
  function Header({ waiting }: { waiting: boolean }) {
    return <p>{usePageSettled(waiting) ? 'settled' : 'not settled'}</p>;
  }
  function Page() {
    const { data } = useQuery({ queryKey: ['page'], queryFn: () => pending });
    return <p>{data ?? 'loading'}</p>;
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <Header waiting={busy} />
          <Page />
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { answer };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("waiting for the first page's answers", () => {
  it.each([
    ['without', undefined],
    ['with', (run: () => void) => setTimeout(run, 1)],
  ])(
    '%s idle callbacks, stays unsettled while the page waits for its answer, and settles once it has arrived',
    async (_name, idleCallback) => {
      if (idleCallback) {
        vi.stubGlobal('requestIdleCallback', idleCallback);
        vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
      }
      const { answer } = await renderPage();
      await advance(100);
      expect(screen.getByText('not settled')).toBeInTheDocument();
      await act(async () => answer('ferns'));
      await advance(100);
      expect(screen.getByText('settled')).toBeInTheDocument();
      expect(screen.getByText('ferns')).toBeInTheDocument();
    },
  );

  it('stays unsettled while the caller is still busy (a session being restored), with nothing fetching', async () => {
    const { answer } = await renderPage({ busy: true });
    await act(async () => answer('ferns'));
    await advance(100);
    expect(screen.getByText('ferns')).toBeInTheDocument();
    expect(screen.getByText('not settled')).toBeInTheDocument();
  });

  it('settles after three seconds even when an answer never comes', async () => {
    await renderPage();
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('not settled')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('settled')).toBeInTheDocument();
  });
});
