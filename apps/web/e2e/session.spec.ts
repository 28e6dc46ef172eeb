import { describe, expect, inject, it } from 'vitest';
import { openPage, PHONE, register, signIn, uniqueName, sharedBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

describe('accounts in the browser', () => {
  it('registers, lands on /create-profile, saves basic info, signs out, signs back in and reaches home', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    const username = uniqueName('ivy');
    const password = 'a long garden passphrase';

    await register(page, username, password);

    await page.waitForURL('**/create-profile');
    await page.getByText("Welcome to Rootshare! Let's set up your profile.").waitFor();
    await page.getByLabel('Full name').fill('Ivy Green');
    await page.getByLabel('Location', { exact: true }).fill('Portland, Oregon');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 2: Garden Photos' }).waitFor();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: /Share your roots/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign In' }).click();
    await page.getByLabel('Username or email').fill(username.toUpperCase());
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Ivy' }).waitFor();
    await page.getByText('Welcome back!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('last_login_time'))).toMatch(/^\d+$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a member whose session was revoked to /auth on the next call', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await signIn(page, 'demo');
    await page.getByRole('heading', { name: 'Welcome back, Demo' }).waitFor();

    // The session ends elsewhere (another tab signs out): the stored token is now revoked.
    const status = await page.evaluate(async () => {
      const token = localStorage.getItem('auth_token');
      const response = await fetch('/api/auth/signout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      return response.status;
    });
    expect(status).toBe(200);

    // The next page the member opens, as the header's Profile link would open it; the socket may
    // already have heard of the ended session and taken the link away, and the page asks the same.
    await page.evaluate(() => {
      history.pushState(null, '', '/profile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // Sign-in offers to bring the member back to the page they asked for.
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/profile');
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')])).toEqual([null, null]);
    await page.getByRole('button', { name: 'Account' }).waitFor();
    await context.close();
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const response = await page.goto('/no-such-garden');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: /Return to Home/ }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(logged.some((line) => line.includes('/no-such-garden'))).toBe(true);
    await context.close();
  });

  it('gives members on a phone a side sheet with their username, the CREATE section and Sign Out', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await signIn(page, 'demo');
    await page.getByRole('heading', { name: 'Welcome back, Demo' }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByText('demo', { exact: true }).waitFor();
    await sheet.getByText('CREATE', { exact: true }).waitFor();
    await sheet.getByRole('link', { name: /^Messages/ }).click();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByText('rosa_delgado').first().waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the legal pages with their key terms', async () => {
    const { context, page } = await openPage(browser(), baseUrl);
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: /Privacy/ }).waitFor();
    const privacy = await page.textContent('main');
    expect(privacy).toContain('July 29, 2025');
    await page.goto('/terms');
    await page.getByRole('heading', { level: 1, name: /Terms/ }).waitFor();
    const terms = (await page.textContent('main')) ?? '';
    for (const phrase of ['July 29, 2025', 'Illinois', 'STOP', '13']) expect(terms).toContain(phrase);
    await context.close();
  });
});
