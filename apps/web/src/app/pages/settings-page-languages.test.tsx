import { CURRENT_PASSWORD_INCORRECT, PASSWORD_CHANGED, SESSION_NOT_FOUND, type AccountSession } from '@rootshare/contracts/account';
import type { BlockedMember } from '@rootshare/contracts/blocks';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@rootshare/contracts/notification-settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { SettingsPage } from './settings-page';

const me = sampleProfile();
const DAY = 86_400_000;
// Well inside the day, whenever the page's clock last ticked.
const HOURS = 2 * 3_600_000;
const session = (id: string, device: string, current = false): AccountSession => ({
  id,
  device,
  created_at: new Date(Date.now() - 3 * DAY - HOURS).toISOString(),
  expires_at: '2099-01-15T12:00:00.000Z',
  current,
});
const IVY: BlockedMember = {
  id: '55555555-5555-4555-8555-555555555555',
  username: 'ivy',
  avatar_url: null,
  blocked_at: new Date(Date.now() - 2 * DAY - HOURS).toISOString(),
};

/** What each language shows on Settings: the same page, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Paramètres',
    signedInAs: 'Connecté en tant que fern',
    headings: [
      'Adresse courriel',
      'Mot de passe',
      'Sessions actives',
      'Langue',
      'Distances',
      'Moteurs de recherche',
      'Autres serveurs',
      'Notifications',
      'Notifications sur cet appareil',
      'Flux de calendrier',
      'Membres bloqués',
      'Télécharger vos données',
      'Supprimer le compte',
    ],
    thisDevice: 'Cet appareil',
    expires: 'expire le 15 janv. 2099',
    signOutPhone: /^Déconnecter Safari on iPhone, connecté il y a 3\sj$/,
    automatic: 'Automatique utilise les kilomètres, comme le pays de votre lieu.',
    unreadMessages: 'Messages non lus',
    unreadText: 'Des messages toujours non lus 10 minutes après leur arrivée : un courriel par conversation jusqu’à ce que vous la lisiez.',
    email: 'Courriel',
    blocked: /^Bloqué il y a 2\sj$/,
    unblockIvy: 'Débloquer ivy',
    unblocked: 'Vous avez débloqué ivy',
    signOutOthers: 'Déconnecter toutes les autres sessions',
    endedOthers: 'Vos 2 autres sessions ont été déconnectées',
    endFailed: 'Impossible de déconnecter cet appareil',
    sessionGone: 'Cette session est introuvable : elle a peut-être déjà pris fin.',
    changePassword: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    currentRequired: 'Le mot de passe actuel est obligatoire',
    newRequired: 'Le nouveau mot de passe est obligatoire',
    currentIncorrect: 'Le mot de passe actuel est incorrect',
    passwordChanged: 'Mot de passe changé. Vos autres appareils ont été déconnectés.',
    newAddress: 'Nouvelle adresse courriel',
    yourPassword: 'Votre mot de passe',
    changeEmail: 'Changer d’adresse courriel',
    changeRequested: 'Nous avons envoyé un lien à moss@example.test. Votre adresse changera quand vous l’ouvrirez, d’ici 24 heures.',
  },
  'es-US': {
    title: 'Configuración',
    signedInAs: 'Sesión iniciada como fern',
    headings: [
      'Correo electrónico',
      'Contraseña',
      'Sesiones activas',
      'Idioma',
      'Distancias',
      'Motores de búsqueda',
      'Otros servidores',
      'Notificaciones',
      'Notificaciones en este dispositivo',
      'Feed de calendario',
      'Miembros bloqueados',
      'Descargar tus datos',
      'Eliminar cuenta',
    ],
    thisDevice: 'Este dispositivo',
    expires: 'vence el 15 ene 2099',
    signOutPhone: /^Cerrar sesión en Safari on iPhone, iniciada hace 3\sdías$/,
    automatic: 'Automático usa kilómetros, como el país de tu ubicación.',
    unreadMessages: 'Mensajes sin leer',
    unreadText: 'Mensajes que siguen sin leer 10 minutos después de llegar: un correo por conversación hasta que la leas.',
    email: 'Correo',
    blocked: /^Bloqueado hace 2\sdías$/,
    unblockIvy: 'Desbloquear a ivy',
    unblocked: 'Desbloqueaste a ivy',
    signOutOthers: 'Cerrar todas las demás sesiones',
    endedOthers: 'Se cerraron tus otras 2 sesiones',
    endFailed: 'No se pudo cerrar la sesión en ese dispositivo',
    sessionGone: 'No se encontró esa sesión: quizá ya terminó.',
    changePassword: 'Cambiar contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar nueva contraseña',
    currentRequired: 'La contraseña actual es obligatoria',
    newRequired: 'La nueva contraseña es obligatoria',
    currentIncorrect: 'La contraseña actual es incorrecta',
    passwordChanged: 'Contraseña cambiada. Se cerró la sesión en tus otros dispositivos.',
    newAddress: 'Nuevo correo electrónico',
    yourPassword: 'Tu contraseña',
    changeEmail: 'Cambiar correo electrónico',
    changeRequested: 'Enviamos un enlace a moss@example.test. Tu correo cambia cuando lo abras, dentro de 24 horas.',
  },
} as const;

/** A signed-in member on /settings in a language; the password is refused once, then accepted. */
async function setUp(language: keyof typeof WORDS) {
  signInAs(me);
  let passwordTries = 0;
  mockApi((url, init) => {
    const method = init.method ?? 'GET';
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url === '/api/account/email' && method === 'POST') return { status: 202, body: { email: me.email, verified: true, pending: null } };
    if (url === '/api/account/email') return { status: 200, body: { email: me.email, verified: true, pending: null } };
    if (url === '/api/account/units') return { status: 200, body: { distance_unit: 'auto', place_unit: 'km' } };
    if (url === '/api/account/sessions') {
      return { status: 200, body: { sessions: [session('a', 'Firefox on Windows', true), session('b', 'Safari on iPhone')] } };
    }
    if (url === '/api/account/sessions/revoke-others') return { status: 200, body: { ended_sessions: 2 } };
    if (url === '/api/account/sessions/b' && method === 'DELETE') return { status: 404, body: { error: SESSION_NOT_FOUND } };
    if (url === '/api/blocks') return { status: 200, body: { blocked: [IVY] } };
    if (url === `/api/blocks/${IVY.id}` && method === 'DELETE') return { status: 204 };
    if (url === '/api/notification-settings') return { status: 200, body: DEFAULT_NOTIFICATION_SETTINGS };
    if (url === '/api/account/federation') return { status: 200, body: { federates: false, available: false, handle: null } };
    if (url === '/api/calendar-feed') return { status: 200, body: { active: false, created_at: null } };
    if (url === '/api/account/password') {
      passwordTries += 1;
      return passwordTries === 1
        ? { status: 400, body: { error: CURRENT_PASSWORD_INCORRECT } }
        : { status: 200, body: { ended_sessions: 1, message: PASSWORD_CHANGED } };
    }
    return undefined;
  });
  await renderRoutesIn(language, [page('/settings', <SettingsPage />)], '/settings');
  return userEvent.setup();
}

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('Settings in %s', (language, words) => {
  it('names every section, the devices with their dates, the distance unit, the notification choices and blocked members in the language', async () => {
    await setUp(language as keyof typeof WORDS);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(words.headings);
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByText(words.signedInAs)).toBeInTheDocument();

    expect(await screen.findByText(words.thisDevice)).toBeInTheDocument();
    expect(screen.getAllByText((_, element) => element?.tagName === 'P' && element.textContent.endsWith(words.expires))).toHaveLength(2);
    expect(screen.getByRole('button', { name: words.signOutPhone })).toBeInTheDocument();

    expect(await screen.findByText(words.automatic)).toBeInTheDocument();

    const unread = await screen.findByRole('radiogroup', { name: words.unreadMessages });
    expect(unread).toHaveAccessibleDescription(words.unreadText);
    expect(within(unread).getByRole('radio', { name: words.email })).toBeInTheDocument();

    expect(
      await screen.findByText((_, element) => element?.tagName === 'P' && words.blocked.test(element.textContent)),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.unblockIvy })).toBeInTheDocument();
  });

  it('counts the other sessions signed out with the language’s plural', async () => {
    const user = await setUp(language as keyof typeof WORDS);
    await user.click(await screen.findByRole('button', { name: words.signOutOthers }));
    expect(await screen.findByText(words.endedOthers)).toBeInTheDocument();
  });

  it('says why a device could not be signed out in the language, not in the server’s English', async () => {
    const user = await setUp(language as keyof typeof WORDS);
    await user.click(await screen.findByRole('button', { name: words.signOutPhone }));
    expect(await screen.findByText(words.endFailed)).toBeInTheDocument();
    expect(screen.getByText(words.sessionGone)).toBeInTheDocument();
    expect(screen.queryByText(SESSION_NOT_FOUND)).not.toBeInTheDocument();
  });

  it('says a member is unblocked in the language', async () => {
    const user = await setUp(language as keyof typeof WORDS);
    await user.click(await screen.findByRole('button', { name: words.unblockIvy }));
    expect(await screen.findByText(words.unblocked)).toBeInTheDocument();
  });

  it('says the password form’s own errors, the server’s refusal and its success in the language', async () => {
    const user = await setUp(language as keyof typeof WORDS);
    const change = await screen.findByRole('button', { name: words.changePassword });
    await user.click(change);
    expect(await screen.findByText(words.currentRequired)).toBeInTheDocument();
    expect(screen.getByText(words.newRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(words.currentPassword), 'an old passphrase');
    await user.type(screen.getByLabelText(words.newPassword), 'a brand new passphrase');
    await user.type(screen.getByLabelText(words.confirmPassword), 'a brand new passphrase');
    await user.click(change);
    expect(await screen.findByText(words.currentIncorrect)).toBeInTheDocument();
    expect(screen.queryByText(CURRENT_PASSWORD_INCORRECT)).not.toBeInTheDocument();

    await user.click(change);
    expect(await screen.findByText(words.passwordChanged)).toBeInTheDocument();
  });

  it('says where the link to a new e-mail address went, and for how many hours it works', async () => {
    const user = await setUp(language as keyof typeof WORDS);
    await user.type(await screen.findByLabelText(words.newAddress), 'moss@example.test');
    await user.type(screen.getByLabelText(words.yourPassword), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: words.changeEmail }));
    expect(await screen.findByText(words.changeRequested)).toBeInTheDocument();
  });
});
