import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, renderRoutesIn } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';
import { ImageDescriptionField } from './image-description-field';
import { LoadError, LoadMoreButton } from './list-states';
import { SignInPrompt } from './sign-in-prompt';

/** The words every screen shares (lists, fields, dialogs, the sign-in prompt), written naturally in each language. */
const WORDS = {
  'fr-CA': {
    loadMore: 'Afficher plus',
    tryAgain: 'Réessayer',
    describe: 'Décrivez cette photo (facultatif)',
    hint: 'Facultatif. Les lecteurs d’écran la lisent aux personnes qui ne voient pas la photo.',
    cancel: 'Annuler',
    close: 'Fermer',
    signIn: 'Se connecter',
  },
  'es-US': {
    loadMore: 'Cargar más',
    tryAgain: 'Intentar de nuevo',
    describe: 'Describe esta foto (opcional)',
    hint: 'Opcional. Los lectores de pantalla la leen a quienes no pueden ver la foto.',
    cancel: 'Cancelar',
    close: 'Cerrar',
    signIn: 'Iniciar sesión',
  },
} as const;

function SharedParts() {
  return (
    <>
      <LoadMoreButton list={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage: () => Promise.resolve() }} />
      <LoadError message="…" onRetry={() => undefined} />
      <ImageDescriptionField id="photo-description" />
      <SignInPrompt message="…" />
    </>
  );
}

describe.each(Object.entries(WORDS))('the shared words in %s', (language, words) => {
  it('label the list buttons, the optional photo field and the sign-in prompt', async () => {
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <SharedParts />)], '/');
    expect(await screen.findByRole('button', { name: words.loadMore })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.tryAgain })).toBeInTheDocument();
    expect(screen.getByLabelText(words.describe)).toHaveAccessibleDescription(words.hint);
    expect(screen.getByRole('link', { name: words.signIn })).toBeInTheDocument();
  });

  it('label a dialog’s Cancel and Close', async () => {
    const dialogPage = (
      <ConfirmDialog open onOpenChange={() => undefined} title="?" description="…" confirmLabel="OK" onConfirm={() => undefined} />
    );
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', dialogPage)], '/');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.close })).toBeInTheDocument();
  });
});
