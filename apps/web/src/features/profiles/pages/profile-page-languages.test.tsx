import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, sampleUserPlant, signInAs } from '@/test/render';
import { ProfilePage } from './profile-page';

const me = sampleProfile({
  full_name: 'Fern Gully',
  swap_preferences: JSON.stringify({ swapTypes: ['cuttings', 'full-plants'], interests: ['herbs'], careLevels: [] }),
});
const other = sampleProfile({ id: crypto.randomUUID(), username: 'ivy', email: 'ivy@example.test', full_name: 'Ivy Green' });
const stats = {
  plants: 1234,
  available: 2,
  posts: 0,
  garden_photos: 0,
  swaps_completed: 3,
  rating: { average: 4.5, count: 2 },
  reply_speed: 'hours',
};

/** What each language shows on a profile: the same page, written naturally in each. */
const WORDS = {
  'fr-CA': {
    documentTitle: 'Profil — Rootshare',
    editProfile: 'Modifier le profil',
    preview: 'Aperçu du profil public',
    editBanner: 'Modifier la bannière',
    message: 'Envoyer un message',
    tabs: ['Plantes', 'Tableau des fiertés', 'Liste de souhaits', 'Échanges', 'Avis'],
    stats: 'Statistiques du profil',
    plants: 'Plantes',
    available: 'Offertes',
    rating: 'Note',
    plantsValue: /^1\s234$/,
    ratingValue: '4,5 sur 5',
    replySpeed: 'Répond habituellement en quelques heures',
    swapTypes: 'Types d’échange',
    fullPlants: 'plantes entières',
    interests: 'Intérêts',
    herbs: 'fines herbes',
    notFound: 'Profil introuvable',
    browseGardeners: 'Parcourir les jardiniers',
    username: 'Nom d’utilisateur',
    usernameRequired: 'Le nom d’utilisateur est obligatoire',
    bio: 'Bio',
    save: 'Enregistrer',
    cancel: 'Annuler',
    avatar: 'Photo de profil',
    changeAvatar: 'Changer la photo',
    publicPreview: 'Aperçu du profil public',
    posts: 'Publications',
    forSwap: 'Offertes en échange',
    morePlants: '+2 autres plantes offertes',
    photosFailed: 'Impossible de charger les photos du jardin.',
    gardenPhotos: 'Photos du jardin',
    tryAgain: 'Réessayer',
  },
  'es-US': {
    documentTitle: 'Perfil — Rootshare',
    editProfile: 'Editar perfil',
    preview: 'Ver tu perfil público',
    editBanner: 'Editar el banner',
    message: 'Enviar mensaje',
    tabs: ['Plantas', 'Tablero de logros', 'Lista de deseos', 'Intercambios', 'Reseñas'],
    stats: 'Estadísticas del perfil',
    plants: 'Plantas',
    available: 'Disponibles',
    rating: 'Calificación',
    plantsValue: /^1,234$/,
    ratingValue: '4.5 de 5',
    replySpeed: 'Suele responder en unas horas',
    swapTypes: 'Tipos de intercambio',
    fullPlants: 'plantas enteras',
    interests: 'Intereses',
    herbs: 'hierbas',
    notFound: 'No encontramos este perfil',
    browseGardeners: 'Explorar jardineros',
    username: 'Nombre de usuario',
    usernameRequired: 'El nombre de usuario es obligatorio',
    bio: 'Biografía',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    avatar: 'Foto de perfil',
    changeAvatar: 'Cambiar foto',
    publicPreview: 'Vista previa del perfil público',
    posts: 'Publicaciones',
    forSwap: 'Disponibles para intercambio',
    morePlants: '+2 plantas más disponibles',
    photosFailed: 'No se pudieron cargar las fotos del jardín.',
    gardenPhotos: 'Fotos del jardín',
    tryAgain: 'Reintentar',
  },
} as const;

