import { onlineManager, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { OfflineGate } from './offline-gate';

function MyPlants({ read }: { read: () => Promise<string[]> }) {
  const plants = useQuery({ queryKey: ['plants', 'mine'], queryFn: read });
  return <h1>{plants.data ? `My plants: ${plants.data.join(', ')}` : 'Loading plants'}</h1>;
}

function renderPage(read: () => Promise<string[]>, stored?: string[]) {
  const client = createQueryClient();
  if (stored) client.setQueryData(['plants', 'mine'], stored);
  render(
    <QueryClientProvider client={client}>
      <header>Rootshare header</header>
      <main>
        <OfflineGate>
          <MyPlants read={read} />
        </OfflineGate>
      </main>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('a page whose reads cannot reach Rootshare', () => {
  it('shows the offline state inside the layout when nothing is stored, and the page by itself when the signal returns', async () => {
    onlineManager.setOnline(false);
    const read = vi.fn(async () => ['Monstera']);
    renderPage(read);
    expect(await screen.findByRole('heading', { name: 'You’re offline' })).toBeInTheDocument();
    expect(screen.getByText('Rootshare header')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /My plants|Loading plants/ })).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    expect(await screen.findByRole('heading', { name: 'My plants: Monstera' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You’re offline' })).not.toBeInTheDocument();
  });

  it('shows what was stored instead of the offline state', async () => {
    onlineManager.setOnline(false);
    renderPage(async () => ['Fresh answer'], ['Stored pothos']);
    expect(await screen.findByRole('heading', { name: 'My plants: Stored pothos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You’re offline' })).not.toBeInTheDocument();
  });

  it('offers Retry when the server could not be reached, which loads the page once it answers', async () => {
    const { ApiError } = await import('@/lib/api');
    const read = vi.fn<() => Promise<string[]>>().mockRejectedValue(new ApiError('Network error', 0));
    renderPage(read);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 15_000 });
    read.mockResolvedValue(['Calathea']);
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'My plants: Calathea' })).toBeInTheDocument();
  }, 30_000);
});
