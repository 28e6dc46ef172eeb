import type { UserPlant } from '@rootshare/contracts/user-plants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleOwnPlant, sampleSwap } from '@/test/swaps';
import { RequestSwapButton } from './request-swap-button';

const me = sampleProfile({ full_name: 'Fern Gully' });
const target = { id: '99999999-9999-4999-8999-999999999999', name: 'Ivy monstera', owner: { id: ivy.id, username: ivy.username } };
const pothos = sampleOwnPlant('Fern pothos');
const pearls = sampleOwnPlant('Fern string of pearls');
const kept = sampleOwnPlant('Fern fiddle leaf', { available_for_swap: false });

type Answer = { status: number; body?: unknown };

/** The plant page's Request Swap button for fern (signed in unless told), with her plants and the POST's answer. */
function renderButton({
  signedIn = true,
  plants = [pothos, pearls, kept],
  send = () => ({ status: 201, body: sampleSwap() }),
  swapsSoFar = 0,
  path = '/',
}: { signedIn?: boolean; plants?: UserPlant[]; send?: () => Answer; swapsSoFar?: number; path?: string } = {}) {
  if (signedIn) signInAs(me);
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/api/user-swaps?status=pending'))
      return {
        status: 200,
        body: { swaps: [], nextCursor: null, counts: { active: swapsSoFar, pending: 0, completed: 0, total: swapsSoFar } },
      };
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === `/api/user-plants?user_id=${fern.id}`) return { status: 200, body: plants };
    if (url === '/api/swap-requests' && init.method === 'POST') return send();
    return undefined;
  });
  const { router } = renderRoutes([page('/', <RequestSwapButton plant={target}>Request Swap</RequestSwapButton>)], path);
  return Object.assign(fetchMock, { router });
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === '/api/swap-requests' && init?.method === 'POST');

async function openDialog() {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Request Swap' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Request Swap' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Request Swap' }) };
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('RequestSwapButton', () => {
  it("asks visitors to log in: 'Please log in to request plant swaps.'", async () => {
    renderButton({ signedIn: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Request Swap' }));
    expect(await screen.findByText('Please log in to request plant swaps.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("gives a visitor's toast a Sign in action that leads to sign-in set to come back with the dialog asked for", async () => {
    const { router } = renderButton({ signedIn: false, path: '/?photo=2' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request Swap' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/?photo=2&swap=request');
  });

  it('opens the dialog for a member who comes back from signing in with the swap asked for, and cleans the address', async () => {
    const { router } = renderButton({ path: '/?photo=2&swap=request' });
    expect(await screen.findByRole('dialog', { name: 'Request Swap' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?photo=2');
  });

  it('gives focus back to the Request Swap button when Escape closes the dialog', async () => {
    renderButton();
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('checkbox', { name: /Fern pothos/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request Swap' })).toHaveFocus());
  });

  it('gives focus to the Request Swap button when a dialog that opened on its own after signing in closes', async () => {
    renderButton({ path: '/?swap=request' });
    const dialog = await screen.findByRole('dialog', { name: 'Request Swap' });
    await within(dialog).findByRole('checkbox', { name: /Fern pothos/ });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Request Swap' })).toHaveFocus());
  });

  it("lists only the member's own plants available for swap, with a greeting naming the owner and the plant", async () => {
    renderButton();
    const { dialog } = await openDialog();
    expect(await within(dialog).findByRole('checkbox', { name: /Fern pothos/ })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Fern string of pearls/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: /Fern fiddle leaf/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
      "Hi ivy! I'd love to swap for your Ivy monstera. Let me know what you think!",
    );
  });

  it("refuses to send without an offered plant: 'No plants selected'", async () => {
    const fetchMock = renderButton();
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('checkbox', { name: /Fern pothos/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No plants selected');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the chosen plants for this plant with the edited message, then closes and starts afresh', async () => {
    const fetchMock = renderButton();
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Fern pothos/ }));
    const message = within(dialog).getByRole('textbox', { name: 'Message' });
    await user.clear(message);
    await user.type(message, 'Swap for my pothos?');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Swap request sent!')).toBeInTheDocument();
    expect(JSON.parse(String(posts(fetchMock)[0]?.[1]?.body))).toEqual({
      recipient_id: ivy.id,
      message: 'Swap for my pothos?',
      offered_plants: [pothos.id],
      requested_plants: [target.id],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openDialog();
    expect(await within(again.dialog).findByRole('checkbox', { name: /Fern pothos/ })).not.toBeChecked();
    expect(within(again.dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(
      "Hi ivy! I'd love to swap for your Ivy monstera. Let me know what you think!",
    );
  });

  it("tells of a failed send and keeps the dialog: 'Failed to send swap request. Please try again.'", async () => {
    renderButton({ send: () => ({ status: 500, body: { error: 'Internal server error' } }) });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Fern pothos/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send swap request. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Request Swap' })).toBeInTheDocument();
  });

  it('opens a safety guide with a first swap request, and keeps it one click away after that', async () => {
    renderButton();
    const { dialog } = await openDialog();
    const guide = await within(dialog).findByText('Your first swap? A few safety tips');
    const details = guide.closest('details');
    expect(details).toHaveAttribute('open');
    expect(details).toHaveTextContent('Meet in a busy public place in daylight');
    expect(details).toHaveTextContent('share an address only in the chat of an accepted swap');
    expect(details).toHaveTextContent('Inspect plants for pests');
  });

  it('shows the safety guide closed to a member who has swapped before', async () => {
    renderButton({ swapsSoFar: 2 });
    const { dialog } = await openDialog();
    await waitFor(() => expect(within(dialog).getByText('Swap safely').closest('details')).not.toHaveAttribute('open'));
  });

  it('says why a send was refused when the member can act on it', async () => {
    renderButton({ send: () => ({ status: 409, body: { error: 'You blocked this member. Unblock them first.' } }) });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Fern pothos/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send swap request. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('You blocked this member. Unblock them first.')).toBeInTheDocument();
  });

  it('points a member without swappable plants to adding one', async () => {
    renderButton({ plants: [kept] });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No plants available for swap')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add a plant' })).toHaveAttribute('href', '/add-plant');
  });
});
