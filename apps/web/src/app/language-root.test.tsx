import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailSection } from '@/features/account/components/email-section';
import { LanguageSection } from '@/features/account/components/language-section';
import { profileQueryOptions, storeProfile } from '@/features/profiles/api/get-profile';
import { Footer } from '@/components/layout/footer';
import { ENGLISH_SHELL } from '@/lib/i18n/catalogs';
import { createQueryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session';
import { heldAnswer, mockApi, sampleProfile, signInAs } from '@/test/render';
import { MemoryRouter } from 'react-router';
import { LanguageRoot } from './language-root';

// French's auth part arrives when a test lets it, as a slow network would deliver it.
const frenchAuth = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/lib/i18n/messages/fr-CA.auth.json', async (importOriginal) => {
  await frenchAuth.arrived;
  return importOriginal();
});

// As in the built app, which carries no ICU parser: a message reaching the formatter unparsed fails here too.
vi.mock('@formatjs/icu-messageformat-parser', () => ({
  parse: () => {
    throw new Error('an uncompiled message reached the formatter');
  },
}));

afterEach(() => vi.unstubAllGlobals());

/** Settings' e-mail and Language sections and the footer inside the app's language, for a signed-in member. */
function renderSignedIn(kept: string | null | (() => Promise<string | null>), { verified = true } = {}) {
  const profile = sampleProfile({ full_name: 'Fern Gully' });
  signInAs(profile);
  const fetchMock = mockApi(async (url, init) => {
    if (url === `/api/profiles/${profile.id}`) return { status: 200, body: profile };
    if (url === '/api/account/language')
      return {
        status: 200,
        body: init.method === 'PUT' ? JSON.parse(String(init.body)) : { language: typeof kept === 'function' ? await kept() : kept },
      };
    if (url === '/api/account/email') return { status: 200, body: { email: profile.email, verified, pending: null } };
    return undefined;
  });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SessionProvider
        readProfile={(profileId) => client.fetchQuery({ ...profileQueryOptions(profileId), retry: false })}
        onProfileSaved={(saved) => storeProfile(client, saved)}
      >
        <LanguageRoot initial="en" catalog={ENGLISH_SHELL}>
          <MemoryRouter>
            <EmailSection username={profile.username} />
            <LanguageSection />
            <Footer />
          </MemoryRouter>
        </LanguageRoot>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe("the member's language", () => {
  it('keeps a choice made in Settings with the account and shows the page in it', async () => {
    const fetchMock = renderSignedIn('en');
    await user().click(await screen.findByRole('radio', { name: 'Français' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument());
    await waitFor(() => expect(saves(fetchMock)).toEqual([{ language: 'fr-CA' }]));
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
  });

  it('takes on the language the account keeps on a device that opened in another, without saving it again', async () => {
    const fetchMock = renderSignedIn('es-US');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Idioma' })).toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Comunidad' })).toBeInTheDocument();
    expect(saves(fetchMock)).toEqual([]);
  });

  it('draws Settings for an unconfirmed member in English until the account’s language has loaded every part on screen', async () => {
    // The account's language answers once English's Settings is drawn, Resend included: Resend speaks
    // from the auth part, which Settings loads only for it, so French then needs its auth part too.
    const kept = heldAnswer<string | null>();
    renderSignedIn(kept.pending, { verified: false });
    // Settings and the auth part load lazily (ten seconds and more on a busy machine, the first time the
    // test run transforms them), and the page may be drawn again meanwhile: the button is asked for
    // afresh each time rather than held.
    await waitFor(
      () => {
        expect(screen.getByRole('button', { name: 'Resend link' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { name: 'Language' })).toBeInTheDocument();
      },
      { timeout: 45_000 },
    );
    kept.release('fr-CA');
    frenchAuth.arrive();
    await waitFor(
      () => {
        expect(screen.getByRole('heading', { name: 'Langue' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
      },
      { timeout: 45_000 },
    );
  }, 120_000);
});

const user = () => userEvent.setup();

/** The bodies of the PUTs that saved a language. */
const saves = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
