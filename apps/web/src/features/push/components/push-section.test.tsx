import type { PushDevice } from '@rootshare/contracts/push';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { heldAnswer, mockApi, page, renderRoutes } from '@/test/render';
import { SUBSCRIBE_TIMEOUT_MS } from '../lib/browser-push';
import { PushSection } from './push-section';

/** The server's public key: an uncompressed P-256 point, base64url. */
const SERVER_KEY = `B${'A'.repeat(86)}`;
const serverKeyBytes = () => Uint8Array.from(atob(`${SERVER_KEY}=`.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-browser';

/** A browser subscription as the Push API hands it out. */
function fakeSubscription(endpoint: string, key: Uint8Array) {
  return {
    endpoint,
    options: { applicationServerKey: key.buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) } }),
    unsubscribe: vi.fn(async () => {
      browser.subscription = null;
      return true;
    }),
  };
}

/** The browser's side: notification permission, the service worker and its push manager. */
const browser = {
  permission: 'default' as NotificationPermission,
  /** What the permission prompt answers. */
  answer: 'granted' as NotificationPermission,
  subscription: null as ReturnType<typeof fakeSubscription> | null,
  subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
    browser.subscription = fakeSubscription(ENDPOINT, options.applicationServerKey as Uint8Array);
    return browser.subscription;
  }),
  requestPermission: vi.fn(async () => {
    browser.permission = browser.answer;
    return browser.permission;
  }),
};

/** Gives the page a browser that can receive pushes, in the given permission state; `register` replaces the service worker's. */
function supportPush(permission: NotificationPermission, subscribed = false, register?: () => Promise<unknown>) {
  browser.permission = permission;
  browser.answer = 'granted';
  browser.subscription = subscribed ? fakeSubscription(ENDPOINT, serverKeyBytes()) : null;
  const registration = { pushManager: { getSubscription: async () => browser.subscription, subscribe: browser.subscribe } };
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission: browser.requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, {
      serviceWorker: {
        register: register ?? (async () => registration),
        ready: Promise.resolve(registration),
        getRegistration: async () => registration,
      },
    }),
  );
}

type Answer = { status: number; body?: unknown };

