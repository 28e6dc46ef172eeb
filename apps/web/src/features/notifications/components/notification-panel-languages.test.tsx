import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/app/layout/notification-bell';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { sampleNotification } from '@/test/swaps';

const me = sampleProfile();
type Answer = { status: number; body?: unknown };

/** What each language shows in the bell's list: the same words, written naturally in each. */
const WORDS = {
  'fr-CA': {
    bell: 'Notifications',
    oneUnread: 'Notifications, 1 non lue',
    threeUnread: 'Notifications, 3 non lues',
    unread: 'Non lue :',
    tenMinutesAgo: /^il y a 10\smin$/,
    sentAt: /^20 nov\. 2026, \d{1,2}\sh\s\d\d$/,
    delete: 'Supprimer la notification : New swap request',
    emptyTitle: 'Aucune notification pour l’instant',
    emptyText: 'Les demandes d’échange, les réponses et les rappels pour laisser un avis s’afficheront ici.',
    loadFailed: 'Impossible de charger les notifications',
    tryAgain: 'Réessayer',
  },
  'es-US': {
    bell: 'Notificaciones',
    oneUnread: 'Notificaciones, 1 sin leer',
    threeUnread: 'Notificaciones, 3 sin leer',
    unread: 'Sin leer:',
    tenMinutesAgo: /^hace 10\smin$/,
    sentAt: /^20 nov 2026, \d{1,2}:\d\d\s[ap]\.\s?m\.$/,
    delete: 'Eliminar notificación: New swap request',
    emptyTitle: 'Todavía no tienes notificaciones',
    emptyText: 'Aquí aparecerán las solicitudes de intercambio, las respuestas y los recordatorios de reseñas.',
    loadFailed: 'No se pudieron cargar las notificaciones',
    tryAgain: 'Intentar de nuevo',
  },
} as const;

/** The bell for fern, signed in, in a language. */
async function renderBell(language: keyof typeof WORDS, unread: number, list: Answer) {
  signInAs(me);
  mockApi((url, init) => {
    if (url === `/api/profiles/${me.id}`) return { status: 200, body: me };
    if (url === '/api/notifications/unread-count') return { status: 200, body: { unreadCount: unread } };
    if (url === '/api/notifications') return list;
    if (url === '/api/notifications/read-all' && init.method === 'POST') return { status: 204 };
    return undefined;
  });
  return renderRoutesIn(language, [page('/', <NotificationBell />)], '/');
}

async function openBell(name: string, dialog: string) {
  await userEvent.setup().click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: dialog });
}

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the notifications list in %s', (language, words) => {
  it('counts unread notifications on the bell with the language’s plural', async () => {
    const first = await renderBell(language as keyof typeof WORDS, 1, { status: 200, body: { notifications: [], nextCursor: null } });
    expect(await screen.findByRole('button', { name: words.oneUnread })).toBeInTheDocument();
    first.unmount();
    await renderBell(language as keyof typeof WORDS, 3, { status: 200, body: { notifications: [], nextCursor: null } });
    expect(await screen.findByRole('button', { name: words.threeUnread })).toBeInTheDocument();
  });

  it('marks a new notification unread and says when it came, in the language’s words and date format', async () => {
    const recent = sampleNotification();
    const older = sampleNotification({ id: 'older', created_at: '2026-11-20T15:05:00.000Z', is_read: true });
    await renderBell(language as keyof typeof WORDS, 1, { status: 200, body: { notifications: [recent, older], nextCursor: null } });
    const panel = await openBell(words.oneUnread, words.bell);
    expect(await within(panel).findByText(words.unread)).toBeInTheDocument();
    const times = within(panel).getAllByRole('time');
    expect(times[0]).toHaveTextContent(words.tenMinutesAgo);
    expect(times[1]).toHaveAttribute('title', expect.stringMatching(words.sentAt));
    expect(within(panel).getAllByRole('button', { name: words.delete })).toHaveLength(2);
  });

  it('says when there is nothing yet, and offers to try again when the list fails', async () => {
    const empty = await renderBell(language as keyof typeof WORDS, 0, { status: 200, body: { notifications: [], nextCursor: null } });
    let panel = await openBell(words.bell, words.bell);
    expect(await within(panel).findByText(words.emptyTitle)).toBeInTheDocument();
    expect(within(panel).getByText(words.emptyText)).toBeInTheDocument();
    empty.unmount();

    await renderBell(language as keyof typeof WORDS, 0, { status: 400, body: { error: 'Bad request' } });
    panel = await openBell(words.bell, words.bell);
    expect(await within(panel).findByText(words.loadFailed)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: words.tryAgain })).toBeInTheDocument();
  });
});
