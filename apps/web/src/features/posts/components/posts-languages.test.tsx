import type { Comment, Post } from '@rootshare/contracts/posts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, page, renderRoutesIn, sampleProfile, samplePost, signInAs } from '@/test/render';
import { PostPage } from '../pages/post-page';
import { BragBoardTab } from './brag-board-tab';
import { CommunityFeed } from './community-feed';

const author = sampleProfile({ full_name: 'Fern Gully' });
const reader = sampleProfile({ id: '22222222-2222-4222-8222-222222222222', username: 'ivy', email: 'ivy@example.test' });

const blogPost = samplePost({
  type: 'blog_post',
  title: 'Repotting guide',
  content: `${'Roots need room. '.repeat(20)}THE END`,
  tags: 'monstera',
  media_type: null,
  media_urls: [],
  likes_count: 2,
  comments_count: 1,
});
const comment: Comment = {
  id: '99999999-9999-4999-8999-999999999999',
  post_id: blogPost.id,
  content: 'Lovely roots',
  is_hidden: false,
  created_at: '2026-01-02T00:00:00.000Z',
  user: { id: author.id, username: 'fern', full_name: 'Fern Gully', avatar_url: null },
  remote_author: null,
};

type Language = 'fr-CA' | 'es-US';

/** The posts' words in each language, as a member reads them. */
const WORDS = {
  'fr-CA': {
    type: 'Billet de blogue',
    readMore: 'Lire la suite',
    tags: 'Mots-clics',
    like: 'J’aime, 2 mentions J’aime',
    comments: '1 commentaire',
    share: 'Partager',
    copied: 'Lien copié!',
    ago: /^il y a /,
    thread: 'Commentaires sur Repotting guide',
    commentBox: 'Ajouter un commentaire',
    sendComment: 'Envoyer le commentaire',
    emptyTitle: 'Aucune publication pour l’instant',
    emptyText: 'Les photos, réels et billets de blogue de la communauté apparaîtront ici.',
    matches: '1 publication correspond à « Repotting »',
    moreMatches: '1+ publications correspondent à « Repotting »',
    clearSearch: 'Effacer la recherche',
    noMatch: 'Aucun contenu correspondant',
    noMatchText: 'Aucune publication ne correspond à « orchid ». Essayez d’autres mots, ou le nom d’une plante.',
    boardCount: '1 publication',
    boardEmptyCount: '0 publication',
    deletePost: 'Supprimer la publication',
    deleteQuestion: 'Voulez-vous vraiment supprimer cette publication?',
    deleteText:
      'La publication « Old cutting » sera supprimée avec ses mentions J’aime et ses commentaires. Cette action est irréversible.',
    confirm: 'Supprimer',
    deleted: 'Publication supprimée',
    startBoard: 'Lancez votre Tableau des fiertés',
    notFound: 'Publication introuvable',
    backToCommunity: 'Retour à la communauté',
  },
  'es-US': {
    type: 'Entrada de blog',
    readMore: 'Leer más',
    tags: 'Etiquetas',
    like: 'Me gusta, 2 me gusta',
    comments: '1 comentario',
    share: 'Compartir',
    copied: '¡Enlace copiado!',
    ago: /^hace /,
    thread: 'Comentarios sobre Repotting guide',
    commentBox: 'Agrega un comentario',
    sendComment: 'Enviar comentario',
    emptyTitle: 'Todavía no hay publicaciones',
    emptyText: 'Aquí aparecerán las fotos, los reels y las entradas de blog de la comunidad.',
    matches: '1 publicación coincide con “Repotting”',
    moreMatches: '1+ publicaciones coinciden con “Repotting”',
    clearSearch: 'Borrar la búsqueda',
    noMatch: 'No hay contenido que coincida',
    noMatchText: 'Ninguna publicación coincide con “orchid”. Prueba con otras palabras o con el nombre de una planta.',
    boardCount: '1 publicación',
    boardEmptyCount: '0 publicaciones',
    deletePost: 'Eliminar publicación',
    deleteQuestion: '¿Seguro que quieres eliminar esta publicación?',
    deleteText: 'Se eliminará la publicación “Old cutting” con sus me gusta y comentarios. No se puede deshacer.',
    confirm: 'Eliminar',
    deleted: 'Publicación eliminada',
    startBoard: 'Empieza tu Tablero de logros',
    notFound: 'Publicación no encontrada',
    backToCommunity: 'Volver a Comunidad',
  },
} as const;

/**
 * Everyone's posts for the feed (a search matches titles), a post's comments, and the session;
 * `more` answers a first page that does not know the total, with more to come.
 */
