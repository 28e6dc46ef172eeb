import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@rootshare/contracts/notification-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { NOTIFICATION_SETTINGS_SAVED, NotificationSettingsSection } from './notification-settings-section';

type Answer = { status: number; body?: unknown };

/** The section on its own, answering the settings from `stored` and keeping what a PUT sends. */
function setUp({
  stored = DEFAULT_NOTIFICATION_SETTINGS,
  load,
  save,
}: { stored?: NotificationSettings; load?: Answer | Promise<Answer>; save?: Answer } = {}) {
  let current = stored;
  const puts: unknown[] = [];
  mockApi((url, init) => {
    if (url !== '/api/notification-settings') return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as NotificationSettings;
      puts.push(body);
      if (save) return save;
      current = body;
      return { status: 200, body };
    }
    return load ?? { status: 200, body: current };
  });
  renderRoutes([page('/settings', <NotificationSettingsSection />)], '/settings');
  return { puts, user: userEvent.setup() };
}

const group = (name: string) => screen.findByRole('radiogroup', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationSettingsSection', () => {
  it('shows a skeleton while the settings load', () => {
    setUp({ load: new Promise(() => undefined) });
    expect(screen.getByRole('status', { name: 'Loading notification settings' })).toBeInTheDocument();
  });

  it("shows each kind of event as a named radio group with the member's choice checked, and the digest switch", async () => {
    setUp({ stored: { ...DEFAULT_NOTIFICATION_SETTINGS, reviews: 'both', unread_messages: 'off', weekly_digest: true } });
    const names = ['Swap requests', 'Answers to your requests', 'Completed swaps', 'Reviews', 'Unread messages'];
    for (const name of names) {
      const radios = within(await group(name)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['E-mail', 'Push', 'Both', 'Off']);
    }
    expect(within(await group('Swap requests')).getByRole('radio', { name: 'E-mail' })).toBeChecked();
    expect(within(await group('Reviews')).getByRole('radio', { name: 'Both' })).toBeChecked();
    expect(within(await group('Unread messages')).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(await group('Unread messages')).toHaveAccessibleDescription(/still unread 10 minutes after they arrive/);
    expect(screen.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
  });

  it('saves the changed choices with every other one, says so, and keeps them', async () => {
    const { puts, user } = setUp();
    await user.click(within(await group('Swap requests')).getByRole('radio', { name: 'Push' }));
    await user.click(screen.getByRole('switch', { name: 'Weekly digest' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText(NOTIFICATION_SETTINGS_SAVED)).toBeInTheDocument();
    expect(puts).toEqual([{ ...DEFAULT_NOTIFICATION_SETTINGS, swap_requests: 'push', weekly_digest: true }]);
    expect(within(await group('Swap requests')).getByRole('radio', { name: 'Push' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled());
  });

  it("says when saving fails, with the server's sentence, and keeps the member's choice to try again", async () => {
    const { user } = setUp({ save: { status: 400, body: { error: 'Choose e-mail, push, both or off' } } });
    await user.click(within(await group('Reviews')).getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByText('Could not save your notification settings')).toBeInTheDocument();
    expect(screen.getByText('Choose e-mail, push, both or off')).toBeInTheDocument();
    expect(within(await group('Reviews')).getByRole('radio', { name: 'Off' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeEnabled();
  });

  it('offers Try again when the settings cannot be loaded', async () => {
    setUp({ load: { status: 400, body: { error: 'Unavailable' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notification settings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
