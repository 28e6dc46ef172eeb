import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { CataloguePhotosPage } from './catalogue-photos-page';
import { FailedJobsPage } from './failed-jobs-page';

const admin = sampleProfile({ is_admin: true });
const jobs = [
  { id: '1', name: 'send-mail', error: 'Connection refused', retries: 1, failed_at: '2026-11-20T15:05:00.000Z' },
  { id: '2', name: 'resize-photo', error: 'Out of memory', retries: 3, failed_at: null },
];
const offeredPhoto = {
  id: '44444444-4444-4444-8444-444444444444',
  image_url: '/media/plants/pearls.webp',
  thumbnail_url: '/media/plants/pearls.thumb.webp',
  species: 'String of Pearls',
  username: 'pearlgrower',
  user_plant_id: '55555555-5555-4555-8555-555555555555',
  offered_at: '2026-11-20T15:05:00.000Z',
  shown: true,
};

/** What each language shows on the failed jobs and catalogue photos pages: the same screens, written naturally in each. */
const WORDS = {
  'fr-CA': {
    jobsTitle: 'Tâches en échec',
    jobsList: 'Tâches en échec, les plus récentes en premier',
    oneRetry: /^1 nouvelle tentative · échec le 20 nov\. 2026, \d{1,2}\sh\s\d\d$/,
    threeRetries: '3 nouvelles tentatives',
    retry: 'Relancer',
    photosTitle: 'Photos du catalogue',
    photoAlt: 'String of Pearls, offerte par pearlgrower',
    byline: /^par @pearlgrower · 20 nov\. 2026, \d{1,2}\sh\s\d\d · sa plante$/,
    plantLink: 'sa plante',
    shown: 'Affichée dans le catalogue',
    remove: 'Retirer la photo de String of Pearls offerte par pearlgrower',
  },
  'es-US': {
    jobsTitle: 'Tareas fallidas',
    jobsList: 'Tareas fallidas, las más recientes primero',
    oneRetry: /^1 reintento · falló el 20 nov 2026, \d{1,2}:\d\d\s[ap]\.\s?m\.$/,
    threeRetries: '3 reintentos',
    retry: 'Reintentar',
    photosTitle: 'Fotos del catálogo',
    photoAlt: 'String of Pearls, ofrecida por pearlgrower',
    byline: /^de @pearlgrower · 20 nov 2026, \d{1,2}:\d\d\s[ap]\.\s?m\. · su planta$/,
    plantLink: 'su planta',
    shown: 'Se muestra en el catálogo',
    remove: 'Quitar la foto de String of Pearls de pearlgrower',
  },
} as const;

/** An admin signed in, the failed jobs and the offered photos answered. */
function signInAdmin() {
  signInAs(admin);
  mockApi((url) => {
    if (url === `/api/profiles/${admin.id}`) return { status: 200, body: admin };
    if (url === '/api/admin/jobs/failed') return { status: 200, body: { jobs } };
    if (url === '/api/admin/catalogue-photos') return { status: 200, body: { photos: [offeredPhoto] } };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe.each(Object.entries(WORDS))('the failed jobs and catalogue photos pages in %s', (language, words) => {
  it('counts each failed job’s retries with the language’s plural and says when it failed', async () => {
    signInAdmin();
    await renderRoutesIn(language as keyof typeof WORDS, [page('/admin/jobs', <FailedJobsPage />)], '/admin/jobs');
    const list = await screen.findByRole('list', { name: words.jobsList });
    expect(within(list).getByText(words.oneRetry)).toBeInTheDocument();
    expect(within(list).getByText(words.threeRetries)).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: words.retry })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1, name: words.jobsTitle })).toBeInTheDocument();
  });

  it('shows an offered photo with who offered it and when, in the language, and a Remove that names it', async () => {
    signInAdmin();
    await renderRoutesIn(
      language as keyof typeof WORDS,
      [page('/admin/catalogue-photos', <CataloguePhotosPage />)],
      '/admin/catalogue-photos',
    );
    expect(await screen.findByRole('img', { name: words.photoAlt })).toBeInTheDocument();
    const plantLink = screen.getByRole('link', { name: words.plantLink });
    expect(plantLink).toHaveAttribute('href', `/plant/${offeredPhoto.user_plant_id}`);
    expect(plantLink.parentElement).toHaveTextContent(words.byline);
    expect(screen.getByText(words.shown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.remove })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: words.photosTitle })).toBeInTheDocument();
  });
});