function mockPosts(posts: Post[], as?: ReturnType<typeof sampleProfile>, { more = false } = {}) {
  if (as) signInAs(as);
  return mockApi((url) => {
    if (as && url === `/api/profiles/${as.id}`) return { status: 200, body: as };
    const parsed = new URL(url, 'http://localhost');
    if (parsed.pathname === '/api/posts') {
      const search = parsed.searchParams.get('search')?.toLowerCase();
      const found = search ? posts.filter((post) => post.title.toLowerCase().includes(search)) : posts;
      return { status: 200, body: { posts: found, nextCursor: more ? 'next' : null, total: more ? null : found.length } };
    }
    if (url === `/api/posts/${blogPost.id}/comments`) return { status: 200, body: { comments: [comment], nextCursor: null } };
    return undefined;
  });
}

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(WORDS))('the Community feed in %s', (language, words) => {
  it('words a post card, its like, comment and share controls and its thread', async () => {
    mockPosts([blogPost], reader);
    const user = userEvent.setup();
    await renderRoutesIn(language as Language, [page('/', <CommunityFeed search="" />)], '/');
    const card = await screen.findByRole('article', { name: 'Repotting guide' });
    expect(within(card).getByText(words.type)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: new RegExp(words.readMore) })).toHaveAttribute('href', `/posts/${blogPost.id}`);
    expect(within(card).getByRole('list', { name: words.tags })).toBeInTheDocument();
    expect(card.querySelector('time')?.textContent).toMatch(words.ago);
    expect(within(card).getByRole('button', { name: words.like })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(card).getByRole('button', { name: words.comments }));
    const thread = await screen.findByRole('list', { name: words.thread });
    expect(within(thread).getByText('Lovely roots')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: words.commentBox })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.sendComment })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: words.share }));
    expect(await screen.findByText(words.copied)).toBeInTheDocument();
  });

  it("words the feed's empty state, a search's matches and a search that finds nothing", async () => {
    mockPosts([]);
    const { unmount } = await renderRoutesIn(language as Language, [page('/', <CommunityFeed search="" />)], '/');
    expect(await screen.findByRole('heading', { name: words.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(words.emptyText)).toBeInTheDocument();
    unmount();

    mockPosts([blogPost]);
    const found = await renderRoutesIn(language as Language, [page('/', <CommunityFeed search="Repotting" />)], '/');
    expect(await screen.findByText(words.matches)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.clearSearch })).toBeInTheDocument();
    found.unmount();

    mockPosts([blogPost], undefined, { more: true });
    const more = await renderRoutesIn(language as Language, [page('/', <CommunityFeed search="Repotting" />)], '/');
    expect(await screen.findByText(words.moreMatches)).toBeInTheDocument();
    more.unmount();

    mockPosts([blogPost]);
    await renderRoutesIn(language as Language, [page('/', <CommunityFeed search="orchid" />)], '/');
    expect(await screen.findByRole('heading', { name: words.noMatch })).toBeInTheDocument();
    expect(screen.getByText(words.noMatchText)).toBeInTheDocument();
  });
});

describe.each(Object.entries(WORDS))('the Brag Board and a post’s page in %s', (language, words) => {
  it('counts the Brag Board with plurals and asks before a post is deleted', async () => {
    signInAs(author);
    const post = samplePost({ title: 'Old cutting', user_id: author.id });
    let posts = [post];
    mockApi((url, init) => {
      if (url === `/api/profiles/${author.id}`) return { status: 200, body: author };
      if (init.method === 'DELETE' && url === `/api/posts/${post.id}`) {
        posts = [];
        return { status: 204 };
      }
      if (url === `/api/posts?user_id=${author.id}`) return { status: 200, body: { posts, nextCursor: null, total: posts.length } };
      return undefined;
    });
    const user = userEvent.setup();
    await renderRoutesIn(language as Language, [page('/', <BragBoardTab userId={author.id} isOwner />)], '/');
    expect(await screen.findByRole('heading', { name: words.boardCount })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Old cutting' });
    await user.click(await within(card).findByRole('button', { name: words.deletePost }));

    const dialog = await screen.findByRole('dialog', { name: words.deletePost });
    expect(dialog).toHaveTextContent(words.deleteQuestion);
    expect(
      within(dialog).getByText((_, element) => element?.tagName === 'P' && element.textContent === words.deleteText),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: words.confirm }));
    expect(await screen.findByText(words.deleted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: words.boardEmptyCount })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: words.startBoard })).toBeInTheDocument());
  });

  it("says a post's page is not found", async () => {
    mockPosts([]);
    await renderRoutesIn(language as Language, [page('/posts/:id', <PostPage />)], '/posts/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { name: words.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.backToCommunity })).toHaveAttribute('href', '/browse?tab=content');
  });
});
