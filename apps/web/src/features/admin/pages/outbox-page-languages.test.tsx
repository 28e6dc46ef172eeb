import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { OutboxPage } from './outbox-page';

const admin = sampleProfile({ is_admin: true });
const MAIL_ID = '1700000000000-0123456789ab';
const resetMail = { id: MAIL_ID, to: 'ivy@example.test', subject: 'Reset your Rootshare password', created_at: '2026-11-20T15:05:00.000Z' };

/** What each language shows on the outbox: the same screen, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Boîte d’envoi',
    nav: 'Administration',
    navLinks: ['Signalements', 'Boîte d’envoi', 'Tâches en échec', 'Photos du catalogue', 'Autres serveurs'],
    list: 'Courriels conservés, les plus récents en premier',
    notice: 'Aucun serveur SMTP n’est configuré',
    passOn: 'ne le transmettez qu’à ce membre',
    sent: /^À ivy@example\.test · 20 nov\. 2026, \d{1,2}\sh\s\d\d$/,
    allMail: 'Tous les courriels',
    smtpTitle: 'Les courriels partent par SMTP',
    emptyTitle: 'Aucun courriel pour l’instant',
  },
  'es-US': {
    title: 'Bandeja de salida',
    nav: 'Administración',
    navLinks: ['Reportes', 'Bandeja de salida', 'Tareas fallidas', 'Fotos del catálogo', 'Otros servidores'],
    list: 'Correos guardados, los más recientes primero',
    notice: 'No hay un servidor SMTP configurado',
    passOn: 'compártelo solo con ese miembro',
    sent: /^Para ivy@example\.test · 20 nov 2026, \d{1,2}:\d\d\s[ap]\.\s?m\.$/,
    allMail: 'Todos los correos',
    smtpTitle: 'Los correos salen por SMTP',
    emptyTitle: 'Todavía no hay correos',
  },
} as const;

/** The outbox for an admin in a language, its mail kept (`outbox`, with or without mail) or sent through SMTP. */
async function renderOutbox(language: keyof typeof WORDS, mode: 'smtp' | 'outbox', mails: unknown[], at = '/admin/outbox') {
  signInAs(admin);
  mockApi((url) => {
    if (url === `/api/profiles/${admin.id}`) return { status: 200, body: admin };
    if (url === '/api/admin/outbox') return { status: 200, body: { mode, mails } };
    if (url === `/api/admin/outbox/${MAIL_ID}`)
      return { status: 200, body: { ...resetMail, text: 'Choose a new password: https://rootshare.test/auth/reset?token=abc', html: '' } };
    return undefined;
  });
  return renderRoutesIn(language, [page('/admin/outbox/:id?', <OutboxPage />)], at);
}

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the outbox in %s', (language, words) => {
  it('lists kept mail with its date in the language, under the admin pages’ navigation and the warning', async () => {
    await renderOutbox(language as keyof typeof WORDS, 'outbox', [resetMail]);
    const list = await screen.findByRole('list', { name: words.list });
    const mail = within(list).getByRole('link', { name: /Reset your Rootshare password/ });
    expect(within(mail).getByText(words.sent)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: words.nav });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(words.navLinks);
    expect(screen.getByRole('note')).toHaveTextContent(words.notice);
    expect(screen.getByRole('note')).toHaveTextContent(words.passOn);
  });

  it('opens one mail with its date in the language and a way back to all mail', async () => {
    await renderOutbox(language as keyof typeof WORDS, 'outbox', [resetMail], `/admin/outbox/${MAIL_ID}`);
    expect(await screen.findByRole('link', { name: /auth\/reset\?token=abc/ })).toBeInTheDocument();
    expect(screen.getByText(words.sent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.allMail })).toHaveAttribute('href', '/admin/outbox');
  });

  it('says when mail goes out through SMTP, and when none is kept yet', async () => {
    const smtp = await renderOutbox(language as keyof typeof WORDS, 'smtp', []);
    expect(await screen.findByText(words.smtpTitle)).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
    smtp.unmount();

    await renderOutbox(language as keyof typeof WORDS, 'outbox', []);
    expect(await screen.findByText(words.emptyTitle)).toBeInTheDocument();
  });
});
