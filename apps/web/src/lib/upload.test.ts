import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, mockApi, storeTestSession } from '@/test/render';
import { ApiError } from './api';
import { AUTH_TOKEN_KEY } from './session-storage';
import { uploadForm } from './upload';

const form = () => {
  const data = new FormData();
  data.append('title', 'Hello');
  data.append('media', new File(['bytes'], 'leaf.png', { type: 'image/png' }));
  return data;
};

describe('uploadForm', () => {
  let navigate: ReturnType<typeof storeTestSession>;
  beforeEach(() => {
    navigate = storeTestSession('/profile');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form under /api with the bearer token and answers the parsed body', async () => {
    mockApi((url, init) => (url === '/api/posts' && init.method === 'POST' ? { status: 201, body: { id: 'p1' } } : undefined));
    const sent = form();
    await expect(uploadForm('/posts', sent)).resolves.toEqual({ id: 'p1' });
    const [request] = FakeXhr.sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/api/posts');
    expect(request?.headers.authorization).toBe('Bearer tok');
    expect(request?.headers['content-type']).toBeUndefined();
    expect(request?.body).toBe(sent);
  });

  it('reports real progress as whole percentages, each once, ending at 100', async () => {
    mockApi(() => ({ status: 200, body: {} }));
    FakeXhr.hold = true;
    const seen: number[] = [];
    const done = uploadForm('/posts/1', form(), { method: 'PUT', onProgress: (percent) => seen.push(percent) });
    const request = FakeXhr.sent[0];
    request?.progress(250, 1000);
    request?.progress(251, 1000);
    request?.progress(999, 1000);
    request?.finish({ status: 200, body: {} });
    await done;
    expect(seen).toEqual([0, 25, 99, 100]);
  });

  it("throws the server's sentence, else the fallback message", async () => {
    mockApi(() => ({ status: 413, body: { error: 'File too large' } }));
    await expect(uploadForm('/posts', form(), { fallbackMessage: 'Failed to create post.' })).rejects.toMatchObject({
      status: 413,
      message: 'File too large',
    });
    mockApi(() => ({ status: 500 }));
    await expect(uploadForm('/posts', form(), { fallbackMessage: 'Failed to create post.' })).rejects.toThrow('Failed to create post.');
    await expect(uploadForm('/posts', form())).rejects.toThrow('HTTP 500');
  });

  it("says 'Network error' when no answer comes", async () => {
    mockApi(() => undefined);
    FakeXhr.hold = true;
    const done = uploadForm('/posts', form());
    FakeXhr.sent[0]?.onerror?.();
    await expect(done).rejects.toEqual(new ApiError('Network error', 0));
  });

  it('forgets the session on 401 and goes to sign-in set to come back to the page, like every other call', async () => {
    window.history.pushState({}, '', '/posts/new');
    mockApi(() => ({ status: 401, body: { error: 'Invalid token' } }));
    await expect(uploadForm('/posts', form())).rejects.toThrow('Invalid token');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/auth?mode=signin&next=%2Fposts%2Fnew');
  });

  it('stops the upload when its signal aborts', async () => {
    mockApi(() => ({ status: 201, body: {} }));
    FakeXhr.hold = true;
    const controller = new AbortController();
    const done = uploadForm('/posts', form(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});
