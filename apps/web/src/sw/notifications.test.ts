import { OPEN_URL_MESSAGE } from '@rootshare/contracts/push-constants';
import { describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_ICON, notificationOf, openNotificationPage, payloadOf, urlOf, type WindowClients } from './notifications';

const data = (value: unknown) => ({ json: () => value });
const FALLBACK = { title: 'Rootshare', body: 'Something new is waiting for you.', url: '/' };

/** Open tabs as the service worker's Clients sees them. */
function clientsWith(tabs: Array<{ focused: boolean }>) {
  const windows = tabs.map((tab) => ({ ...tab, postMessage: vi.fn(), focus: vi.fn(async () => undefined) }));
  const clients = { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) } satisfies WindowClients;
  return { clients, windows };
}

describe('a push', () => {
  it("shows the server's title and body with the app's icon, keeping its page and tag", () => {
    const payload = payloadOf(
      data({ title: 'New message from rosa', body: 'Still got the cutting?', url: '/messages?conversation=c1', tag: 'conversation-c1' }),
    );
    expect(notificationOf(payload)).toEqual({
      title: 'New message from rosa',
      options: {
        body: 'Still got the cutting?',
        icon: NOTIFICATION_ICON,
        data: { url: '/messages?conversation=c1' },
        tag: 'conversation-c1',
      },
    });
  });

  it.each([
    ['no data', null],
    ['data that is not JSON', { json: () => JSON.parse('not json') as unknown }],
    ['no title', data({ title: '', body: 'x', url: '/' })],
    ['a link to another site', data({ title: 'Hi', body: 'x', url: 'https://evil.example/' })],
    ['a protocol-relative link', data({ title: 'Hi', body: 'x', url: '//evil.example/' })],
  ])('with %s still shows a plain Rootshare notification', (_case, pushData) => {
    expect(payloadOf(pushData)).toEqual(FALLBACK);
  });
});

describe('a clicked notification', () => {
  it("opens its page, or the home page when it carries none of the app's", () => {
    expect(urlOf({ data: { url: '/messages?conversation=c1' } })).toBe('/messages?conversation=c1');
    expect(urlOf({ data: { url: 'javascript:alert(1)' } })).toBe('/');
    expect(urlOf({ data: null })).toBe('/');
  });

  it('moves the focused Rootshare tab to the page and brings it to the front', async () => {
    const { clients, windows } = clientsWith([{ focused: false }, { focused: true }]);
    await openNotificationPage(clients, '/messages?conversation=c1');
    expect(windows[1]?.postMessage).toHaveBeenCalledWith({ type: OPEN_URL_MESSAGE, url: '/messages?conversation=c1' });
    expect(windows[1]?.focus).toHaveBeenCalledOnce();
    expect(windows[0]?.postMessage).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
    expect(clients.matchAll).toHaveBeenCalledWith({ type: 'window', includeUncontrolled: true });
  });

  it('uses a tab in the background when none is focused', async () => {
    const { clients, windows } = clientsWith([{ focused: false }]);
    await openNotificationPage(clients, '/profile');
    expect(windows[0]?.postMessage).toHaveBeenCalledWith({ type: OPEN_URL_MESSAGE, url: '/profile' });
    expect(windows[0]?.focus).toHaveBeenCalledOnce();
  });

  it('opens a new window at the page when no Rootshare tab is open', async () => {
    const { clients } = clientsWith([]);
    await openNotificationPage(clients, '/messages?conversation=c1');
    expect(clients.openWindow).toHaveBeenCalledWith('/messages?conversation=c1');
  });
});
