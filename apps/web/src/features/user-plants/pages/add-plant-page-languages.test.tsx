import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/session-storage';
import { liveToken, mockApi, page, renderRoutesIn, sampleProfile } from '@/test/render';
import { AddPlantPage } from './add-plant-page';

const monstera: CataloguePlant = {
  id: '22222222-2222-4222-8222-222222222222',
  common_name: 'Monstera',
  scientific_name: 'Monstera deliciosa',
  description: 'Split leaves.',
  image_url: null,
  image_urls: [],
  category: 'houseplant',
  care_level: 'beginner',
  light_requirements: null,
  water_requirements: null,
  image_credit: null,
  popularity: 0,
};
const member = sampleProfile();
const routes = [page('/add-plant', <AddPlantPage />)];

/** What each language shows on the add-plant form: the same form, written naturally in each. */
const WORDS = {
  'fr-CA': {
    title: 'Ajouter une plante',
    whichPlant: 'De quelle plante s’agit-il?',
    plantType: 'Type de plante',
    customName: 'Nom personnalisé (facultatif)',
    notes: 'Notes (facultatif)',
    swapType: 'Type d’échange',
    swapTypes: ['Bouture', 'Plante entière', 'Semences', 'Peu importe'],
    available: 'Offerte en échange',
    pestFree: 'Cette plante est exempte de ravageurs',
    photoCount: '0 sur 5',
    heif: 'IMG_1.heic : les images HEIC/HEIF ne sont pas prises en charge. Convertissez-la en JPG, PNG ou WebP.',
    hint: 'JPG, PNG ou WebP, jusqu’à 50 Mo chacune · jusqu’à 5 photos. La première photo sert de couverture.',
    submit: 'Ajouter la plante',
    selectPlant: 'Veuillez choisir une plante',
    confirmPestFree: 'Veuillez confirmer que la plante est exempte de ravageurs avant de l’offrir en échange.',
    loginTitle: 'Connexion requise',
    login: 'Se connecter',
  },
  'es-US': {
    title: 'Agregar una planta',
    whichPlant: '¿Qué planta es?',
    plantType: 'Tipo de planta',
    customName: 'Nombre personalizado (opcional)',
    notes: 'Notas (opcional)',
    swapType: 'Tipo de intercambio',
    swapTypes: ['Esqueje', 'Planta entera', 'Semillas', 'Cualquiera'],
    available: 'Disponible para intercambio',
    pestFree: 'Esta planta no tiene plagas',
    photoCount: '0 de 5',
    heif: 'IMG_1.heic: no se admiten imágenes HEIC/HEIF. Conviértela a JPG, PNG o WebP.',
    hint: 'JPG, PNG o WebP, hasta 50 MB cada una · hasta 5 fotos. La primera foto es la portada.',
    submit: 'Agregar planta',
    selectPlant: 'Elige una planta',
    confirmPestFree: 'Confirma que la planta no tiene plagas antes de ofrecerla para intercambio.',
    loginTitle: 'Tienes que iniciar sesión',
    login: 'Iniciar sesión',
  },
} as const;

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the add-plant page in %s', (language, words) => {
  const openSignedIn = async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, liveToken());
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ id: member.id, username: member.username, email: member.email, profile: member }));
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
      return url === '/api/plants' ? { status: 200, body: [monstera] } : undefined;
    });
    await renderRoutesIn(language as keyof typeof WORDS, routes, '/add-plant');
    expect(await screen.findByRole('heading', { level: 1, name: words.title })).toBeInTheDocument();
  };

  it('labels the form, its swap type choices, the photo limits and the pest-free confirmation in the language', async () => {
    await openSignedIn();
    expect(screen.getByRole('heading', { name: words.whichPlant })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: words.plantType })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.customName })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.notes })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: words.swapType });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(words.swapTypes);
    expect(screen.getByRole('switch', { name: words.available })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: words.pestFree })).not.toBeChecked();
    expect(screen.getByText(words.photoCount)).toBeInTheDocument();
    expect(screen.getByText(words.hint)).toBeInTheDocument();
  });

  it('refuses an iPhone HEIC photo with advice in the language', async () => {
    await openSignedIn();
    const input = document.getElementById('add-plant-photos');
    if (!(input instanceof HTMLInputElement)) throw new Error('no photo input on the form');
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['x'], 'IMG_1.heic', { type: 'image/heic' }));
    expect(await screen.findByText(words.heif)).toBeInTheDocument();
  });

  it('says what is missing in the language when the form is sent empty', async () => {
    await openSignedIn();
    await userEvent.setup().click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.selectPlant)).toBeInTheDocument();
    expect(screen.getByText(words.confirmPestFree)).toBeInTheDocument();
  });

  it('asks a visitor to sign in first', async () => {
    mockApi(() => undefined);
    await renderRoutesIn(language as keyof typeof WORDS, routes, '/add-plant');
    expect(await screen.findByRole('heading', { name: words.loginTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.login })).toHaveAttribute('href', '/auth');
  });
});
