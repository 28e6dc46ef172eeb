import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { SessionProvider } from '@/features/auth/session';
import { createQueryClient } from '@/lib/query-client';

/** Renders routes inside the app's providers at a starting path. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router };
}

export function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}

type Handler = (url: string, init: RequestInit) => { status: number; body?: unknown } | undefined;

/** Replaces fetch with a handler that answers JSON; unhandled calls answer 404. */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = handler(String(input), init) ?? { status: 404, body: { error: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const sampleProfile = (overrides: Partial<Record<string, unknown>> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  username: 'fern',
  email: 'fern@example.test',
  full_name: null,
  bio: null,
  location: null,
  avatar_url: null,
  banner_image_url: null,
  swap_preferences: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A syntactically valid token that expires in an hour. */
export const liveToken = () => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.sig`;

let plantCounter = 0;

/** A catalogue plant for tests, with a fresh id each call. */
export function samplePlant(common_name: string, scientific_name: string | null = null, description: string | null = null): CataloguePlant {
  plantCounter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(plantCounter).padStart(12, '0')}`,
    common_name,
    scientific_name,
    description,
    image_url: '/api/placeholder-image?category=houseplant',
    image_urls: ['/api/placeholder-image?category=houseplant'],
    category: 'houseplant',
    care_level: 'beginner',
    light_requirements: null,
    water_requirements: null,
  };
}
