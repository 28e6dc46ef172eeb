import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { SEARCH_HIDDEN_SAVED, SEARCH_SHOWN_SAVED, SearchVisibilitySection } from './search-visibility-section';

type Answer = { status: number; body?: unknown };

/** The section on /settings for a signed-in member whose profile the fake server keeps; `refuse` answers every save. */
function setUp({ hidden = false, refuse }: { hidden?: boolean; refuse?: Answer } = {}) {
  let me = sampleProfile({ hidden_from_search: hidden });
  signInAs(me);
  const saves: unknown[] = [];
  mockApi((url, init) => {
    if (url !== `/api/profiles/${me.id}`) return undefined;
    if (init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saves.push(body);
      if (refuse) return refuse;
      me = { ...me, ...body };
    }
    return { status: 200, body: me };
  });
  renderRoutes([page('/settings', <SearchVisibilitySection />)], '/settings');
  return { saves, user: userEvent.setup() };
}

const toggle = () => screen.findByRole('switch', { name: 'Hide my profile and listings from search engines' });

afterEach(() => vi.unstubAllGlobals());

describe('hiding from search engines in Settings', () => {
  it('is off by default, explains itself, and turns on from the keyboard, saving the choice', async () => {
    const { saves, user } = setUp();
    const control = await toggle();
    expect(control).toHaveAttribute('aria-checked', 'false');
    expect(control).toHaveAccessibleDescription(/leave Rootshare's sitemap and town feeds/);
    await user.tab();
    expect(control).toHaveFocus();
    await user.keyboard(' ');
    expect(await screen.findByText(SEARCH_HIDDEN_SAVED)).toBeInTheDocument();
    expect(saves).toEqual([{ hidden_from_search: true }]);
    expect(control).toHaveAttribute('aria-checked', 'true');
    expect(control).toBeEnabled();
  });

  it('shows the saved choice and turns it off again', async () => {
    const { saves, user } = setUp({ hidden: true });
    const control = await toggle();
    expect(control).toHaveAttribute('aria-checked', 'true');
    await user.click(control);
    expect(await screen.findByText(SEARCH_SHOWN_SAVED)).toBeInTheDocument();
    expect(saves).toEqual([{ hidden_from_search: false }]);
    expect(control).toHaveAttribute('aria-checked', 'false');
  });

  it('says why a save failed and keeps the switch at the saved choice', async () => {
    const { user } = setUp({ refuse: { status: 503, body: { error: 'Rootshare is busy, try again in a minute' } } });
    const control = await toggle();
    await user.click(control);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save this setting: Rootshare is busy, try again in a minute');
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).toHaveAttribute('aria-checked', 'false');
  });
});
