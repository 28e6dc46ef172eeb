import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { fern, ivy, sampleOwnPlant, sampleReview, sampleSwap, SWAP_ID } from '@/test/swaps';
import { RequestSwapButton } from './request-swap-button';
import { ReviewsTab } from './reviews-tab';
import { SwapRequestCard } from './swap-request-card';
import { SwapsTab } from './swaps-tab';

const me = sampleProfile({ full_name: 'Fern Gully' });
const target = { id: '99999999-9999-4999-8999-999999999999', name: 'Ivy monstera', owner: { id: ivy.id, username: ivy.username } };

/** What each language shows on the swap screens: the same screens, written naturally in each. */
const WORDS = {
  'fr-CA': {
    requestSwap: 'Demander un échange',
    description: 'Offrez à ivy quelques-unes de vos plantes en échange de sa plante Ivy monstera.',
    firstSwap: 'Votre premier échange? Quelques conseils de sécurité',
    offered: 'Plantes que vous offrez',
    greeting: 'Bonjour ivy! J’aimerais beaucoup échanger contre votre plante Ivy monstera. Dites-moi ce que vous en pensez!',
    send: 'Envoyer la demande',
    noPlants: 'Aucune plante choisie',
    sent: 'Demande d’échange envoyée!',
    cardTitle: 'Demande d’échange de ivy',
    pending: 'En attente',
    inProgress: 'En cours',
    anHourAgo: 'il y a 1 h',
    theyOffer: 'ivy offre',
    theyAsk: 'ivy vous demande',
    answer: 'Votre réponse',
    accept: 'Accepter',
    decline: 'Refuser',
    handover: 'Remise',
    porchPickup: 'Cueillette sur le perron',
    swapsTitle: 'Mes échanges',
    oneSwap: '1 échange en tout',
    threeSwaps: '3 échanges en tout',
    noActive: 'Aucun échange en cours',
    reviews: 'Avis',
    average: '4,5',
    twoReviews: '2 avis',
    fourStars: '4 étoiles sur 5',
    plantQuality: 'Qualité des plantes',
    twoDaysAgo: 'avant-hier',
  },
  'es-US': {
    requestSwap: 'Pedir intercambio',
    description: 'Ofrécele a ivy algunas de tus plantas a cambio de su Ivy monstera.',
    firstSwap: '¿Tu primer intercambio? Unos consejos de seguridad',
    offered: 'Plantas que ofreces',
    greeting: '¡Hola, ivy! Me encantaría hacer un intercambio por tu Ivy monstera. ¡Dime qué te parece!',
    send: 'Enviar solicitud',
    noPlants: 'No elegiste ninguna planta',
    sent: '¡Solicitud de intercambio enviada!',
    cardTitle: 'Solicitud de intercambio de ivy',
    pending: 'Pendiente',
    inProgress: 'En curso',
    anHourAgo: 'hace 1 h',
    theyOffer: 'ivy ofrece',
    theyAsk: 'ivy te pide',
    answer: 'Tu respuesta',
    accept: 'Aceptar',
    decline: 'Rechazar',
    handover: 'Entrega',
    porchPickup: 'Recogida en el porche',
    swapsTitle: 'Mis intercambios',
    oneSwap: '1 intercambio en total',
    threeSwaps: '3 intercambios en total',
    noActive: 'No hay intercambios activos',
    reviews: 'Reseñas',
    average: '4.5',
    twoReviews: '2 reseñas',
    fourStars: '4 de 5 estrellas',
    plantQuality: 'Calidad de las plantas',
    twoDaysAgo: 'anteayer',
  },
} as const;

