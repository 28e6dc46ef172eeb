import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, samplePost } from '@/test/render';
import { CreatePostDialog } from './create-post-dialog';
import { EditPostDialog } from './edit-post-dialog';

const MB = 1024 * 1024;

function bigPhoto() {
  const file = new File(['bytes'], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 11 * MB });
  return file;
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

/** The post forms in each language: the type choice, the fields, the media picker, a contract's error and the edit dialog. */
const WORDS = {
  'fr-CA': {
    chooser: 'Créer une publication',
    question: 'Que voulez-vous partager?',
    group: 'Type de publication',
    photo: /^Photo/,
    reel: /^Réel/,
    photoHint: 'Montrez une plante, une nouvelle feuille ou votre jardin.',
    formTitle: 'Partager une photo',
    title: /^Titre/,
    content: /^Contenu/,
    tags: /^Mots-clics/,
    tagsHint: 'Séparez les mots-clics par des virgules.',
    choose: 'Choisir une photo',
    limits: 'JPG, PNG ou WebP, jusqu’à 10 Mo par fichier',
    changeType: 'Changer de type',
    submit: 'Publier',
    titleRequired: 'Le titre est obligatoire',
    contentRequired: 'Le contenu est obligatoire',
    needImage: 'Veuillez choisir un fichier image pour une photo',
    tooLarge: 'Fichier trop volumineux : veuillez choisir un fichier de moins de 10 Mo',
    edit: 'Modifier la publication',
    editText: 'Modifiez le texte ou remplacez le média.',
    current: 'Photo actuelle',
    replace: 'Remplacer',
    save: 'Enregistrer les modifications',
    cancel: 'Annuler',
    blog: /^Billet de blogue/,
    quota: /^Vous pouvez partager 10 publications par heure\. Vous pourrez réessayer : .+\.$/,
  },
  'es-US': {
    chooser: 'Crear publicación',
    question: '¿Qué te gustaría compartir?',
    group: 'Tipo de publicación',
    photo: /^Foto/,
    reel: /^Reel/,
    photoHint: 'Presume una planta, una hoja nueva o tu jardín.',
    formTitle: 'Compartir una foto',
    title: /^Título/,
    content: /^Contenido/,
    tags: /^Etiquetas/,
    tagsHint: 'Separa las etiquetas con comas.',
    choose: 'Elegir una foto',
    limits: 'JPG, PNG o WebP, hasta 10 MB por archivo',
    changeType: 'Cambiar tipo',
    submit: 'Publicar',
    titleRequired: 'El título es obligatorio',
    contentRequired: 'El contenido es obligatorio',
    needImage: 'Elige un archivo de imagen para las fotos',
    tooLarge: 'Archivo demasiado grande: elige un archivo de menos de 10 MB',
    edit: 'Editar publicación',
    editText: 'Cambia el texto o reemplaza el archivo multimedia.',
    current: 'Foto actual',
    replace: 'Reemplazar',
    save: 'Guardar cambios',
    cancel: 'Cancelar',
    blog: /^Entrada de blog/,
    quota: /^Puedes compartir 10 publicaciones por hora\. .+/,
  },
} as const;

describe.each(Object.entries(WORDS))('the post forms in %s', (language, words) => {
  it('offers the types, names the fields and the media picker, and says what is missing in the language', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <CreatePostDialog open onOpenChange={() => undefined} />)], '/');
    const chooser = await screen.findByRole('dialog', { name: words.chooser });
    expect(within(chooser).getByText(words.question)).toBeInTheDocument();
    const types = within(chooser).getByRole('group', { name: words.group });
    expect(within(types).getByRole('button', { name: words.reel })).toBeInTheDocument();
    expect(within(types).getByText(words.photoHint)).toBeInTheDocument();
    await user.click(within(types).getByRole('button', { name: words.photo }));

    const form = await screen.findByRole('dialog', { name: words.formTitle });
    expect(within(form).getByLabelText(words.title)).toBeInTheDocument();
    expect(within(form).getByLabelText(words.content)).toBeInTheDocument();
    expect(within(form).getByLabelText(words.tags)).toBeInTheDocument();
    expect(within(form).getByText(words.tagsHint)).toBeInTheDocument();
    expect(within(form).getByText(words.limits)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: words.changeType })).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: words.submit }));
    expect(await within(form).findByText(words.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(words.contentRequired)).toBeInTheDocument();
    expect(within(form).getByText(words.needImage)).toBeInTheDocument();

    await user.upload(within(form).getByLabelText(words.choose), bigPhoto());
    expect(await within(form).findByText(words.tooLarge)).toBeInTheDocument();
  });

  it('says a met posting limit and when it resets in the language, not in the server’s English', async () => {
    const limit = 'You can share 10 posts an hour.';
    mockApi((url, init) =>
      url === '/api/posts' && init.method === 'POST'
        ? {
            status: 429,
            body: {
              error: `${limit} Try again in 40 minutes.`,
              details: { limit, retry_after_seconds: 2400, quota: { kind: 'posts', max: 10 } },
            },
          }
        : undefined,
    );
    const user = userEvent.setup();
    await renderRoutesIn(language as keyof typeof WORDS, [page('/', <CreatePostDialog open onOpenChange={() => undefined} />)], '/');
    const chooser = await screen.findByRole('dialog', { name: words.chooser });
    await user.click(within(chooser).getByRole('button', { name: words.blog }));
    await user.type(await screen.findByLabelText(words.title), 'Basil from cuttings');
    await user.type(screen.getByLabelText(words.content), 'Stand a tip in water for a week.');
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByText(words.quota)).toBeInTheDocument();
    expect(screen.queryByText(/Try again/)).not.toBeInTheDocument();
  });

  it('edits a post in the language, showing its current photo', async () => {
    const post = samplePost({ title: 'Sunny window', content: 'Morning light.' });
    await renderRoutesIn(
      language as keyof typeof WORDS,
      [page('/', <EditPostDialog post={post} open onOpenChange={() => undefined} />)],
      '/',
    );
    const dialog = await screen.findByRole('dialog', { name: words.edit });
    expect(within(dialog).getByText(words.editText)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(words.title)).toHaveValue('Sunny window');
    expect(within(dialog).getByRole('img', { name: words.current })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.replace })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.save })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: words.cancel })).toBeInTheDocument();
  });
});