/** Fern, signed in, on a profile page in the language, with these plants on every profile; garden photos fail to load. */
async function renderProfile(language: keyof typeof WORDS, path: string, plants = 0) {
  const collection = Array.from({ length: plants }, () => sampleUserPlant({ id: crypto.randomUUID(), available_for_swap: true }));
  signInAs(me);
  mockApi((url) => {
    for (const profile of [me, other]) {
      if (url === `/api/profiles/${profile.id}`) return { status: 200, body: profile };
      if (url === `/api/profiles/${profile.id}/stats`) return { status: 200, body: stats };
      if (url === `/api/user-plants?user_id=${profile.id}`) return { status: 200, body: collection };
    }
    return undefined;
  });
  await renderRoutesIn(language, [page('/profile', <ProfilePage />), page('/profile/:userId', <ProfilePage />)], path);
}

/** The value shown on the stat tile with this label. */
function statValue(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement ?? term).getByRole('definition');
}

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the profile page in %s', (language, words) => {
  it('shows the own profile’s buttons, tabs, preferences and stats in the language, numbers in its format', async () => {
    await renderProfile(language as keyof typeof WORDS, '/profile');
    expect(await screen.findByRole('button', { name: words.editProfile })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.preview })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.editBanner })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(words.tabs);
    expect(screen.getByRole('heading', { name: words.swapTypes })).toBeInTheDocument();
    expect(screen.getByText(words.fullPlants)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.interests })).toBeInTheDocument();
    expect(screen.getByText(words.herbs)).toBeInTheDocument();

    const section = screen.getByRole('region', { name: words.stats });
    await waitFor(() => expect(statValue(words.plants)).toHaveTextContent(words.plantsValue));
    expect(statValue(words.available)).toHaveTextContent('2');
    expect(statValue(words.rating)).toHaveTextContent(words.ratingValue);
    expect(within(section).getByText(words.replySpeed)).toBeInTheDocument();
  });

  it('heads the Brag Board tab with the garden photos, and offers to retry them, in the language', async () => {
    await renderProfile(language as keyof typeof WORDS, '/profile');
    await userEvent.setup().click(await screen.findByRole('tab', { name: words.tabs[1] }));
    expect(await screen.findByRole('heading', { name: words.gardenPhotos })).toBeInTheDocument();
    expect(await screen.findByText(words.photosFailed)).toBeInTheDocument();
    // The Brag Board's posts, not answered here either, offer their own Try again below.
    expect(
      within(screen.getByRole('region', { name: words.gardenPhotos })).getByRole('button', { name: words.tryAgain }),
    ).toBeInTheDocument();
  });

  it('offers another member’s profile a message button and no Swaps tab, in the language', async () => {
    await renderProfile(language as keyof typeof WORDS, `/profile/${other.id}`);
    expect(await screen.findByRole('link', { name: words.message })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: words.editProfile })).not.toBeInTheDocument();
  });

  it('says a missing profile is not found in the language', async () => {
    await renderProfile(language as keyof typeof WORDS, `/profile/${crypto.randomUUID()}`);
    expect(await screen.findByRole('heading', { name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.browseGardeners })).toBeInTheDocument();
    expect(document.title).toBe(words.documentTitle);
  });

  it('previews the public profile in the language, with the plants left over as a plural', async () => {
    await renderProfile(language as keyof typeof WORDS, '/profile', 8);
    await userEvent.setup().click(await screen.findByRole('button', { name: words.preview }));
    const dialog = await screen.findByRole('dialog', { name: words.publicPreview });
    expect(within(dialog).getByText(words.posts, { selector: 'dt' })).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: words.forSwap })).toBeInTheDocument();
    expect(await within(dialog).findByText(words.morePlants)).toBeInTheDocument();
    expect(await within(dialog).findByText(words.photosFailed)).toBeInTheDocument();
  });

  it('opens Edit Profile with its fields, buttons and a required username in the language', async () => {
    await renderProfile(language as keyof typeof WORDS, '/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: words.editProfile }));
    const dialog = await screen.findByRole('dialog', { name: words.editProfile });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: words.save })).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: words.avatar })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.changeAvatar })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(words.bio)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(words.username));
    await user.click(within(dialog).getByRole('button', { name: words.save }));
    expect(await within(dialog).findByText(words.usernameRequired)).toBeInTheDocument();
  });
});
