import 'fake-indexeddb/auto';
import type { Message } from '@rootshare/contracts/messaging';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { CATALOG_PARTS, loadCatalog } from '@/lib/i18n/catalogs';
import { LanguageProvider } from '@/lib/i18n/i18n';
import { WaitingBubble } from '../components/waiting-bubble';
import { enqueue, flushOutbox, loadOutbox, removeFromOutbox, unloadOutbox, useOutbox, type OutboxEntry } from './outbox';

const CONVERSATION = '6f1c0d1e-0000-4000-8000-0000000000c1';

const sentAs = (entry: OutboxEntry): Message => ({
  id: `stored-${entry.key}`,
  conversation_id: entry.conversationId,
  sender_id: entry.senderId,
  sender: { username: 'ana' },
  recipient_id: 'ben',
  content: entry.content,
  message_type: 'text',
  image_url: null,
  image_description: null,
  swap_request_id: null,
  plant_id: null,
  is_read: false,
  is_hidden: false,
  created_at: new Date().toISOString(),
});

function Waiting() {
  const waiting = useOutbox(CONVERSATION);
  return (
    <ol aria-label="Waiting">
      {waiting.map((entry) => (
        <WaitingBubble key={entry.key} entry={entry} />
      ))}
    </ol>
  );
}

/** The waiting bubbles speak from messaging's English words, loaded as the app loads them. */
const english = await loadCatalog('en', CATALOG_PARTS);
const renderWaiting = () =>
  render(
    <LanguageProvider initial="en" catalog={english} parts={CATALOG_PARTS}>
      <Waiting />
    </LanguageProvider>,
  );

const write = (content: string, senderId = 'ana') => enqueue({ key: crypto.randomUUID(), senderId, conversationId: CONVERSATION, content });

/** Empties the device's outbox between tests, as the members' sent messages would. */
afterEach(async () => {
  for (const member of ['ana', 'ben']) {
    unloadOutbox();
    await loadOutbox(member);
    await flushOutbox(
      async (entry) => {
        await removeFromOutbox(entry.key);
        return sentAs(entry);
      },
      () => undefined,
    );
  }
  unloadOutbox();
});

describe('the outbox of messages written offline', () => {
  it('shows a message written offline as waiting to send, keeps it through a failed attempt, and sends it once with its key', async () => {
    await loadOutbox('ana');
    await write('Written in the greenhouse');
    renderWaiting();
    expect(await screen.findByText('Written in the greenhouse')).toBeInTheDocument();
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();

    const offline = vi.fn(async (_entry: OutboxEntry): Promise<Message> => Promise.reject(new ApiError('Network error', 0)));
    await flushOutbox(offline, () => undefined);
    expect(screen.getByText('Waiting to send')).toBeInTheDocument();

    const sent: Message[] = [];
    const send = vi.fn(async (entry: OutboxEntry) => sentAs(entry));
    // The browser coming online and the socket reconnecting both ask to send: it goes once.
    await Promise.all([flushOutbox(send, (message) => sent.push(message)), flushOutbox(send, (message) => sent.push(message))]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0].content).toBe('Written in the greenhouse');
    // The same key goes with every attempt, so the server stores it once.
    expect(send.mock.calls[0]?.[0].key).toBe(offline.mock.calls[0]?.[0].key);
    expect(sent.map((message) => message.content)).toEqual(['Written in the greenhouse']);
    await waitFor(() => expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument());
  });

  it('keeps waiting messages on the device, so a reload loads them again, oldest first', async () => {
    await loadOutbox('ana');
    await write('first');
    await write('second');
    unloadOutbox();
    await loadOutbox('ana');
    renderWaiting();
    const bubbles = await screen.findAllByText(/^(first|second)$/);
    expect(bubbles.map((bubble) => bubble.textContent)).toEqual(['first', 'second']);
  });

  it("loads only the signed-in member's waiting messages", async () => {
    await loadOutbox('ana');
    await write("Ana's note");
    await write("Ben's note", 'ben');
    unloadOutbox();
    await loadOutbox('ben');
    renderWaiting();
    expect(await screen.findByText("Ben's note")).toBeInTheDocument();
    expect(screen.queryByText("Ana's note")).not.toBeInTheDocument();
  });

  it('keeps a message the server refuses with its reason until the member discards it', async () => {
    await loadOutbox('ana');
    await write('To a conversation that went');
    renderWaiting();
    await flushOutbox(
      async () => Promise.reject(new ApiError('Conversation not found', 404)),
      () => undefined,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Not sent: Conversation not found');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('To a conversation that went')).not.toBeInTheDocument());
    unloadOutbox();
    await loadOutbox('ana');
    expect(screen.queryByText('To a conversation that went')).not.toBeInTheDocument();
  });
});
