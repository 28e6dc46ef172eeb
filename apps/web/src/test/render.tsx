import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import type { Language } from '@rootshare/contracts/languages';
import type { Post } from '@rootshare/contracts/posts';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from 'sonner';
import { expect, vi } from 'vitest';
import { FeatureSlots } from '@/app/feature-slots';
import { profileQueryOptions, storeProfile } from '@/features/profiles/api/get-profile';
import { CATALOG_PARTS, loadCatalog, type Catalog } from '@/lib/i18n/catalogs';
import { LanguageProvider } from '@/lib/i18n/i18n';
import { SessionProvider } from '@/lib/session';
import { setNavigator } from '@/lib/navigation';
import { createQueryClient } from '@/lib/query-client';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';

/** Every part of the English catalog, so a test's screens speak at once. */
const ENGLISH: Catalog = await loadCatalog('en', CATALOG_PARTS);

/** Renders routes inside the app's providers at a starting path, in English unless a language's catalog is given. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { language = 'en', catalog = ENGLISH }: { language?: Language; catalog?: Catalog } = {},
) {
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <SessionProvider
        readProfile={(profileId) => client.fetchQuery({ ...profileQueryOptions(profileId), retry: false })}
        onProfileSaved={(profile) => storeProfile(client, profile)}
      >
        <LanguageProvider initial={language} catalog={catalog} parts={CATALOG_PARTS}>
          <FeatureSlots>
            <RouterProvider router={router} />
          </FeatureSlots>
          <Toaster />
        </LanguageProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient: client };
}

/** renderRoutes in a language, with its catalog loaded as the app loads it. */
export async function renderRoutesIn(language: Language, routes: RouteObject[], path: string) {
  return renderRoutes(routes, path, { language, catalog: await loadCatalog(language, CATALOG_PARTS) });
}

export function page(path: string, element: ReactNode): RouteObject {
  return { path, element };
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}
/** Answers a call; a promise holds the answer back, to look at the screen while the call is under way. */
type Handler = (url: string, init: RequestInit) => Answer | undefined | Promise<Answer | undefined>;
const NOT_FOUND: Answer = { status: 404, body: { error: 'Not found' } };
const bodyText = (answer: Answer) => (answer.body === undefined ? null : JSON.stringify(answer.body));

/**
 * Stands in for XMLHttpRequest (uploads): records every request and, unless `hold` is set, answers
 * it from mockApi's handler after reporting the whole body sent. Held requests wait for
 * progress() and finish().
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static hold = false;
  static handler: Handler = () => undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    if (!FakeXhr.hold) setTimeout(() => void this.finish(), 0);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  finish(answer?: Answer) {
    this.progress(1, 1);
    return Promise.resolve(
      answer ?? FakeXhr.handler(this.url, { method: this.method, headers: this.headers, body: this.body as BodyInit }),
    ).then((final = NOT_FOUND) => {
      this.status = final.status;
      this.responseText = bodyText(final) ?? '';
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

/**
 * Replaces fetch and XMLHttpRequest with a handler that answers JSON; unhandled calls answer 404.
 * Returns the fetch mock; uploads are in FakeXhr.sent.
 */
export function mockApi(handler: Handler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = (await handler(String(input), init)) ?? NOT_FOUND;
    return new Response(bodyText(answer), { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
  });
  vi.stubGlobal('fetch', fetchMock);
  FakeXhr.sent = [];
  FakeXhr.hold = false;
  FakeXhr.handler = handler;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return fetchMock;
}

/**
 * An answer held back until the test releases it. The promise exists before the page asks, so a
 * release never lands on a request that has not been made yet, however slowly the page loads.
 */
export function heldAnswer<T>(): { pending: () => Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { pending: () => promise, release };
}

/** The JSON body of the first request mockApi's fetch received for this URL. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, url: string): unknown {
  const call = fetchMock.mock.calls.find(([called]) => String(called) === url);
  return JSON.parse(String(call?.[1]?.body));
}

export const sampleProfile = (overrides: Partial<Record<string, unknown>> = {}) => ({
  id: '11111111-1111-4111-8111-111111111111',
  username: 'fern',
  email: 'fern@example.test',
  email_verified: true,
  full_name: null,
  bio: null,
  location: null,
  avatar_url: null,
  banner_image_url: null,
  swap_preferences: null,
  created_at: '2026-01-01T00:00:00.000Z',
  hidden_from_search: false,
  ...overrides,
});

/** A syntactically valid token that expires in an hour. */
export const liveToken = () => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.sig`;

/** A stored token 'tok' while on `path`, with navigation recorded instead of done; for the API client's tests. */
export function storeTestSession(path: string) {
  const navigate = vi.fn();
  setNavigator(navigate);
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
  localStorage.setItem(AUTH_USER_KEY, '{}');
  window.history.pushState({}, '', path);
  return navigate;
}

/** Stores a session for this profile; the mocked API must answer GET /api/profiles/{id} with it. */
export function signInAs(profile: ReturnType<typeof sampleProfile>): void {
  localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: profile.id, username: profile.username, email: profile.email, emailVerified: profile.email_verified, profile }),
  );
}

let postCounter = 0;

/** A post for tests, with a fresh id each call unless one is given. */
export function samplePost(overrides: Partial<Post> = {}): Post {
  postCounter += 1;
  return {
    id: `00000000-0000-4000-9000-${String(postCounter).padStart(12, '0')}`,
    user_id: sampleProfile().id,
    type: 'photo',
    title: 'My monstera unfurled a leaf',
    content: 'Look at this new leaf!',
    tags: null,
    media_type: 'image',
    media_urls: ['/media/posts/leaf.webp'],
    thumbnail_url: '/media/posts/leaf.thumb.webp',
    image_urls: ['/media/posts/leaf.webp'],
    media_description: null,
    media_credit: null,
    likes_count: 0,
    comments_count: 0,
    has_liked: false,
    is_hidden: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user: { id: sampleProfile().id, username: 'fern', full_name: 'Fern Gully', avatar_url: null },
    ...overrides,
  };
}

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
    image_credit: null,
    popularity: 0,
  };
}

/** A member plant for tests: sampleProfile()'s golden pothos, available for swap and confirmed free of pests. */
export function sampleUserPlant(overrides: Partial<UserPlant> = {}): UserPlant {
  const owner = sampleProfile();
  return {
    id: '22222222-2222-4222-8222-222222222222',
    user_id: owner.id,
    plant_id: '33333333-3333-4333-8333-333333333333',
    custom_name: null,
    size: null,
    age: null,
    swap_type: 'cutting',
    notes: null,
    available_for_swap: true,
    pest_free_confirmed_at: '2026-01-01T00:00:00.000Z',
    image_urls: [],
    thumbnail_urls: [],
    image_descriptions: [],
    is_hidden: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    plants: {
      common_name: 'Golden Pothos',
      scientific_name: 'Epipremnum aureum',
      care_level: 'beginner',
      category: 'houseplant',
      description: null,
      image_url: '/api/placeholder-image?category=houseplant',
      light_requirements: null,
      water_requirements: null,
    },
    profiles: { id: owner.id, username: owner.username, location: null, avatar_url: null },
    ...overrides,
  };
}

/** A header button once its menu's code has taken over (the page has settled): Radix marks it with data-state. */
export const loadedMenuButton = (name: string) =>
  waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveAttribute('data-state');
    return button;
  });
