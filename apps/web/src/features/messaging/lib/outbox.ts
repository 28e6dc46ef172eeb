import type { Message } from '@rootshare/contracts/messaging';
import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { ApiError } from '@/lib/api';

/**
 * A text message written without a connection (or whose sending lost it), kept on this device until
 * it is sent (docs/decisions/0048-offline-reads-and-an-outbox.md). Its key goes with every attempt,
 * so the server stores it once however often it is sent.
 */
export interface OutboxEntry {
  /** The client idempotency key (a UUID), also the entry's key in IndexedDB. */
  key: string;
  senderId: string;
  conversationId: string;
  content: string;
  queuedAt: string;
  /** Why the server refused it (not a lost connection, which only waits); null while it waits. */
  refusal: string | null;
}

/** Sends one waiting message with its key; resolves with the stored message. */
export type SendQueued = (entry: OutboxEntry) => Promise<Message>;

let store: UseStore | null = null;
/** IndexedDB when the browser offers it; without it (some private windows) messages wait in this tab only. */
function outboxStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('rootshare-outbox', 'messages');
  return store;
}

async function readStored(): Promise<OutboxEntry[]> {
  const db = outboxStore();
  return db ? values<OutboxEntry>(db).catch(() => []) : [];
}

// A failed write keeps the message in this tab, which still sends it; only a reload would lose it.
async function writeStored(entry: OutboxEntry): Promise<void> {
  const db = outboxStore();
  if (db) await set(entry.key, entry, db).catch(() => undefined);
}

async function deleteStored(key: string): Promise<void> {
  const db = outboxStore();
  if (db) await del(key, db).catch(() => undefined);
}

let member: string | null = null;
let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
let flushing: Promise<void> | null = null;

function publish(next: readonly OutboxEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

/** Reads the member's waiting messages from IndexedDB; another member's are never loaded. */
export async function loadOutbox(memberId: string): Promise<void> {
  member = memberId;
  const stored = (await readStored()).filter((entry) => entry.senderId === memberId);
  if (member !== memberId) return;
  const kept = new Set(entries.map((entry) => entry.key));
  // Entries added in this tab while reading stay; stored ones join them in the order they were written.
  publish([...entries, ...stored.filter((entry) => !kept.has(entry.key))].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)));
}

/** Forgets this tab's copy (sign-out); what is stored stays for the member's next sign-in on this device. */
export function unloadOutbox(): void {
  member = null;
  publish([]);
}

let lastQueuedAt = 0;

/** Keeps a message to send when the connection allows: written to IndexedDB before it shows. */
export async function enqueue(message: Omit<OutboxEntry, 'queuedAt' | 'refusal'>): Promise<void> {
  // Two messages written within a millisecond keep their order.
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  const entry: OutboxEntry = { ...message, queuedAt: new Date(lastQueuedAt).toISOString(), refusal: null };
  await writeStored(entry);
  if (member === entry.senderId) publish([...entries.filter((held) => held.key !== entry.key), entry]);
}

/** Drops a waiting message (sent, or discarded by the member after a refusal). */
export async function removeFromOutbox(key: string): Promise<void> {
  await deleteStored(key);
  publish(entries.filter((entry) => entry.key !== key));
}

async function refuse(entry: OutboxEntry, refusal: string): Promise<void> {
  const refused = { ...entry, refusal };
  await writeStored(refused);
  publish(entries.map((held) => (held.key === entry.key ? refused : held)));
}

async function sendWaiting(send: SendQueued, onSent: (message: Message) => void): Promise<void> {
  const tried = new Set<string>();
  // Messages written while sending join the round.
  for (;;) {
    const entry = entries.find((held) => held.refusal === null && !tried.has(held.key));
    if (!entry) return;
    tried.add(entry.key);
    try {
      const message = await send(entry);
      await removeFromOutbox(entry.key);
      onSent(message);
    } catch (error) {
      // Still no connection: everything waits for the next chance, in order.
      if (!(error instanceof ApiError) || error.status === 0) return;
      await refuse(entry, error.message);
    }
  }
}

/**
 * Sends the waiting messages, oldest first, one at a time; a second call while sending waits for
 * the first. A message the server refuses stays, marked with the reason, until the member discards it.
 */
export function flushOutbox(send: SendQueued, onSent: (message: Message) => void): Promise<void> {
  flushing ??= sendWaiting(send, onSent).finally(() => {
    flushing = null;
  });
  return flushing;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => entries;

/** The member's messages waiting in a conversation, oldest first. */
export function useOutbox(conversationId: string | null): OutboxEntry[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return all.filter((entry) => entry.conversationId === conversationId);
}
