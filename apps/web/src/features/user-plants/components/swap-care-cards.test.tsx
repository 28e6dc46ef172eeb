import type { SwapCareCard } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutes } from '@/test/render';
import { SwapCareCards } from './swap-care-cards';

const SWAP_ID = '33333333-3333-4333-8333-333333333333';
const draft: SwapCareCard = {
  user_plant_id: '44444444-4444-4444-8444-444444444444',
  name: 'Mother monstera',
  card: { light: 'Bright indirect light', water: 'When the top inch is dry', soil: 'Chunky, well-draining potting mix', notes: '' },
  saved: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('SwapCareCards', () => {
  it('lets the giver attach a care card prefilled from the catalogue, with their own notes', async () => {
    let sent: unknown;
    mockApi((url, init) => {
      if (url === `/api/swap-requests/${SWAP_ID}/care-cards`) return { status: 200, body: [draft] };
      if (url === `/api/swap-requests/${SWAP_ID}/care-cards/${draft.user_plant_id}` && init.method === 'PUT') {
        sent = JSON.parse(String(init.body));
        return { status: 200, body: { ...draft, card: sent, saved: true } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderRoutes([page('/', <SwapCareCards swapRequestId={SWAP_ID} />)], '/');
    await user.click(await screen.findByRole('button', { name: 'Attach care card for Mother monstera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Care card for Mother monstera' });
    expect(within(dialog).getByLabelText('Light')).toHaveValue('Bright indirect light');
    expect(within(dialog).getByLabelText('Soil')).toHaveValue('Chunky, well-draining potting mix');
    await user.type(within(dialog).getByLabelText('Notes'), 'Sulks after a move.');
    await user.click(within(dialog).getByRole('button', { name: 'Attach care card' }));
    expect(sent).toEqual({ ...draft.card, notes: 'Sulks after a move.' });
    expect(await screen.findByText('Care card attached')).toBeInTheDocument();
  });
});