type Language = keyof typeof WORDS;

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(WORDS))('the swap screens in %s', (language, words) => {
  it('the swap request dialog: its title, the plants to offer, the greeting, the missing choice and the sent toast', async () => {
    signInAs(me);
    mockApi((url, init) => {
      if (url.startsWith('/api/user-swaps?status=pending'))
        return { status: 200, body: { swaps: [], nextCursor: null, counts: { active: 0, pending: 0, completed: 0, total: 0 } } };
      if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
      if (url === `/api/user-plants?user_id=${fern.id}`) return { status: 200, body: [sampleOwnPlant('Fern pothos')] };
      if (url === '/api/swap-requests' && init.method === 'POST') return { status: 201, body: sampleSwap() };
      return undefined;
    });
    await renderRoutesIn(language as Language, [page('/', <RequestSwapButton plant={target}>{words.requestSwap}</RequestSwapButton>)], '/');
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: words.requestSwap });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: words.requestSwap });
    expect(within(dialog).getByText(words.description)).toBeInTheDocument();
    expect(await within(dialog).findByText(words.firstSwap)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: words.offered })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue(words.greeting);
    const pothos = await within(dialog).findByRole('checkbox', { name: /Fern pothos/ });
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    expect(await within(dialog).findByText(words.noPlants)).toBeInTheDocument();
    await user.click(pothos);
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.sent)).toBeInTheDocument();
  });

  it('a swap request card: its title, status, how long ago, both sides and the answer form, then In Progress with the handover', async () => {
    signInAs(me);
    let swap = sampleSwap();
    mockApi((url) => {
      if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
      if (url === `/api/swap-requests/${SWAP_ID}`) return { status: 200, body: swap };
      if (url === `/api/user-plants?user_id=${fern.id}`) return { status: 200, body: [] };
      return undefined;
    });
    const { unmount } = await renderRoutesIn(language as Language, [page('/', <SwapRequestCard swapRequestId={SWAP_ID} />)], '/');
    expect(await screen.findByRole('button', { name: words.cardTitle })).toBeInTheDocument();
    expect(screen.getByText(words.pending)).toBeInTheDocument();
    expect(screen.getByText(words.anHourAgo)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.theyOffer })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.theyAsk })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.answer })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.decline })).toBeInTheDocument();
    unmount();

    swap = sampleSwap({ status: 'accepted', handover: 'porch_pickup' });
    await renderRoutesIn(language as Language, [page('/', <SwapRequestCard swapRequestId={SWAP_ID} />)], '/');
    expect(await screen.findByText(words.inProgress)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: words.handover })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: words.porchPickup })).toBeChecked();
  });

  it('the Swaps tab counts swaps in the plural of the language', async () => {
    signInAs(me);
    let total = 1;
    mockApi((url) => {
      if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
      if (url.startsWith('/api/user-swaps'))
        return { status: 200, body: { swaps: [], nextCursor: null, counts: { active: 0, pending: total, completed: 0, total } } };
      return undefined;
    });
    const { unmount } = await renderRoutesIn(language as Language, [page('/', <SwapsTab />)], '/');
    expect(await screen.findByRole('heading', { name: words.swapsTitle })).toBeInTheDocument();
    expect(await screen.findByText(words.oneSwap)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: words.noActive })).toBeInTheDocument();
    unmount();

    total = 3;
    await renderRoutesIn(language as Language, [page('/', <SwapsTab />)], '/');
    expect(await screen.findByText(words.threeSwaps)).toBeInTheDocument();
  });

  it('the Reviews tab writes the average as the language writes numbers, the count in its plural, and when', async () => {
    mockApi((url) =>
      url === `/api/reviews?user_id=${fern.id}`
        ? { status: 200, body: { reviews: [sampleReview()], nextCursor: null, average: 4.5, count: 2 } }
        : undefined,
    );
    await renderRoutesIn(language as Language, [page('/', <ReviewsTab userId={fern.id} />)], '/');
    expect(await screen.findByRole('heading', { name: words.reviews })).toBeInTheDocument();
    expect(screen.getByText(words.average)).toBeInTheDocument();
    expect(screen.getByText(words.twoReviews)).toBeInTheDocument();
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('img', { name: words.fourStars })).toBeInTheDocument();
    expect(within(card).getByText(words.plantQuality)).toBeInTheDocument();
    expect(within(card).getByText(words.twoDaysAgo)).toBeInTheDocument();
  });
});
