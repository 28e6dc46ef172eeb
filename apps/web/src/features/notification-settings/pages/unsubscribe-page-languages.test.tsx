import { UNSUBSCRIBE_LINK_INVALID, type UnsubscribeState } from '@rootshare/contracts/notification-settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn } from '@/test/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = '11111111-1111-4111-8111-111111111111.swap_requests~c2lnbmF0dXJl';
afterEach(() => vi.unstubAllGlobals());

/** What each language shows on the page a mail's unsubscribe link opens. */
const WORDS = {
  'fr-CA': {
    askTitle: 'Vous désabonner?',
    askText: 'Ne plus recevoir de courriels concernant les demandes d’échange.',
    unsubscribe: 'Désabonnement',
    doneTitle: 'Vous êtes désabonné',
    doneText: 'Rootshare ne vous enverra plus de courriels concernant votre résumé de la semaine.',
    openSettings: 'Ouvrir les paramètres',
    invalidTitle: 'Lien non valide',
    invalid: 'Ce lien de désabonnement n’est pas valide. Modifiez plutôt vos choix de courriels dans les paramètres.',
  },
  'es-US': {
    askTitle: '¿Cancelar suscripción?',
    askText: 'Dejar de recibir correos sobre solicitudes de intercambio.',
    unsubscribe: 'Cancelar suscripción',
    doneTitle: 'Cancelaste tu suscripción',
    doneText: 'Rootshare ya no te enviará correos sobre tu resumen semanal.',
    openSettings: 'Abrir configuración',
    invalidTitle: 'Enlace no válido',
    invalid: 'Este enlace para cancelar la suscripción no es válido. Mejor cambia tus opciones de correo en Configuración.',
  },
} as const;

/** The page for a link, the server answering from `state` (null: a token it did not make). */
async function setUp(language: keyof typeof WORDS, state: UnsubscribeState | null) {
  let current = state;
  mockApi((url, init) => {
    if (!url.startsWith('/api/unsubscribe')) return undefined;
    if (!current) return { status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } };
    if (init.method === 'POST') current = { ...current, unsubscribed: true };
    return { status: 200, body: current };
  });
  return renderRoutesIn(language, [page('/unsubscribe', <UnsubscribePage />)], `/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
}

describe.each(Object.entries(WORDS))('the unsubscribe page in %s', (language, words) => {
  it('names the e-mails the link stops and confirms, in the language', async () => {
    const first = await setUp(language as keyof typeof WORDS, { topic: 'swap_requests', unsubscribed: false });
    expect(await screen.findByRole('heading', { name: words.askTitle })).toBeInTheDocument();
    expect(screen.getByText(words.askText)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: words.unsubscribe }));
    expect(await screen.findByRole('heading', { name: words.doneTitle })).toBeInTheDocument();
    first.unmount();

    await setUp(language as keyof typeof WORDS, { topic: 'weekly_digest', unsubscribed: true });
    expect(await screen.findByText(words.doneText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.openSettings })).toHaveAttribute('href', '/settings');
  });

  it('says a link the server did not make is not valid, in the language rather than the server’s English', async () => {
    await setUp(language as keyof typeof WORDS, null);
    expect(await screen.findByRole('heading', { name: words.invalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.invalid);
  });
});
