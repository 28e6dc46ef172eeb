import type { WishlistItem, WishlistMatch } from '@rootshare/contracts/wishlist';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { WishlistDemandNote } from './wishlist-demand-note';
import { WishlistTab } from './wishlist-tab';

const owner = sampleProfile({ full_name: 'Fern Gully' });
const PLANT_ID = '66666666-6666-4666-8666-666666666666';
const item: WishlistItem = {
  id: '77777777-7777-4777-8777-777777777777',
  plant_id: PLANT_ID,
  notes: null,
  created_at: '2026-01-01T00:00:00.000Z',
  plants: {
    common_name: 'Monstera',
    scientific_name: 'Monstera deliciosa',
    image_url: null,
    care_level: 'intermediate',
    category: 'houseplant',
  },
};
const match = (id: string, name: string, miles: number): WishlistMatch => ({
  user_plant_id: id,
  plant_id: PLANT_ID,
  common_name: name,
  custom_name: null,
  image_url: null,
  owner: { id: '99999999-9999-4999-8999-999999999999', username: 'alice' },
  town: 'Portland',
  distance_miles: miles,
});

/** What each language shows on the Wishlist tab: the same screens, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Ma liste de souhaits',
    add: 'Ajouter une plante',
    noNotes: 'Aucune note pour l’instant.',
    editNotes: 'Modifier les notes sur Monstera',
    remove: 'Retirer Monstera de la liste de souhaits',
    nearYou: 'Près de chez vous en ce moment',
    sixMiles: 'Portland, à 6 milles',
    belowAMile: 'Portland, à moins d’un mille',
    dialog: 'Ajouter une plante à la liste de souhaits',
    submit: 'Ajouter à la liste',
    demand: 'Dans 3 listes de souhaits près de chez vous',
  },
  'es-US': {
    title: 'Mi lista de deseos',
    add: 'Agregar planta',
    noNotes: 'Todavía no hay notas.',
    editNotes: 'Editar notas sobre Monstera',
    remove: 'Quitar Monstera de la lista de deseos',
    nearYou: 'Cerca de ti ahora',
    sixMiles: 'Portland, a 6 millas',
    belowAMile: 'Portland, a menos de una milla',
    dialog: 'Agregar una planta a la lista de deseos',
    submit: 'Agregar a la lista',
    demand: 'En 3 listas de deseos cerca de ti',
  },
} as const;

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the wishlist in %s', (language, words) => {
  it('the owner’s tab: its title, a row’s notes and actions, the nearby plants in miles and the add dialog', async () => {
    signInAs(owner);
    mockApi((url) => {
      if (url === `/api/profiles/${owner.id}`) return { status: 200, body: owner };
      if (url === '/api/wishlist/matches')
        return {
          status: 200,
          body: [match('88888888-8888-4888-8888-888888888888', 'Big', 6), match('aaaaaaaa-8888-4888-8888-888888888888', 'Small', 0)],
        };
      if (url === '/api/wishlist') return { status: 200, body: [item] };
      return undefined;
    });
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <WishlistTab userId={owner.id} isOwner />)], '/');
    expect(await screen.findByRole('heading', { name: new RegExp(words.title) })).toBeInTheDocument();
    expect(await screen.findByText(words.noNotes)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.editNotes })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.remove })).toBeInTheDocument();
    const near = await screen.findByRole('heading', { name: words.nearYou });
    const section = near.closest('div') ?? document.body;
    expect(within(section).getByRole('link', { name: /Big/ })).toHaveTextContent(words.sixMiles);
    expect(within(section).getByRole('link', { name: /Small/ })).toHaveTextContent(words.belowAMile);

    await userEvent.setup().click(screen.getByRole('button', { name: words.add }));
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    expect(within(dialog).getByRole('button', { name: words.submit })).toBeDisabled();
  });

  it('the plant page’s note counts the wishlists near the owner in the plural of the language', async () => {
    mockApi((url) => (url.endsWith('/wishlists-nearby') ? { status: 200, body: { count: 3 } } : undefined));
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <WishlistDemandNote userPlantId={item.id} />)], '/');
    expect(await screen.findByText(words.demand)).toBeInTheDocument();
  });
});
