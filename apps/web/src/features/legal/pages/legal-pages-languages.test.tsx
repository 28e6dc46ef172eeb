import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutesIn } from '@/test/render';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

/** The frame of the legal pages in each language; the documents themselves are English only, and say so. */
const WORDS = {
  'fr-CA': {
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    updated: 'Dernière mise à jour : 29 juillet 2025',
    date: '29 juillet 2025',
    onThisPage: 'Sur cette page',
    englishOnly: 'Ce document n’existe qu’en anglais; c’est le texte anglais qui s’applique.',
  },
  'es-US': {
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    updated: 'Última actualización: 29 de julio de 2025',
    date: '29 de julio de 2025',
    onThisPage: 'En esta página',
    englishOnly: 'Este documento solo está disponible en inglés; el texto en inglés es el que rige.',
  },
} as const;

describe.each(Object.entries(WORDS))('the legal pages in %s', (language, words) => {
  it('title the page and its date in the language, say the text is English only, and mark that text English', async () => {
    const routes = [page('/privacy', <PrivacyPage />), page('/terms', <TermsPage />)];
    await renderRoutesIn(language as keyof typeof WORDS, routes, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: words.privacy })).toBeInTheDocument();
    expect(document.title).toBe(`${words.privacy} — Rootshare`);
    const date = screen.getByText(words.date);
    expect(date).toHaveAttribute('datetime', '2025-07-29');
    expect(date.parentElement?.textContent).toContain(words.updated);
    expect(screen.getByText(words.englishOnly)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: words.onThisPage })).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('lang', 'en');
  });
});
