import type { AdminReport } from '@rootshare/contracts/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { REPORTED_POST_ID, sampleReport } from '@/test/reports';
import { AdminPage } from './admin-page';

const admin = sampleProfile({ is_admin: true });
type Answer = { status: number; body?: unknown };

/** What each language shows in the moderators' queue: the same screen, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Modération',
    openTab: 'À traiter',
    allTab: 'Tous les signalements',
    spamCard: /Pourriel · publication/,
    harassmentCard: /Harcèlement · membre/,
    status: 'À traiter',
    reportedBy: 'Signalé par',
    responsible: 'Responsable',
    note: 'Note de la personne qui signale',
    threeOpen: '· 3 signalements à traiter',
    oneOpen: '· 1 signalement à traiter',
    openLink: 'Ouvrir la publication signalée',
    minuteAgo: /^il y a 1\smin$/,
    reportedAt: /^20 nov\. 2026, \d{1,2}\sh\s\d\d$/,
    hide: 'Masquer la publication',
    hidden: 'La publication est masquée',
    suspend: 'Suspendre le membre',
    confirmTitle: 'Suspendre @spammy?',
    confirm: 'Suspendre',
    suspended: '@spammy est suspendu et déconnecté partout',
    resolve: 'Résoudre',
    resolved: 'Signalement résolu',
    dismiss: 'Rejeter',
    emptyTitle: 'Aucun signalement à traiter',
    loadError: 'Impossible de charger les signalements.',
    tryAgain: 'Réessayer',
  },
  'es-US': {
    title: 'Moderación',
    openTab: 'Pendientes',
    allTab: 'Todos los reportes',
    spamCard: /Spam · publicación/,
    harassmentCard: /Acoso · miembro/,
    status: 'Pendiente',
    reportedBy: 'Reportado por',
    responsible: 'Responsable',
    note: 'Nota de quien reportó',
    threeOpen: '· 3 reportes pendientes',
    oneOpen: '· 1 reporte pendiente',
    openLink: 'Abrir la publicación reportada',
    minuteAgo: /^hace 1\smin$/,
    reportedAt: /^20 nov 2026, \d{1,2}:\d\d\s[ap]\.\s?m\.$/,
    hide: 'Ocultar publicación',
    hidden: 'La publicación está oculta',
    suspend: 'Suspender miembro',
    confirmTitle: '¿Suspender a @spammy?',
    confirm: 'Suspender',
    suspended: '@spammy está suspendido y se cerró su sesión en todos lados',
    resolve: 'Resolver',
    resolved: 'Reporte resuelto',
    dismiss: 'Descartar',
    emptyTitle: 'No hay reportes pendientes',
    loadError: 'No se pudieron cargar los reportes.',
    tryAgain: 'Intentar de nuevo',
  },
} as const;

/** A spam report against a post by @spammy, made a minute ago, who has three open reports. */
const spamReport: AdminReport = sampleReport({ id: '00000000-0000-4000-a000-000000000001' });

/** A harassment report against a member, made on a fixed day, its member's only open report. */
const harassmentReport: AdminReport = {
  ...spamReport,
  id: '00000000-0000-4000-a000-000000000002',
  reason: 'harassment',
  details: null,
  created_at: '2026-11-20T15:05:00.000Z',
  target_type: 'member',
  target_id: '77777777-7777-4777-8777-777777777777',
  member: { id: '77777777-7777-4777-8777-777777777777', username: 'rude', is_admin: false, suspended: false },
  open_reports_against_member: 1,
  content: { title: '@rude', text: null, image_url: null, link: '/profile/rude', hidden: false, removed: false, elsewhere: null },
};

/** /admin for an admin in a language, the queue answered by `queue`, the moderators' actions by a plain success. */
async function renderQueue(language: keyof typeof WORDS, queue: () => Answer) {
  signInAs(admin);
  mockApi((url, init) => {
    if (url === `/api/profiles/${admin.id}`) return { status: 200, body: admin };
    if (url.startsWith('/api/admin/reports?')) return queue();
    if (url === `/api/admin/content/post/${REPORTED_POST_ID}`) return { status: 200, body: { hidden: true } };
    if (url.endsWith('/suspension')) return { status: 200, body: { suspended: true, sessions_ended: 1 } };
    if (init.method === 'PATCH') return { status: 204 };
    return undefined;
  });
  return renderRoutesIn(language, [page('/admin', <AdminPage />)], '/admin');
}

const bothReports = (): Answer => ({ status: 200, body: { reports: [spamReport, harassmentReport], nextCursor: null } });

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(WORDS))('the report queue in %s', (language, words) => {
  it('shows a report card’s reason, status, people, open reports and when it came, in the language', async () => {
    await renderQueue(language as keyof typeof WORDS, bothReports);
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: words.openTab, selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: words.allTab })).toBeInTheDocument();

    const spam = await screen.findByRole('article', { name: words.spamCard });
    expect(within(spam).getByText(words.status)).toBeInTheDocument();
    expect(within(spam).getByText(words.reportedBy)).toBeInTheDocument();
    expect(within(spam).getByText(words.responsible)).toBeInTheDocument();
    expect(within(spam).getByText(words.note)).toBeInTheDocument();
    expect(within(spam).getByText(words.threeOpen)).toBeInTheDocument();
    expect(within(spam).getByRole('link', { name: words.openLink })).toHaveAttribute('href', `/posts/${REPORTED_POST_ID}`);
    expect(within(spam).getByRole('time')).toHaveTextContent(words.minuteAgo);

    const harassment = screen.getByRole('article', { name: words.harassmentCard });
    expect(within(harassment).getByText(words.oneOpen)).toBeInTheDocument();
    expect(within(harassment).getByRole('time')).toHaveAttribute('title', expect.stringMatching(words.reportedAt));
    expect(within(harassment).queryByRole('button', { name: words.hide })).not.toBeInTheDocument();
  });

  it('hides content, suspends a member after asking, and resolves a report, each confirmed in the language', async () => {
    const user = userEvent.setup();
    await renderQueue(language as keyof typeof WORDS, bothReports);
    const spam = await screen.findByRole('article', { name: words.spamCard });

    await user.click(within(spam).getByRole('button', { name: words.hide }));
    expect(await screen.findByText(words.hidden)).toBeInTheDocument();

    await user.click(within(spam).getByRole('button', { name: words.suspend }));
    const dialog = await screen.findByRole('dialog', { name: words.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(words.suspended)).toBeInTheDocument();

    await user.click(within(spam).getByRole('button', { name: words.resolve }));
    expect(await screen.findByText(words.resolved)).toBeInTheDocument();
    expect(within(spam).getByRole('button', { name: words.dismiss })).toBeInTheDocument();
  });

  it('says when nothing is left to review, and offers to try again when the queue fails', async () => {
    const empty = await renderQueue(language as keyof typeof WORDS, () => ({ status: 200, body: { reports: [], nextCursor: null } }));
    expect(await screen.findByText(words.emptyTitle)).toBeInTheDocument();
    empty.unmount();

    await renderQueue(language as keyof typeof WORDS, () => ({ status: 400, body: { error: 'Invalid cursor' } }));
    expect(await screen.findByText(words.loadError)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.tryAgain })).toBeInTheDocument();
  });
});
