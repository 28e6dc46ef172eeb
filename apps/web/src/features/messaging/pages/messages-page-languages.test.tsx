import type { ConversationEntry, Message } from '@rootshare/contracts/messaging';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { otherMember, sampleEntry, sampleMessage } from '@/test/messaging';
import { mockApi, page, renderRoutesIn, sampleProfile, signInAs } from '@/test/render';
import { MessagesPage } from './messages-page';
// The page loads the open conversation on demand; loaded here once, no test waits on its transform.
import '../components/chat-pane';

const me = sampleProfile();

/** What each language shows in the inbox: the same screen, written naturally in each. */
const WORDS = {
  'fr-CA': {
    subtitle: 'Conversations en cours',
    conversations: 'Conversations',
    emptyTitle: 'Aucune conversation pour l’instant',
    explore: 'Explorer les plantes',
    welcome: 'Bienvenue dans votre boîte de réception',
    fiveMinutesAgo: 'il y a 5 min',
    unread: 'Non lue',
    startPreview: 'Commencez une conversation…',
    general: 'Conversation générale',
    speaker: 'ivy : Bonjour!',
    messages: 'Messages',
    placeholder: 'Écrivez votre message…',
    send: 'Envoyer le message',
    attach: 'Joindre une image',
    sayHello: 'Aucun message pour l’instant. Dites bonjour à ivy!',
  },
  'es-US': {
    subtitle: 'Conversaciones activas',
    conversations: 'Conversaciones',
    emptyTitle: 'Todavía no tienes conversaciones',
    explore: 'Explorar plantas',
    welcome: 'Te damos la bienvenida a tu bandeja de entrada',
    fiveMinutesAgo: 'hace 5 min',
    unread: 'No leída',
    startPreview: 'Empieza una conversación…',
    general: 'Conversación general',
    speaker: 'ivy: Bonjour!',
    messages: 'Mensajes',
    placeholder: 'Escribe tu mensaje…',
    send: 'Enviar mensaje',
    attach: 'Adjuntar imagen',
    sayHello: 'Todavía no hay mensajes. ¡Salúdale a ivy!',
  },
} as const;

/** A signed-in member's inbox holding these conversations, each thread holding these messages. */
function answerInbox(conversations: ConversationEntry[], messages: Message[] = []) {
  signInAs(me);
  mockApi((url, init) => {
    if (url.startsWith('/api/profiles/')) return { status: 200, body: me };
    if (url === '/api/conversations') return { status: 200, body: { conversations, nextCursor: null } };
    if (url.startsWith('/api/conversations') && init.method === 'PATCH') return { status: 204 };
    if (url.startsWith('/api/messages?')) return { status: 200, body: { messages, nextCursor: null } };
    if (url === '/api/messages/unread-count') return { status: 200, body: { unreadCount: 0 } };
    if (url.startsWith('/api/users/activity-status')) return { status: 200, body: { statuses: [] } };
    if (url === '/api/blocks') return { status: 200, body: { blocked: [] } };
    return undefined;
  });
}

const routes = [page('/messages', <MessagesPage />)];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(WORDS))('the inbox in %s', (language, words) => {
  const open = () => renderRoutesIn(language as keyof typeof WORDS, routes, '/messages');

  it('shows its empty state and welcome in the language', async () => {
    answerInbox([]);
    await open();
    expect(await screen.findByText(words.emptyTitle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: words.messages })).toBeInTheDocument();
    expect(screen.getByText(words.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: words.explore })).toHaveAttribute('href', '/explore');
    expect(screen.getByText(words.welcome)).toBeInTheDocument();
  });

  it('lists a conversation with its relative time, and opens it with its messages and composer in the language', async () => {
    const hello = sampleMessage({ content: 'Bonjour!' });
    answerInbox([sampleEntry(hello)], [hello]);
    await open();
    const list = await screen.findByRole('list', { name: words.conversations });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent(words.fiveMinutesAgo);
    expect(within(row as HTMLElement).getByText(words.unread)).toBeInTheDocument();

    await userEvent.setup().click(within(row as HTMLElement).getByRole('button', { name: /ivy/ }));
    const pane = await screen.findByRole('region', { name: otherMember.username });
    expect(within(pane).getByText(words.general)).toBeInTheDocument();
    const log = await within(pane).findByRole('log', { name: words.messages });
    const [bubble] = within(log).getAllByRole('listitem');
    expect(bubble).toHaveTextContent(words.speaker);
    expect(bubble).toHaveTextContent(words.fiveMinutesAgo);
    expect(within(pane).getByPlaceholderText(words.placeholder)).toBeInTheDocument();
    expect(within(pane).getByRole('button', { name: words.send })).toBeDisabled();
    expect(within(pane).getByRole('button', { name: words.attach })).toBeInTheDocument();
  });

  it('invites the member to start a conversation that has no message yet', async () => {
    answerInbox([sampleEntry(null)]);
    await open();
    const list = await screen.findByRole('list', { name: words.conversations });
    expect(within(list).getByRole('listitem')).toHaveTextContent(words.startPreview);
    await userEvent.setup().click(within(list).getByRole('button', { name: /ivy/ }));
    expect(await screen.findByText(words.sayHello)).toBeInTheDocument();
  });
});
