import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTestSession } from '@/test/render';
import { apiDownload, apiRequest } from './api';
import { AUTH_EXPIRED_EVENT } from './auth-events';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY, LAST_LOGIN_TIME_KEY } from './session-storage';

const respond = (status: number, body?: unknown) =>
  vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('apiRequest', () => {
  let navigate: ReturnType<typeof storeTestSession>;
  beforeEach(() => {
    navigate = storeTestSession('/messages');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and JSON body under /api', async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/profiles/1', { method: 'PUT', body: { bio: 'hi' } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profiles/1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(init.body).toBe('{"bio":"hi"}');
  });

  it("throws the server's error sentence, or 'HTTP {status}' when there is none", async () => {
    vi.stubGlobal('fetch', respond(409, { error: 'Username already exists' }));
    await expect(apiRequest('/x')).rejects.toThrow('Username already exists');
    vi.stubGlobal('fetch', respond(500, {}));
    await expect(apiRequest('/x')).rejects.toThrow('HTTP 500');
  });

  it("keeps a met quota's limit and reset on the error, and nothing for other errors", async () => {
    const limit = 'You can share 30 posts an hour.';
    vi.stubGlobal('fetch', respond(429, { error: `${limit} Try again in 5 minutes.`, details: { limit, retry_after_seconds: 300 } }));
    await expect(apiRequest('/posts')).rejects.toMatchObject({
      status: 429,
      message: `${limit} Try again in 5 minutes.`,
      quota: { limit, retry_after_seconds: 300 },
    });
    vi.stubGlobal('fetch', respond(400, { error: 'Title is required', details: [{ path: 'title', message: 'Title is required' }] }));
    await expect(apiRequest('/posts')).rejects.toMatchObject({ status: 400, quota: null });
  });

  it('forgets the session on 401, raises auth-expired and goes to /auth set to come back to the page', async () => {
    window.history.pushState({}, '', '/messages?conversation=c1');
    const expired = vi.fn();
    window.addEventListener(AUTH_EXPIRED_EVENT, expired);
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid token' }));
    await expect(apiRequest('/notifications')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/auth?mode=signin&next=%2Fmessages%3Fconversation%3Dc1');
    window.removeEventListener(AUTH_EXPIRED_EVENT, expired);
  });

  it('stays put on 403 when already on / or /auth', async () => {
    vi.stubGlobal('fetch', respond(403, { error: 'no' }));
    for (const path of ['/', '/auth']) {
      window.history.pushState({}, '', path);
      await expect(apiRequest('/x')).rejects.toThrow('no');
    }
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a 401 on a profile update within 5 seconds of signing in, but still throws', async () => {
    localStorage.setItem(LAST_LOGIN_TIME_KEY, String(Date.now() - 1000));
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid token' }));
    await expect(apiRequest('/profiles/abc', { method: 'PUT', body: {} })).rejects.toThrow('Invalid token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a 401 on a profile update after the grace period like any other', async () => {
    localStorage.setItem(LAST_LOGIN_TIME_KEY, String(Date.now() - 6000));
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid token' }));
    await expect(apiRequest('/profiles/abc', { method: 'PUT', body: {} })).rejects.toThrow();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("says 'Network error' when the request cannot be made", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x')).rejects.toThrow('Network error');
  });
});

describe("apiRequest and the page's first answer", () => {
  const PROFILE = { id: 'p1', username: 'rosa', bio: 'Cuttings </script> free' };
  /** The answer the server writes into a public page for the read the page makes first. */
  const putInPage = (path: string, body: unknown) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'first-answer';
    block.dataset.path = path;
    block.textContent = JSON.stringify(body);
    document.head.append(block);
  };
  afterEach(() => {
    document.getElementById('first-answer')?.remove();
    vi.unstubAllGlobals();
  });

  it("answers a visitor's first read of the page's own path from the page, and asks the server after", async () => {
    localStorage.clear();
    putInPage('/api/profiles/p1', PROFILE);
    const fetchMock = respond(200, { ...PROFILE, bio: 'Changed since' });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest('/profiles/p1')).toEqual(PROFILE);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('/profiles/p1')).toEqual({ ...PROFILE, bio: 'Changed since' });
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('asks the server for any other path, and for a signed-in member, whose own view may differ', async () => {
    localStorage.clear();
    putInPage('/api/profiles/p1', PROFILE);
    const fetchMock = respond(200, { count: 3 });
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiRequest('/profiles/p1/stats')).toEqual({ count: 3 });
    storeTestSession('/profile/p1');
    expect(await apiRequest('/profiles/p1')).toEqual({ count: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('apiDownload', () => {
  beforeEach(() => {
    storeTestSession('/settings');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a file with the bearer token and reads its name from Content-Disposition', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('{"a":1}', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="rootshare-export-fern-2026-01-01.json"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/account/export');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/export');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(file.fileName).toBe('rootshare-export-fern-2026-01-01.json');
    expect(await file.blob.text()).toBe('{"a":1}');
  });

  it("throws the server's sentence and forgets the session on 401, like every call", async () => {
    vi.stubGlobal('fetch', respond(401, { error: 'Invalid token' }));
    await expect(apiDownload('/account/export')).rejects.toMatchObject({ status: 401, message: 'Invalid token' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
