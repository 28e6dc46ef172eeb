import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

// Settling lasts for the whole visit (a module value): each test loads the hook afresh.
const loadHook = async () => (await import('./use-page-settled')).usePageSettled;

/** A page asking for one answer that arrives when the test says, and a line saying whether the page has settled. */
async function renderPage() {
  const usePageSettled = await loadHook();
  let answer: (value: string) => void = () => undefined;
  const pending = new Promise<string>((resolve) => {
    answer = resolve;
  });
  function Page() {
    const { data } = useQuery({ queryKey: ['page'], queryFn: () => pending });
    const settled = usePageSettled();
    return (
      <p>
        {data ?? 'loading'}, {settled ? 'settled' : 'not settled'}
      </p>
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Page /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { answer };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.useRealTimers());

describe("waiting for the first page's answers", () => {
  it('is not settled while the page is still waiting for an answer, and settles once it has arrived', async () => {
    const { answer } = await renderPage();
    expect(screen.getByText('loading, not settled')).toBeInTheDocument();
    await act(async () => answer('ferns'));
    expect(await screen.findByText('ferns, settled')).toBeInTheDocument();
  });

  it('settles after three seconds even when an answer never comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderPage();
    await act(async () => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('loading, not settled')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('loading, settled')).toBeInTheDocument();
  });
});
