import type { ReceivedPlant, SwapCareCard } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { ReceivedPlants } from './received-plants';
import { SwapCareCards } from './swap-care-cards';

const SWAP_ID = '33333333-3333-4333-8333-333333333333';
const received: ReceivedPlant = {
  user_plant_id: '44444444-4444-4444-8444-444444444444',
  plant_id: '55555555-5555-4555-8555-555555555555',
  name: 'Mother monstera',
  common_name: 'Monstera',
  giver: { id: '66666666-6666-4666-8666-666666666666', username: 'alice' },
  swapped_at: '2026-11-20T10:00:00.000Z',
  added_user_plant_id: null,
};
const card: SwapCareCard = {
  user_plant_id: '77777777-7777-4777-8777-777777777777',
  name: 'Baby pothos',
  card: { light: 'Bright indirect light', water: 'When dry', soil: 'Chunky mix', notes: '' },
  saved: false,
};

afterEach(() => vi.unstubAllGlobals());

/** The plants of a completed swap in each language: what came in, dated its way, and the care cards of what went out. */
const WORDS = {
  'fr-CA': {
    received: 'Plantes reçues',
    add: 'Ajouter Mother monstera à ma collection',
    dialog: 'Ajouter à ma collection',
    notes: 'Notes',
    note: 'De @alice, échangée le 20 nov. 2026.',
    cards: 'Fiches d’entretien des plantes que vous donnez',
    attach: 'Joindre une fiche d’entretien pour Baby pothos',
    cardDialog: 'Fiche d’entretien de Baby pothos',
    light: 'Lumière',
  },
  'es-US': {
    received: 'Plantas que recibiste',
    add: 'Agregar Mother monstera a mi colección',
    dialog: 'Agregar a mi colección',
    notes: 'Notas',
    note: 'De @alice, intercambiada el 20 nov 2026.',
    cards: 'Fichas de cuidado de las plantas que das',
    attach: 'Adjuntar ficha de cuidado para Baby pothos',
    cardDialog: 'Ficha de cuidado de Baby pothos',
    light: 'Luz',
  },
} as const;

describe.each(Object.entries(WORDS))('a swap’s plants in %s', (language, words) => {
  it('offers a received plant, its note dated in the language, and a care card for a plant given', async () => {
    signInAs(sampleProfile());
    mockApi((url) => {
      if (url === `/api/swap-requests/${SWAP_ID}/received-plants`) return { status: 200, body: [received] };
      if (url === `/api/swap-requests/${SWAP_ID}/care-cards`) return { status: 200, body: [card] };
      return undefined;
    });
    const user = userEvent.setup();
    const both = (
      <>
        <ReceivedPlants swapRequestId={SWAP_ID} />
        <SwapCareCards swapRequestId={SWAP_ID} />
      </>
    );
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', both)], '/');
    expect(await screen.findByRole('region', { name: words.received })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: words.cards })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.add }));
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    expect(within(dialog).getByLabelText(words.notes)).toHaveValue(words.note);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: words.attach }));
    const cardDialog = await screen.findByRole('dialog', { name: words.cardDialog });
    expect(within(cardDialog).getByLabelText(words.light)).toHaveValue('Bright indirect light');
  });
});
