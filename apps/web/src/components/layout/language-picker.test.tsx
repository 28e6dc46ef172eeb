import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY } from '@/lib/i18n/language';
import { page, renderRoutes } from '@/test/render';
import { Footer } from './footer';

describe('the footer’s language picker', () => {
  it('switches the page to the chosen language, declares it on <html> and remembers it in this browser', async () => {
    renderRoutes([page('/', <Footer />)], '/');
    const user = userEvent.setup();
    expect(screen.getByRole('navigation', { name: 'Community' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(await screen.findByRole('navigation', { name: 'Comunidad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plantas para intercambiar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es-US');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es-US');
    await user.selectOptions(screen.getByLabelText('Idioma'), 'Français');
    expect(await screen.findByText('Partagez vos racines, faites grandir votre communauté.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });
});
