import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { sendMessage } from './send-message';

// As when the signal drops before the send's code has loaded (or a release removed it).
vi.mock('@rootshare/contracts/messaging', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.unstubAllGlobals());

describe('sending a message', () => {
  it('answers a lost connection when the code that reads the answer cannot load, so the message waits to send', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const sent = sendMessage({ conversation_id: '6f1c0d1e-0000-4000-8000-0000000000c1', message_type: 'text', content: 'Hello' });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
    await expect(sent).rejects.toMatchObject({ status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
