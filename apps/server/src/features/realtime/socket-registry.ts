import { SOCKET_CLOSE, type ServerEvent } from '@rootshare/contracts/realtime';
import type { WebSocket } from 'ws';
import type { PresenceStore } from '../../platform/presence';
import type { Member } from '../auth/auth.service';

const OPEN = 1;

/**
 * Sockets one client address may hold open before they authenticate (docs/security.md S61): a
 * socket authenticates within milliseconds, so only a flood comes near it, while many tabs behind one
 * address (an office, a campus, the bench's fifty handshakes at a time) still connect.
 */
export const SOCKET_UNAUTHENTICATED_PER_IP = 64;

/**
 * Sockets one member may hold open on an instance (docs/security.md S91): far more than the tabs
 * and devices a person keeps open, far fewer than a script holding sockets to tie up the server.
 * The newest past it is refused, so sockets in use are never cut off by a new one, and the client
 * retries later as after any abuse close (docs/product-decisions.md).
 */
export const SOCKET_PER_MEMBER = 20;

/** One open socket and what this instance knows of it; kept small, there may be tens of thousands. */
export interface Client {
  socket: WebSocket;
  /** The client address, counted among those waiting to authenticate until the socket does. */
  ip: string;
  waiting: boolean;
  userId: string | null;
  sessionId: string | null;
  windowStart: number;
  frames: number;
  alive: boolean;
}

/** Sends an event to the socket if it is still open. */
export const sendText = (client: Client, text: string) => {
  if (client.socket.readyState === OPEN) client.socket.send(text);
};

export const sendEvent = (client: Client, event: ServerEvent) => sendText(client, JSON.stringify(event));

export const isOpen = (client: Client) => client.socket.readyState === OPEN;

const addTo = (index: Map<string, Set<Client>>, key: string, client: Client) => {
  const set = index.get(key);
  if (set) set.add(client);
  else index.set(key, new Set([client]));
};

const removeFrom = (index: Map<string, Set<Client>>, key: string, client: Client) => {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
};

/** The sockets this instance holds, indexed by member and by session, and the counts that limit them. */
export function createSocketRegistry(presence: PresenceStore) {
  const clients = new Set<Client>();
  const byUser = new Map<string, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  const waitingByIp = new Map<string, number>();

  /** The socket no longer counts as waiting to authenticate. */
  const stopWaiting = (client: Client) => {
    if (!client.waiting) return;
    client.waiting = false;
    const left = (waitingByIp.get(client.ip) ?? 1) - 1;
    if (left > 0) waitingByIp.set(client.ip, left);
    else waitingByIp.delete(client.ip);
  };

  return {
    clients,
    /**
     * Takes a new socket from a client address in, waiting to authenticate; past
     * SOCKET_UNAUTHENTICATED_PER_IP sockets waiting from that address it is closed, and null answered.
     */
    admit(socket: WebSocket, ip: string): Client | null {
      const waiting = waitingByIp.get(ip) ?? 0;
      if (waiting >= SOCKET_UNAUTHENTICATED_PER_IP) {
        socket.close(SOCKET_CLOSE.abuse, 'Too many connections waiting to sign in');
        return null;
      }
      waitingByIp.set(ip, waiting + 1);
      const client: Client = { socket, ip, waiting: true, userId: null, sessionId: null, windowStart: Date.now(), frames: 0, alive: true };
      clients.add(client);
      return client;
    },
    /** Whether the member already holds as many sockets here as one may. */
    full: (userId: string) => (byUser.get(userId)?.size ?? 0) >= SOCKET_PER_MEMBER,
    /** The socket now belongs to the member's session. */
    signIn(client: Client, member: Member): void {
      stopWaiting(client);
      client.userId = member.userId;
      client.sessionId = member.sessionId;
      addTo(byUser, member.userId, client);
      addTo(bySession, member.sessionId, client);
      presence.connected(member.userId);
    },
    /** Drops a closed socket from every index. */
    forget(client: Client): void {
      clients.delete(client);
      stopWaiting(client);
      if (!client.userId || !client.sessionId) return;
      removeFrom(byUser, client.userId, client);
      removeFrom(bySession, client.sessionId, client);
      presence.disconnected(client.userId);
    },
    ofMember: (userId: string): Iterable<Client> => byUser.get(userId) ?? [],
    ofSession: (sessionId: string): Iterable<Client> => bySession.get(sessionId) ?? [],
    sessionIds: () => [...bySession.keys()],
    /** How many sockets this instance holds, and how many of them are authenticated. */
    counts: () => ({ sockets: clients.size, members: byUser.size }),
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
