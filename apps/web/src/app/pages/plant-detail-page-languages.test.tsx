import type { UserPlantDetail } from '@rootshare/contracts/user-plants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutesIn, sampleProfile } from '@/test/render';
import { PlantDetailPage } from './plant-detail-page';

const PLANT_ID = '33333333-3333-4333-8333-333333333333';
const owner = { id: '44444444-4444-4444-8444-444444444444', username: 'ivy', location: 'Portland, Oregon', avatar_url: null };
const catalogue = {
  id: '22222222-2222-4222-8222-222222222222',
  common_name: 'Monstera',
  scientific_name: 'Monstera deliciosa',
  description: 'A climbing aroid with split leaves.',
  image_url: null,
  image_urls: [],
  category: 'houseplant' as const,
  care_level: 'intermediate' as const,
  light_requirements: null,
  water_requirements: 'When the top inch is dry',
  image_credit: null,
  popularity: 0,
};

const detail = (available: boolean): UserPlantDetail => ({
  userPlant: {
    id: PLANT_ID,
    user_id: owner.id,
    plant_id: catalogue.id,
    custom_name: 'Monty',
    size: 'Medium',
    age: null,
    swap_type: 'cutting',
    notes: 'Happy to swap a rooted cutting.',
    available_for_swap: available,
    pest_free_confirmed_at: '2026-11-20T10:00:00.000Z',
    image_urls: ['/media/plants/a.webp', '/media/plants/b.webp'],
    thumbnail_urls: ['/media/plants/a.thumb.webp', '/media/plants/b.thumb.webp'],
    image_descriptions: [null, null],
    is_hidden: false,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    plants: catalogue,
    profiles: owner,
  },
  plant: catalogue,
  profile: owner,
  lineage: {
    parents: [{ user_plant_id: null, username: 'alice', town: 'Gresham', swapped_at: '2026-03-05T10:00:00.000Z', generation: 1 }],
    children: [],
  },
  care_card: {
    giver_username: 'alice',
    light: 'Bright',
    water: null,
    soil: 'Chunky mix',
    notes: null,
    updated_at: '2026-03-05T10:00:00.000Z',
  },
  invasive_in: [],
});

/** What each language shows on a plant's page: the same page, written naturally in each. */
const WORDS = {
  'fr-CA': {
    size: 'Taille',
    availableFor: 'Offerte en',
    cutting: 'Bouture',
    notSpecified: 'Non précisé',
    pestFree: 'Sans ravageurs, selon le propriétaire, le 20 nov. 2026',
    notes: 'Notes du propriétaire',
    about: 'À propos de Monstera',
    careCard: 'Fiche d’entretien',
    soil: 'Terreau',
    journey: 'Le parcours de cette plante',
    lineageDate: '5 mars 2026',
    showPhoto: 'Afficher la photo 2 sur 2',
    contactOwner: 'Écrire au propriétaire',
    requestSwap: 'Demander un échange',
    ownerLabel: 'Propriétaire',
    ownHidden: 'Vous seul voyez cette plante : elle n’est pas offerte en échange.',
    myPlants: 'Mes plantes',
    yourPlant: 'Votre plante',
    careReminders: 'Rappels d’entretien',
    notFound: 'Plante introuvable',
    backToExplore: 'Retour à Explorer',
    contactNeedsSignIn: 'Connectez-vous pour écrire aux propriétaires des plantes.',
    signIn: 'Se connecter',
  },
  'es-US': {
    size: 'Tamaño',
    availableFor: 'Disponible como',
    cutting: 'Esqueje',
    notSpecified: 'Sin especificar',
    pestFree: 'El dueño confirmó que no tenía plagas el 20 nov 2026',
    notes: 'Notas del dueño',
    about: 'Acerca de Monstera',
    careCard: 'Guía de cuidados',
    soil: 'Tierra',
    journey: 'El recorrido de esta planta',
    lineageDate: '5 mar 2026',
    showPhoto: 'Ver la foto 2 de 2',
    contactOwner: 'Escribirle al dueño',
    requestSwap: 'Pedir intercambio',
    ownerLabel: 'Dueño',
    ownHidden: 'Solo tú puedes ver esta planta: no está disponible para intercambio.',
    myPlants: 'Mis plantas',
    yourPlant: 'Tu planta',
    careReminders: 'Recordatorios de cuidado',
    notFound: 'No encontramos la planta',
    backToExplore: 'Volver a Explorar',
    contactNeedsSignIn: 'Inicia sesión para escribir a los dueños de las plantas.',
    signIn: 'Iniciar sesión',
  },
} as const;

const routes = [page('/plant/:plantId', <PlantDetailPage />)];
const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the plant page in %s', (language, words) => {
  const open = async (available: boolean, profile = sampleProfile()) => {
    mockApi((url) => {
      if (url === `/api/user-plants/${PLANT_ID}`) return { status: 200, body: detail(available) };
      return url.startsWith('/api/profiles/') ? { status: 200, body: profile } : undefined;
    });
    await renderRoutesIn(language as keyof typeof WORDS, routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Monty' })).toBeInTheDocument();
  };

  it('shows a visitor the facts, notes, care card, journey and how to ask for the plant, all in the language', async () => {
    await open(true);
    expect(tile(words.size)).toHaveTextContent('Medium');
    expect(tile(words.availableFor)).toHaveTextContent(words.cutting);
    expect(screen.getAllByText(words.notSpecified)).toHaveLength(2);
    expect(screen.getByText(words.pestFree)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.notes })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.about })).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: words.careCard }).parentElement as HTMLElement).getByText(words.soil),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.journey })).toBeInTheDocument();
    expect(screen.getByText(words.lineageDate)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.showPhoto })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.contactOwner })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.requestSwap })).toBeInTheDocument();
    expect(screen.getByText(words.ownerLabel)).toBeInTheDocument();
  });

  it('asks a visitor who taps Contact Owner to sign in, in the language, with a button to do so', async () => {
    const user = userEvent.setup();
    await open(true);
    await user.click(screen.getByRole('button', { name: words.contactOwner }));
    expect(await screen.findByText(words.contactNeedsSignIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.signIn })).toBeInTheDocument();
  });

  it('shows the owner that only they see a plant not up for swap, with a link back to their plants', async () => {
    const self = sampleProfile({ id: owner.id, username: owner.username });
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: self.id, username: self.username, email: self.email, profile: self }));
    await open(false, self);
    expect(await screen.findByText(words.ownHidden)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.myPlants })).toHaveAttribute('href', '/profile');
    expect(screen.getByText(words.yourPlant)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: words.requestSwap })).not.toBeInTheDocument();
    // The owner's care reminders load on their own: the test ends only once they have drawn.
    expect(await screen.findByRole('heading', { name: words.careReminders })).toBeInTheDocument();
  });

  it('says the plant is not found, with a way back to Explore', async () => {
    mockApi(() => undefined);
    await renderRoutesIn(language as keyof typeof WORDS, routes, `/plant/${PLANT_ID}`);
    expect(await screen.findByRole('heading', { name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.backToExplore })).toHaveAttribute('href', '/explore');
  });
});
