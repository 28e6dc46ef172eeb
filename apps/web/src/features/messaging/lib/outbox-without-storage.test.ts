import type { Message } from '@rootshare/contracts/messaging';
import { describe, expect, it, vi } from 'vitest';
import { enqueue, flushOutbox, loadOutbox, unloadOutbox, type OutboxEntry } from './outbox';

describe('the outbox in a browser without IndexedDB', () => {
  it('still loads, keeps a message written offline in the tab and sends it once the connection is back', async () => {
    // As in a private window that offers no IndexedDB.
    vi.stubGlobal('indexedDB', undefined);
    await loadOutbox('ana');
    await enqueue({ key: 'k-1', senderId: 'ana', conversationId: 'c-1', content: 'Cuttings on Saturday?' });

    const sent: string[] = [];
    await flushOutbox(
      async (entry: OutboxEntry) => {
        sent.push(entry.content);
        return { id: 'm-1', content: entry.content } as Message;
      },
      () => undefined,
    );
    // A second round finds nothing left to send.
    await flushOutbox(
      async (entry: OutboxEntry) => {
        sent.push(entry.content);
        return { id: 'm-2', content: entry.content } as Message;
      },
      () => undefined,
    );
    unloadOutbox();
    expect(sent).toEqual(['Cuttings on Saturday?']);
  });
});
