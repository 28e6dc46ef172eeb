import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, samplePlant, signInAs } from '@/test/render';
import { CreateProfilePage } from './create-profile-page';

const pothos: CataloguePlant = { ...samplePlant('Golden Pothos', 'Epipremnum aureum'), image_url: null };

/** What each language shows along the wizard: the same steps, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Créez votre profil de jardinier',
    step1: 'Étape 1 : Renseignements de base',
    fullName: 'Nom complet',
    username: 'Nom d’utilisateur',
    email: 'Courriel',
    fullNameRequired: 'Le nom complet est obligatoire',
    usernameRequired: 'Le nom d’utilisateur est obligatoire',
    continue: 'Continuer',
    back: 'Retour',
    step2: 'Étape 2 : Photos du jardin',
    addPhotos: 'Ajouter des photos du jardin',
    addPost: 'Ajouter une publication au Tableau des fiertés',
    savePost: 'Ajouter la publication',
    cancel: 'Annuler',
    items: '0/10 éléments',
    emptyBoard: 'Votre Tableau des fiertés est vide',
    step3: 'Étape 3 : Votre collection',
    needOnePlant: 'Ajoutez au moins une plante pour continuer.',
    searchPlant: 'Ajouter une plante',
    onePlant: 'Votre collection (1 plante)',
    twoPlants: 'Votre collection (2 plantes)',
    step4: 'Étape 4 : Préférences d’échange',
    needSwapType: 'Choisissez au moins un type d’échange pour continuer.',
    cuttings: 'boutures',
    distance: 'Distance souhaitée (milles)',
    step5: 'Étape 5 : Aperçu et publication',
    within: 'Dans un rayon de 10 milles',
    plants: 'Plantes (2)',
    collectionOnly: 'Collection seulement',
    publish: 'Publier mon profil',
    warning: 'Profil publié, avec un avertissement',
    warningText: 'Impossible d’ajouter certains éléments (plantes); vous pourrez les ajouter plus tard. Votre profil a été conservé.',
    leftOver: /^Votre profil est publié, mais 2 éléments ci-dessus n’ont pas pu être ajoutés pour l’instant\./,
    finish: 'Terminer sans eux',
    tryAgain: 'Réessayer',
  },
  'es-US': {
    title: 'Crea tu perfil de jardinero',
    step1: 'Paso 1: Información básica',
    fullName: 'Nombre completo',
    username: 'Nombre de usuario',
    email: 'Correo electrónico',
    fullNameRequired: 'El nombre completo es obligatorio',
    usernameRequired: 'El nombre de usuario es obligatorio',
    continue: 'Continuar',
    back: 'Atrás',
    step2: 'Paso 2: Fotos del jardín',
    addPhotos: 'Agregar fotos del jardín',
    addPost: 'Agregar una publicación al Tablero de logros',
    savePost: 'Agregar publicación',
    cancel: 'Cancelar',
    items: '0/10 elementos',
    emptyBoard: 'Tu Tablero de logros está vacío',
    step3: 'Paso 3: Arma tu colección',
    needOnePlant: 'Agrega al menos una planta para continuar.',
    searchPlant: 'Agregar una planta',
    onePlant: 'Tu colección (1 planta)',
    twoPlants: 'Tu colección (2 plantas)',
    step4: 'Paso 4: Preferencias de intercambio',
    needSwapType: 'Elige al menos un tipo de intercambio para continuar.',
    cuttings: 'esquejes',
    distance: 'Distancia preferida (millas)',
    step5: 'Paso 5: Revisar y publicar',
    within: 'A 10 millas o menos',
    plants: 'Plantas (2)',
    collectionOnly: 'Solo en la colección',
    publish: 'Publicar perfil',
    warning: 'Perfil publicado con una advertencia',
    warningText: 'No se pudieron agregar algunos elementos (plantas); puedes agregarlos más tarde. Tu perfil se guardó.',
    leftOver: /^Tu perfil está publicado, pero todavía no se pudieron agregar 2 elementos de arriba\./,
    finish: 'Terminar sin ellos',
    tryAgain: 'Reintentar',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

/** A signed-in member without a full name on /create-profile, whose profile saves and whose plants fail to. */
async function openWizard(language: keyof typeof WORDS) {
  const member = sampleProfile({ id: crypto.randomUUID(), username: 'newbie', email: 'newbie@example.test' });
  signInAs(member);
  let profile = member;
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/') && init.method === 'PUT') {
      profile = { ...profile, ...(JSON.parse(String(init.body)) as Record<string, unknown>) };
      return { status: 200, body: profile };
    }
    if (url.startsWith('/api/profiles/')) return { status: 200, body: profile };
    if (url === '/api/plants') return { status: 200, body: [pothos] };
    return undefined;
  });
  await renderRoutesIn(language, [page('/create-profile', <CreateProfilePage />), page('/', <p>home page</p>)], '/create-profile');
  return userEvent.setup();
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function addPothos(user: ReturnType<typeof userEvent.setup>, words: Words) {
  await user.type(screen.getByRole('combobox', { name: words.searchPlant }), 'pot');
  await user.click(await screen.findByRole('option', { name: /Golden Pothos/ }));
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

// The whole wizard runs through five steps in happy-dom; a busy machine needs more than the default 5 s.
describe.each(Object.entries(WORDS))('the profile set-up wizard in %s', { timeout: 20_000 }, (language, words) => {
  it('names each step, its buttons and its hints in the language, and tells of a partial publish in it', async () => {
    const user = await openWizard(language as keyof typeof WORDS);
    expect(await heading(words.step1)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
    expect(screen.getByLabelText(words.email)).toHaveValue('newbie@example.test');

    await user.clear(screen.getByLabelText(words.username));
    await user.click(screen.getByRole('button', { name: words.continue }));
    expect(await screen.findByText(words.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(words.usernameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(words.fullName), 'Nova Bloom');
    await user.type(screen.getByLabelText(words.username), 'newbie');
    await user.click(screen.getByRole('button', { name: words.continue }));

    expect(await heading(words.step2)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.addPhotos })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.addPost })).toBeInTheDocument();
    expect(screen.getByText(words.items)).toBeInTheDocument();
    expect(screen.getByText(words.emptyBoard)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.back })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.addPost }));
    const dialog = await screen.findByRole('dialog', { name: words.addPost });
    expect(within(dialog).getByRole('button', { name: words.savePost })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: words.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: words.continue }));

    expect(await heading(words.step3)).toBeInTheDocument();
    expect(screen.getByText(words.needOnePlant)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.continue })).toBeDisabled();
    await addPothos(user, words);
    expect(await screen.findByRole('heading', { level: 3, name: words.onePlant })).toBeInTheDocument();
    await addPothos(user, words);
    expect(await screen.findByRole('heading', { level: 3, name: words.twoPlants })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: words.continue }));

    expect(await heading(words.step4)).toBeInTheDocument();
    expect(screen.getByText(words.needSwapType)).toBeInTheDocument();
    expect(screen.getByLabelText(words.distance)).toHaveValue('10');
    await user.click(screen.getByRole('checkbox', { name: words.cuttings }));
    await user.click(screen.getByRole('button', { name: words.continue }));

    expect(await heading(words.step5)).toBeInTheDocument();
    expect(screen.getByText(words.within)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: words.plants })).toBeInTheDocument();
    expect(screen.getAllByText(words.collectionOnly)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: words.publish }));
    expect(await screen.findByText(words.warning)).toBeInTheDocument();
    expect(screen.getByText(words.warningText)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words.leftOver);
    expect(screen.getByRole('button', { name: words.finish })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.tryAgain })).toBeInTheDocument();
  });
});
