import { isValidElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userPlantQueryOptions } from '@/features/user-plants/api/get-user-plant';

afterEach(() => vi.unstubAllGlobals());

describe('the opening page’s prefetch', () => {
  it("starts the plant page's query in the app's query client, which the page's own query then takes without asking again", async () => {
    window.history.replaceState(null, '', '/plant/6f1c0d1e-0000-4000-8000-000000000001');
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) => new Response(JSON.stringify({ served: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    // The prefetch runs as the router's module loads, so it and the query client load afresh here.
    vi.resetModules();
    const { queryClient } = await import('@/lib/query-client');
    const { router } = await import('./router');
    const options = userPlantQueryOptions('6f1c0d1e-0000-4000-8000-000000000001');
    await vi.waitFor(() => expect(queryClient.getQueryState(options.queryKey)).toBeDefined());
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/user-plants/6f1c0d1e-0000-4000-8000-000000000001']);
    expect(await queryClient.fetchQuery(options)).toEqual({ served: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    router.dispose();
    queryClient.clear();
    // Loading the router's modules is slow on a busy machine; nothing here waits on a clock.
  }, 60_000);
});

describe('the first render’s wait', () => {
  it('settles once the opened page’s code has loaded, so the first render draws that page', async () => {
    window.history.replaceState(null, '', '/privacy');
    vi.resetModules();
    const { queryClient } = await import('@/lib/query-client');
    const { router, routerReady } = await import('./router');
    const { PrivacyPage } = await import('@/features/legal/pages/privacy-page');
    await routerReady;
    expect(router.state.initialized).toBe(true);
    const opened = router.state.matches.at(-1)?.route;
    expect(opened?.path).toBe('privacy');
    // The router keeps a loaded page as the element it renders.
    expect(isValidElement(opened?.element) && opened.element.type).toBe(PrivacyPage);
    router.dispose();
    queryClient.clear();
  }, 60_000);
});
