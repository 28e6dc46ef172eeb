import { PASSWORDS_DO_NOT_MATCH, SIGN_IN_SUCCESS } from '@rootshare/contracts/auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, LAST_LOGIN_TIME_KEY } from '@/lib/session-storage';
import { mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { AuthPage } from './auth-page';

const routes = [
  page('/auth', <AuthPage />),
  page('/', <p>home page</p>),
  page('/create-profile', <p>wizard page</p>),
  page('/messages', <p>messages page</p>),
];
afterEach(() => vi.unstubAllGlobals());

describe('AuthPage', () => {
  it('opens in registration mode with ?mode=register and refuses mismatched passwords', async () => {
    const fetchMock = mockApi(() => undefined);
    renderRoutes(routes, '/auth?mode=register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'fern');
    await user.type(screen.getByLabelText('Email'), 'fern@example.test');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgX');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, stores token and user, and sends a member without a full name to /create-profile', async () => {
    mockApi((url) =>
      url === '/api/auth/signup'
        ? {
            status: 201,
            body: {
              token: 'tok',
              user: { id: sampleProfile().id, username: 'fern', email: 'fern@example.test', emailVerified: false },
              profile: sampleProfile(),
            },
          }
        : undefined,
    );
    renderRoutes(routes, '/auth?mode=register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'fern');
    await user.type(screen.getByLabelText('Email'), 'fern@example.test');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('wizard page')).toBeInTheDocument();
    // Signed in already, and the e-mail banner sits under the header: the greeting says neither to sign in nor covers it.
    const greeting = await screen.findByText("Welcome to Rootshare! Let's set up your profile.");
    expect(greeting.closest('[data-sonner-toast]')).toHaveAttribute('data-y-position', 'bottom');
    expect(screen.queryByText(/signing in/i)).not.toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(AUTH_USER_KEY) ?? '{}').profile.id).toBe(sampleProfile().id);
  });

  it("shows the server's advice under the password field when it finds the password too easy to guess", async () => {
    const advice = 'This password is too easy to guess. This is a heavily used password. Try a longer passphrase of a few unrelated words.';
    mockApi((url) => (url === '/api/auth/signup' ? { status: 400, body: { error: advice } } : undefined));
    renderRoutes(routes, '/auth?mode=register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'fern');
    await user.type(screen.getByLabelText('Email'), 'fern@example.test');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(advice)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(advice);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('shows the server sentence when sign-in fails', async () => {
    mockApi(() => ({ status: 401, body: { error: 'Invalid username or password' } }));
    renderRoutes(routes, '/auth');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'fern');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid username or password')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("signs in, records the login time, greets with 'Welcome back!' and goes home when the profile has a full name", async () => {
    const profile = sampleProfile({ full_name: 'Fern Gully' });
    mockApi((url) =>
      url === '/api/auth/signin'
        ? {
            status: 200,
            body: { token: 'tok', user: { id: profile.id, username: 'fern', email: 'fern@example.test', emailVerified: true }, profile },
          }
        : undefined,
    );
    renderRoutes(routes, '/auth?mode=signin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'fern');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(await screen.findByText(SIGN_IN_SUCCESS)).toBeInTheDocument();
    await waitFor(() => expect(Number(localStorage.getItem(LAST_LOGIN_TIME_KEY))).toBeGreaterThan(0));
  });

  describe('with where the member was going in ?next=', () => {
    const fern = sampleProfile({ full_name: 'Fern Gully' });
    const answer = (profile: ReturnType<typeof sampleProfile>) => ({
      status: 200,
      body: { token: 'tok', user: { id: profile.id, username: 'fern', email: 'fern@example.test', emailVerified: true }, profile },
    });
    const signIn = async () => {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Username or email'), 'fern');
      await user.type(screen.getByLabelText('Password'), 'abcdefgh');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
    };

    it('arrives at that page after signing in, with its query', async () => {
      mockApi((url) => (url === '/api/auth/signin' ? answer(fern) : undefined));
      const { router } = renderRoutes(routes, `/auth?mode=signin&next=${encodeURIComponent('/messages?conversation=c1')}`);
      await signIn();
      expect(await screen.findByText('messages page')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?conversation=c1');
    });

    it('goes home instead when the place is on another site', async () => {
      mockApi((url) => (url === '/api/auth/signin' ? answer(fern) : undefined));
      const { router } = renderRoutes(routes, `/auth?mode=signin&next=${encodeURIComponent('//evil.example/messages')}`);
      await signIn();
      expect(await screen.findByText('home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });

    it('keeps the place when switching to Register, and carries it into the profile wizard', async () => {
      mockApi((url) => (url === '/api/auth/signup' ? { ...answer(sampleProfile()), status: 201 } : undefined));
      const { router } = renderRoutes(routes, `/auth?mode=signin&next=${encodeURIComponent('/messages?conversation=c1')}`);
      const user = userEvent.setup();
      await user.click(screen.getByRole('tab', { name: 'Register' }));
      await user.type(screen.getByLabelText('Username'), 'fern');
      await user.type(screen.getByLabelText('Email'), 'fern@example.test');
      await user.type(screen.getByLabelText('Password'), 'abcdefgh');
      await user.type(screen.getByLabelText('Confirm password'), 'abcdefgh');
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      expect(await screen.findByText('wizard page')).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/messages?conversation=c1');
    });
  });

  it("greets a member signing in for the first time the day they joined with 'Welcome to Rootshare!', not 'Welcome back!'", async () => {
    const profile = sampleProfile({ full_name: 'Fern Gully', created_at: new Date().toISOString() });
    mockApi((url) =>
      url === '/api/auth/signin'
        ? {
            status: 200,
            body: { token: 'tok', user: { id: profile.id, username: 'fern', email: 'fern@example.test', emailVerified: true }, profile },
          }
        : undefined,
    );
    renderRoutes(routes, '/auth?mode=signin');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or email'), 'fern');
    await user.type(screen.getByLabelText('Password'), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome to Rootshare!')).toBeInTheDocument();
    sessionStorage.clear();
  });
});
