import type { FederationSettings } from '@rootshare/contracts/federation';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { FEDERATION_OFF_SAVED, FEDERATION_ON_SAVED, FederationSection } from './federation-section';

type Answer = { status: number; body?: unknown };

const HANDLE = '@fern@rootshare.example';

/** The section for a signed-in member whose choice the fake server keeps; `refuse` answers every save. */
function fakeServer({ federates = false, available = true, refuse }: { federates?: boolean; available?: boolean; refuse?: Answer } = {}) {
  const me = sampleProfile();
  signInAs(me);
  let settings: FederationSettings = { federates, available, handle: available ? HANDLE : null };
  const saves: unknown[] = [];
  mockApi((url, init) => {
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url !== '/api/account/federation') return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { federates: boolean };
      saves.push(body);
      if (refuse) return refuse;
      settings = { ...settings, federates: body.federates };
    }
    return { status: 200, body: settings };
  });
  return { saves, user: userEvent.setup() };
}

function setUp(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  renderRoutes([page('/settings', <FederationSection />)], '/settings');
  return server;
}

const toggle = (name = 'Let people on other servers follow me') => screen.findByRole('switch', { name });

afterEach(() => vi.unstubAllGlobals());

describe('letting people on other servers follow the member in Settings', () => {
  it('is off by default, says what leaves the server, and once turned on saves it and shows the handle to share', async () => {
    const { saves, user } = setUp();
    expect(screen.getByRole('heading', { name: 'Other servers' })).toBeInTheDocument();
    const control = await toggle();
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription(
      'People on Mastodon and other Rootshare towns can follow you and see your swap listings. Your messages, e-mail and exact place never leave this server.',
    );
    expect(screen.queryByLabelText('Your handle to share')).not.toBeInTheDocument();

    await user.click(control);
    expect(await screen.findByText(FEDERATION_ON_SAVED)).toBeInTheDocument();
    expect(saves).toEqual([{ federates: true }]);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Your handle to share')).toHaveValue(HANDLE);
  });

  it('copies the handle with its button', async () => {
    const { user } = setUp({ federates: true });
    await user.click(await screen.findByRole('button', { name: 'Copy your handle' }));
    expect(await screen.findByText('Handle copied')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(HANDLE);
  });

  it('shows the saved choice and turns it off again, the handle going with it', async () => {
    const { saves, user } = setUp({ federates: true });
    const control = await toggle();
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(control);
    expect(await screen.findByText(FEDERATION_OFF_SAVED)).toBeInTheDocument();
    expect(saves).toEqual([{ federates: false }]);
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Your handle to share')).not.toBeInTheDocument();
  });

  it('says why a save failed and keeps the switch at the saved choice', async () => {
    const { user } = setUp({ refuse: { status: 503, body: { error: 'Rootshare is busy, try again in a minute' } } });
    const control = await toggle();
    await user.click(control);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save this setting: Rootshare is busy, try again in a minute');
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps the switch disabled and says so on a Rootshare that is not connected to other servers', async () => {
    const { saves, user } = setUp({ available: false });
    const control = await toggle();
    expect(control).toBeDisabled();
    expect(control).toHaveAccessibleDescription(/This Rootshare is not connected to other servers\.$/);
    await user.click(control);
    expect(saves).toEqual([]);
    expect(screen.queryByLabelText('Your handle to share')).not.toBeInTheDocument();
  });

  it('offers to try again when the setting could not be loaded, and shows the switch once it is', async () => {
    const me = sampleProfile();
    signInAs(me);
    let reads = 0;
    mockApi((url) => {
      if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
      if (url !== '/api/account/federation') return undefined;
      reads += 1;
      return reads === 1
        ? { status: 404, body: { error: 'Profile not found' } }
        : { status: 200, body: { federates: true, available: true, handle: HANDLE } };
    });
    renderRoutes([page('/settings', <FederationSection />)], '/settings');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Your setting for other servers could not be loaded.');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await toggle()).toHaveAttribute('aria-checked', 'true');
  });

  it('speaks French, down to the saved toast and the label of the handle', async () => {
    const { user } = fakeServer();
    await renderRoutesIn('fr-CA', [page('/settings', <FederationSection />)], '/settings');
    expect(screen.getByRole('heading', { name: 'Autres serveurs' })).toBeInTheDocument();
    const control = await toggle('Permettre aux personnes d’autres serveurs de me suivre');
    expect(control).toHaveAccessibleDescription(/Vos messages, votre courriel et votre lieu exact ne quittent jamais ce serveur\./);
    await user.click(control);
    expect(await screen.findByText('Les personnes d’autres serveurs peuvent maintenant vous suivre')).toBeInTheDocument();
    expect(screen.getByLabelText('Votre identifiant à partager')).toHaveValue(HANDLE);
  });

  it('says in French that the Rootshare is not connected to other servers', async () => {
    fakeServer({ available: false });
    await renderRoutesIn('fr-CA', [page('/settings', <FederationSection />)], '/settings');
    expect(await screen.findByText('Ce Rootshare n’est pas relié à d’autres serveurs.')).toBeInTheDocument();
    expect(await toggle('Permettre aux personnes d’autres serveurs de me suivre')).toBeDisabled();
  });
});
