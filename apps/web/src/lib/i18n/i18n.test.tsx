import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH_SHELL } from './catalogs';
import { LanguageProvider, useLanguage, useT } from './i18n';

// French's shell part arrives when the test lets it, as a slow network would deliver it.
const frenchShell = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('./messages/fr-CA.json', async (importOriginal) => {
  await frenchShell.arrived;
  return importOriginal();
});

// As in the built app, which carries no ICU parser: a message reaching the formatter unparsed fails here too.
vi.mock('@formatjs/icu-messageformat-parser', () => ({
  parse: () => {
    throw new Error('an uncompiled message reached the formatter');
  },
}));

function FooterLink() {
  const t = useT();
  const { choose } = useLanguage();
  return (
    <>
      <p>{t('footer.plantsToSwap')}</p>
      <button type="button" onClick={() => void choose('fr-CA')}>
        Français
      </button>
    </>
  );
}

describe('the language on screen', () => {
  it('stays English while a chosen language’s catalog is still loading, then shows that language', async () => {
    render(
      <LanguageProvider initial="en" catalog={ENGLISH_SHELL}>
        <FooterLink />
      </LanguageProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Français' }));
    expect(screen.getByText('Plants to swap')).toBeInTheDocument();

    frenchShell.arrive();
    expect(await screen.findByText('Plantes à échanger')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('shows a message not loaded yet in the page’s language in the English this page has', () => {
    render(
      <LanguageProvider initial="es-US" catalog={{}}>
        <FooterLink />
      </LanguageProvider>,
    );
    expect(screen.getByText('Plants to swap')).toBeInTheDocument();
  });
});
