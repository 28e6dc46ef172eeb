import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { NotFoundPage } from './not-found-page';

afterEach(() => vi.unstubAllGlobals());

describe('NotFoundPage', () => {
  it('says the page was not found, links home and logs the unknown path', async () => {
    mockApi(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([page('*', <NotFoundPage />)], '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Return to Home/ })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('404'), '/no/such/page');
    logged.mockRestore();
  });
});
