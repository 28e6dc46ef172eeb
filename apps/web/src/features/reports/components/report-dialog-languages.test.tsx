import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { HiddenNote } from './hidden-note';
import { ReportButton, ReportMenu } from './report-menu';

const me = sampleProfile();
const author = sampleProfile({ id: '22222222-2222-4222-8222-222222222222', username: 'ivy' });

afterEach(() => vi.unstubAllGlobals());

/** Reporting in each language: the menu and button name what is reported with its own gender, the dialog its reasons. */
const WORDS = {
  'fr-CA': {
    menuItem: 'Signaler cette publication',
    button: 'Signaler cette annonce',
    title: 'Signaler cette annonce',
    why: 'Pourquoi signalez-vous cette annonce?',
    reason: 'Ravageurs ou plante interdite',
    send: 'Envoyer le signalement',
    received: 'Merci — nos modérateurs examineront ce signalement.',
    hidden: 'Masqué par un modérateur : vous seul le voyez.',
  },
  'es-US': {
    menuItem: 'Reportar esta publicación',
    button: 'Reportar este anuncio',
    title: 'Reportar este anuncio',
    why: '¿Por qué reportas este anuncio?',
    reason: 'Plagas o planta prohibida',
    send: 'Enviar reporte',
    received: 'Gracias: nuestros moderadores revisarán este reporte.',
    hidden: 'Oculto por un moderador: solo tú puedes verlo.',
  },
} as const;

describe.each(Object.entries(WORDS))('reporting in %s', (language, words) => {
  it('offers Report on a post and a plant listing, asks why in the language and thanks the member', async () => {
    signInAs(me);
    mockApi((url, init) => {
      if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
      if (url === '/api/reports' && init.method === 'POST') return { status: 201, body: { received: true } };
      return undefined;
    });
    const user = userEvent.setup();
    const reportable = (
      <>
        <ReportMenu target={{ type: 'post', id: '33333333-3333-4333-8333-333333333333' }} ownerId={author.id} label="⋯" />
        <ReportButton target={{ type: 'plant', id: '44444444-4444-4444-8444-444444444444' }} ownerId={author.id} />
        <HiddenNote />
      </>
    );
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', reportable)], '/');
    expect(await screen.findByText(words.hidden)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '⋯' }));
    expect(await screen.findByRole('menuitem', { name: words.menuItem })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: words.button }));
    const dialog = await screen.findByRole('dialog', { name: words.title });
    expect(within(dialog).getByText(words.why)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: words.reason }));
    await user.click(within(dialog).getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.received)).toBeInTheDocument();
  });
});
