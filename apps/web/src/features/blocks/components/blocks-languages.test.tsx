import type { BlockedMember } from '@rootshare/contracts/blocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { BlockDialog } from './block-dialog';
import { ReadOnlyNotice } from './read-only-notice';

const me = sampleProfile();
const IVY: BlockedMember = {
  id: '55555555-5555-4555-8555-555555555555',
  username: 'ivy',
  avatar_url: null,
  blocked_at: new Date().toISOString(),
};
afterEach(() => vi.unstubAllGlobals());

/** What each language says about blocking a member. */
const WORDS = {
  'fr-CA': {
    title: 'Bloquer ivy?',
    effects: [
      'Elle ne peut plus vous écrire, vous proposer d’échanges ni commenter vos publications.',
      'Elle ne voit plus votre profil, vos plantes, vos publications ni quand vous êtes en ligne.',
      'Vos conversations avec elle passent en lecture seule, et ses notifications cessent.',
    ],
    block: 'Bloquer',
    blocked: 'Vous avez bloqué ivy',
    readOnlyMine: 'Vous avez bloqué ivy. Débloquez cette personne pour lui écrire de nouveau.',
    unblock: 'Débloquer',
  },
  'es-US': {
    title: '¿Bloquear a ivy?',
    effects: [
      'Ya no podrá escribirte, enviarte solicitudes de intercambio ni comentar tus publicaciones.',
      'Ya no verá tu perfil, tus plantas, tus publicaciones ni cuándo estás en línea.',
      'Tus conversaciones con esa persona quedan en solo lectura, y sus notificaciones se detienen.',
    ],
    block: 'Bloquear',
    blocked: 'Bloqueaste a ivy',
    readOnlyMine: 'Bloqueaste a ivy. Desbloquéale para volver a enviarle mensajes.',
    unblock: 'Desbloquear',
  },
} as const;

/** fern, signed in, who has blocked `blocked`; blocking answers 204. */
function answer(blocked: BlockedMember[]) {
  signInAs(me);
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url === '/api/blocks' && init.method === 'POST') return { status: 204 };
    if (url === '/api/blocks') return { status: 200, body: { blocked } };
    return undefined;
  });
}

describe.each(Object.entries(WORDS))('blocking in %s', (language, words) => {
  it('asks before blocking, naming what changes, and says it is done', async () => {
    answer([]);
    await renderRoutesIn(
      language as keyof typeof WORDS,
      [page('/', <BlockDialog member={IVY} open onOpenChange={() => undefined} />)],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: words.title });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(words.effects);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: words.block }));
    expect(await screen.findByText(words.blocked)).toBeInTheDocument();
  });

  it('tells the blocker why a chat is read-only and offers to unblock', async () => {
    answer([IVY]);
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <ReadOnlyNotice other={IVY} />)], '/');
    expect(await screen.findByText(words.readOnlyMine)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.unblock })).toBeInTheDocument();
  });
});
