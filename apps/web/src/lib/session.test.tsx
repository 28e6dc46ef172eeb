import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { useSession } from './session';

function Probe() {
  const { status, user } = useSession();
  return <p>{status === 'loading' ? 'loading' : `${status}:${user?.profile.full_name ?? ''}`}</p>;
}

const storeUser = (token: string) => {
  localStorage.setItem(AUTH_TOKEN_KEY, token);
  localStorage.setItem(
    AUTH_USER_KEY,
    JSON.stringify({ id: sampleProfile().id, username: 'fern', email: 'fern@example.test', profile: sampleProfile() }),
  );
};
afterEach(() => vi.unstubAllGlobals());

describe('session restore', () => {
  it('refreshes the stored user from GET /profiles/{id}', async () => {
    storeUser(liveToken());
    const fetchMock = mockApi((url) =>
      url === `/api/profiles/${sampleProfile().id}` ? { status: 200, body: sampleProfile({ full_name: 'Fern Gully' }) } : undefined,
    );
    renderRoutes([page('/', <Probe />)], '/');
    expect(await screen.findByText('signed-in:Fern Gully')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? '{}').profile.full_name).toBe('Fern Gully');
  });

  it('signs out and clears storage when the restore call fails', async () => {
    storeUser(liveToken());
    mockApi(() => ({ status: 500, body: { error: 'boom' } }));
    renderRoutes([page('/', <Probe />)], '/');
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
  });

  it("signs out when the stored profile id leads to someone else's profile (an answer without the e-mail address)", async () => {
    storeUser(liveToken());
    const { email: _email, ...publicProfile } = sampleProfile();
    mockApi((url) => (url === `/api/profiles/${sampleProfile().id}` ? { status: 200, body: publicProfile } : undefined));
    renderRoutes([page('/', <Probe />)], '/');
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('signs out without calling the server when the stored member has no profile id', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: sampleProfile().id, username: 'fern' }));
    const fetchMock = mockApi(() => undefined);
    renderRoutes([page('/', <Probe />)], '/');
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('removes an expired token with the stored user without calling the server', async () => {
    storeUser(`e30.${btoa(JSON.stringify({ exp: 1 }))}.sig`);
    const fetchMock = mockApi(() => undefined);
    renderRoutes([page('/', <Probe />)], '/');
    expect(await screen.findByText('signed-out:')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
