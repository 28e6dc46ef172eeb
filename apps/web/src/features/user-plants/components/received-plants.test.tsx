import { PEST_FREE_REQUIRED, type ReceivedPlant } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { answerInvasiveListings, oregonIvyListing } from '@/test/invasive';
import { liveToken, mockApi, page, renderRoutes, sampleProfile } from '@/test/render';
import { ReceivedPlants } from './received-plants';

const SWAP_ID = '33333333-3333-4333-8333-333333333333';
const me = sampleProfile();
const received: ReceivedPlant = {
  user_plant_id: '44444444-4444-4444-8444-444444444444',
  plant_id: '55555555-5555-4555-8555-555555555555',
  name: 'Mother monstera',
  common_name: 'Monstera',
  giver: { id: '66666666-6666-4666-8666-666666666666', username: 'alice' },
  swapped_at: '2026-11-20T10:00:00.000Z',
  added_user_plant_id: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('ReceivedPlants', () => {
  it("sends a received plant in one tap, prefilled with its species, 'from @giver' and the swap's date, and shows the server's sentence when refused", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: me.id, username: me.username, email: me.email, profile: me }));
    let sent: unknown;
    let added = false;
    mockApi((url, init) => {
      if (url === `/api/swap-requests/${SWAP_ID}/received-plants`)
        return { status: 200, body: [{ ...received, added_user_plant_id: added ? '77777777-7777-4777-8777-777777777777' : null }] };
      if (url === '/api/user-plants' && init.method === 'POST') {
        sent = JSON.parse(String(init.body));
        added = true;
        return { status: 400, body: { error: 'This plant from the swap is already in your collection' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <ReceivedPlants swapRequestId={SWAP_ID} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Add Mother monstera to my collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my collection' });
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('From @alice, swapped 20 Nov 2026.');
    await user.click(within(dialog).getByRole('button', { name: 'Add to my collection' }));
    expect(sent).toEqual({
      plant_id: received.plant_id,
      swap_type: 'cutting',
      available_for_swap: false,
      pest_free_confirmed: false,
      custom_name: 'Mother monstera',
      notes: 'From @alice, swapped 20 Nov 2026.',
      received_from: { swap_request_id: SWAP_ID, user_plant_id: received.user_plant_id },
    });
    expect(await screen.findByText('This plant from the swap is already in your collection')).toBeInTheDocument();
  });

  it('puts a received plant up for swap only once its new owner confirms it free of pests', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: me.id, username: me.username, email: me.email, profile: me }));
    const sent: unknown[] = [];
    mockApi((url, init) => {
      if (url === `/api/swap-requests/${SWAP_ID}/received-plants`) return { status: 200, body: [received] };
      if (url === '/api/user-plants' && init.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return { status: 400, body: { error: 'Refused' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <ReceivedPlants swapRequestId={SWAP_ID} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Add Mother monstera to my collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my collection' });
    expect(within(dialog).queryByRole('checkbox', { name: 'This plant is free of pests' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('switch', { name: 'Up for swap' }));
    const confirmation = within(dialog).getByRole('checkbox', { name: 'This plant is free of pests' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to my collection' }));
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation).toHaveAccessibleDescription(expect.stringContaining(PEST_FREE_REQUIRED));
    expect(sent).toEqual([]);

    await user.click(confirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Add to my collection' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ available_for_swap: true, pest_free_confirmed: true })]);
  });

  it('warns in the Add to my collection dialog when the received species is invasive, with a link to the list', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: me.id, username: me.username, email: me.email, profile: me }));
    mockApi((url) =>
      url === `/api/swap-requests/${SWAP_ID}/received-plants`
        ? { status: 200, body: [received] }
        : answerInvasiveListings(url, received.plant_id),
    );
    const user = userEvent.setup();
    renderRoutes([page('/', <ReceivedPlants swapRequestId={SWAP_ID} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Add Mother monstera to my collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to my collection' });
    const note = await within(dialog).findByRole('note', { name: 'Invasive in Oregon' });
    expect(within(note).getByRole('link', { name: oregonIvyListing.list })).toHaveAttribute('href', oregonIvyListing.source_url);
  });

  it('links a plant already added to its page, and shows nothing for a swap that gave nothing', async () => {
    mockApi((url) =>
      url === `/api/swap-requests/${SWAP_ID}/received-plants`
        ? { status: 200, body: [{ ...received, added_user_plant_id: '77777777-7777-4777-8777-777777777777' }] }
        : undefined,
    );
    renderRoutes([page('/', <ReceivedPlants swapRequestId={SWAP_ID} />)], '/');
    expect(await screen.findByRole('link', { name: 'In your collection' })).toHaveAttribute(
      'href',
      '/plant/77777777-7777-4777-8777-777777777777',
    );
  });
});
