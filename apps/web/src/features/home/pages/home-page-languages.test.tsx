import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { HomePage } from './home-page';

const member = sampleProfile({ full_name: 'Fern Gully', location: 'Portland, Oregon' });
afterEach(() => vi.unstubAllGlobals());

/** What each language shows on a member's home: the same panel, written naturally in each. */
const WORDS = {
  'fr-CA': {
    greeting: 'Bon retour, Fern',
    share: 'Partagez votre savoir',
    blogPost: 'Billet de blogue',
    create: 'Créer',
    near: 'Plantes près de chez vous',
    within: 'Plantes à échanger dans un rayon de 25 milles de Portland, Oregon.',
    none: 'Aucune plante près de chez vous pour l’instant',
    browseAll: 'Parcourir toutes les plantes',
  },
  'es-US': {
    greeting: 'Qué bueno verte de nuevo, Fern',
    share: 'Comparte lo que sabes',
    blogPost: 'Entrada de blog',
    create: 'Crear',
    near: 'Plantas cerca de ti',
    within: 'Plantas para intercambiar a menos de 25 millas de Portland, Oregon.',
    none: 'Todavía no hay plantas cerca de ti',
    browseAll: 'Explorar todas las plantas',
  },
} as const;

describe.each(Object.entries(WORDS))('a member’s home in %s', (language, words) => {
  it('greets the member, offers to share and says how far it looked for plants, in the language', async () => {
    signInAs(member);
    mockApi((url) => {
      if (url.startsWith('/api/profiles/')) return { status: 200, body: member };
      if (url.startsWith('/api/explore-v2')) return { status: 200, body: { items: [], nextCursor: null } };
      return undefined;
    });
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <HomePage />)], '/');
    expect(await screen.findByRole('heading', { level: 1, name: words.greeting })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.share })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: words.blogPost })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.create })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.near })).toBeInTheDocument();
    expect(screen.getByText(words.within)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: words.none })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.browseAll })).toHaveAttribute('href', '/browse?area=all');
  });
});