/** The settings block, with the server answering this sign-in's endpoint; records the requests. */
function setUp(serverEndpoint: string | null, answers: { save?: () => Answer | Promise<Answer> } = {}) {
  let endpoint = serverEndpoint;
  const calls: Array<{ method: string; body: unknown }> = [];
  mockApi((url, init) => {
    if (url !== '/api/push/subscription') return undefined;
    const method = init.method ?? 'GET';
    calls.push({ method, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'GET') return { status: 200, body: { public_key: SERVER_KEY, endpoint } satisfies PushDevice };
    if (method === 'PUT') {
      const saved = answers.save?.() ?? { status: 204 };
      return Promise.resolve(saved).then((answer) => {
        if (answer.status === 204) endpoint = (JSON.parse(String(init.body)) as { endpoint: string }).endpoint;
        return answer;
      });
    }
    endpoint = null;
    return { status: 204 };
  });
  renderRoutes([page('/settings', <PushSection />)], '/settings');
  return { calls, user: userEvent.setup() };
}

const theSwitch = () => screen.findByRole('switch', { name: 'Notify me on this device' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('PushSection', () => {
  it('says when the browser cannot receive notifications, with what to do on an iPhone, and asks the server nothing', async () => {
    const { calls } = setUp(null);
    expect(await theSwitch()).toBeDisabled();
    expect(screen.getByText('Not available in this browser.')).toBeInTheDocument();
    expect(screen.getByText(/On an iPhone or iPad, add Rootshare to your Home Screen/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('tells a member who blocked notifications how to allow them again', async () => {
    supportPush('denied');
    setUp(null);
    expect(await theSwitch()).toBeDisabled();
    expect(screen.getByText(/set Notifications to Allow, then reload this page/)).toBeInTheDocument();
  });

  it("turns on: asks for permission, subscribes the browser with the server's key and sends the subscription", async () => {
    supportPush('default');
    const { pending, release } = heldAnswer<Answer>();
    const { calls, user } = setUp(null, { save: pending });
    expect(screen.getByRole('status', { name: 'Loading notification setting' })).toBeInTheDocument();
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/your browser asks whether Rootshare may show notifications/)).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('Turning on…')).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: serverKeyBytes() });
    release({ status: 204 });

    expect(await screen.findByText(/On: this device shows a notification/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeEnabled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
    });
  });

  it('turns off: the server forgets this device and the browser drops its subscription', async () => {
    supportPush('granted', true);
    const { calls, user } = setUp(ENDPOINT);
    const toggle = await theSwitch();
    await waitFor(() => expect(toggle).toBeChecked());
    const subscription = browser.subscription;
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(screen.getByText('Off.')).toBeInTheDocument();
    expect(calls.map((call) => call.method)).toContain('DELETE');
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
  });

  it("shows off while the server holds another endpoint than the browser's, and turning on sends the browser's own without a new one", async () => {
    supportPush('granted', true);
    const { calls, user } = setUp('https://fcm.googleapis.com/fcm/send/an-older-one');
    const toggle = await theSwitch();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ endpoint: ENDPOINT });
  });

  it('stays off and says how to be asked again when the permission prompt is dismissed', async () => {
    supportPush('default');
    browser.answer = 'default';
    const { calls, user } = setUp(null);
    await user.click(await theSwitch());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications were not allowed');
    expect(alert).toHaveTextContent('Turn the switch on again to be asked once more.');
    expect(await theSwitch()).not.toBeChecked();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows how to allow notifications once the prompt is refused', async () => {
    supportPush('default');
    browser.answer = 'denied';
    const { user } = setUp(null);
    await user.click(await theSwitch());
    expect(await screen.findByText(/You blocked notifications from Rootshare in this browser/)).toBeInTheDocument();
    expect(await theSwitch()).toBeDisabled();
  });

  it('says why it could not turn on when the server refuses the subscription, and stays off', async () => {
    supportPush('granted');
    const { user } = setUp(null, { save: () => ({ status: 400, body: { error: 'The subscription must name an https push service' } }) });
    await user.click(await theSwitch());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not turn on notifications');
    expect(alert).toHaveTextContent('The subscription must name an https push service');
    await waitFor(async () => expect(await theSwitch()).not.toBeChecked());
  });

  it("says within seconds that the browser's push service did not answer, and what to do, when it never answers", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    supportPush('granted');
    browser.subscribe.mockImplementationOnce(() => new Promise(() => undefined));
    const { calls } = setUp(null);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(await theSwitch());
    expect(await screen.findByText('Turning on…')).toBeInTheDocument();
    expect(SUBSCRIBE_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
    await vi.advanceTimersByTimeAsync(SUBSCRIBE_TIMEOUT_MS);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Your browser's push service did not answer");
    expect(alert).toHaveTextContent('Check your connection and turn the switch on again in a moment, or use another browser.');
    expect(screen.queryByText('Turning on…')).not.toBeInTheDocument();
    expect(await theSwitch()).not.toBeChecked();
    expect(await theSwitch()).toBeEnabled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("says at once that the push service did not answer when the browser reports it unavailable (Chromium's AbortError)", async () => {
    supportPush('granted');
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - push service not available', 'AbortError'));
    const { calls, user } = setUp(null);
    await user.click(await theSwitch());
    expect(await screen.findByRole('alert')).toHaveTextContent("Your browser's push service did not answer");
    expect(await theSwitch()).not.toBeChecked();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says a private window cannot receive notifications when the browser refuses the service worker, instead of silently staying off', async () => {
    supportPush('granted', false, () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')));
    const { calls, user } = setUp(null);
    await user.click(await theSwitch());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This window cannot receive notifications');
    expect(alert).toHaveTextContent('Open Rootshare in an ordinary window, or in another browser');
    expect(await theSwitch()).not.toBeChecked();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('clears what went wrong once the member tries again and it works', async () => {
    supportPush('granted');
    browser.subscribe.mockRejectedValueOnce(new DOMException('Registration failed - push service not available', 'AbortError'));
    const { user } = setUp(null);
    await user.click(await theSwitch());
    await screen.findByRole('alert');
    await user.click(await theSwitch());
    expect(await screen.findByText(/On: this device shows a notification/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("makes a new subscription of the member's own when the server says another member's sign-in holds the browser's", async () => {
    supportPush('granted', true);
    const theirs = browser.subscription;
    let saves = 0;
    const { calls, user } = setUp(null, {
      save: () => {
        saves += 1;
        return saves === 1
          ? { status: 409, body: { error: "This browser's push subscription belongs to another member's sign-in" } }
          : { status: 204 };
      },
    });
    await user.click(await theSwitch());
    expect(await screen.findByText(/On: this device shows a notification/)).toBeInTheDocument();
    expect(theirs?.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.subscribe).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers Try again when the setting cannot be loaded', async () => {
    supportPush('granted');
    mockApi(() => ({ status: 503, body: { error: 'Service unavailable' } }));
    renderRoutes([page('/settings', <PushSection />)], '/settings');
    // One quick retry first, as for every list a person waits on.
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent('Your notification setting could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
