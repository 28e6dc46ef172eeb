import crypto from 'node:crypto';
import { ClientEventSchema, SOCKET_AUTH_TIMEOUT_MS, SOCKET_CLOSE, type ClientEvent, type ServerEvent } from '@rootshare/contracts/realtime';
import type { WebSocket } from 'ws';
import type { EventBus } from '../../platform/bus';
import type { PresenceStore } from '../../platform/presence';
import type { Member } from '../auth/auth.service';

/** Frames a socket may send per window before it is closed (docs/security.md S9). */
export const SOCKET_FRAME_LIMIT = { max: 40, windowMs: 10_000 } as const;
const HEARTBEAT_MS = 30_000;
const SESSION_RECHECK_MS = 60_000;
const OPEN = 1;

/** One open socket and what this instance knows of it; kept small, there may be tens of thousands. */
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

interface Client {
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

type ClientEventOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>;
/** Handles an event an authenticated member's socket sent. */
export type ClientEventHandler<T extends ClientEvent['type']> = (userId: string, event: ClientEventOf<T>) => Promise<void>;

export interface RealtimeDeps {
  bus: EventBus;
  presence: PresenceStore;
  /** The member behind a token, or null (auth service). */
  authenticate(token: string): Promise<Member | null>;
  /** Which of these sessions are still live (auth service). */
  liveSessionIds(sessionIds: string[]): Promise<Set<string>>;
  /** Told on every instance of sessions that ended anywhere, before their sockets close (auth service). */
  forgetSessions(sessionIds: string[]): void;
  onError(error: unknown): void;
}

// Bus payloads are text: the sending instance's origin, then "to1,to2\n<event JSON>" for members or
// "!name\n<body>" for a signal between instances ("!close\n<session ids>" ends sessions).
const SIGNAL = '!';
const CLOSE_SESSIONS = 'close';
// 9 random bytes are 12 base64url characters: a fixed-length origin needs no separator to read.
const ORIGIN_BYTES = 9;
const ORIGIN_LENGTH = 12;

/**
 * The real-time layer: accepts sockets, authenticates them by token alone, and delivers events
 * published by any instance to the sockets of the members they are addressed to.
 */
export function createRealtimeService({ bus, presence, authenticate, liveSessionIds, forgetSessions, onError }: RealtimeDeps) {
  const clients = new Set<Client>();
  const byUser = new Map<string, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  const handlers: { [T in ClientEvent['type']]?: ClientEventHandler<T> } = {};
  const signals = new Map<string, (body: string) => void>();
  const waitingByIp = new Map<string, number>();

  /** The socket no longer counts as waiting to authenticate. */
  const stopWaiting = (client: Client) => {
    if (!client.waiting) return;
    client.waiting = false;
    const left = (waitingByIp.get(client.ip) ?? 1) - 1;
    if (left > 0) waitingByIp.set(client.ip, left);
    else waitingByIp.delete(client.ip);
  };

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

  /** Hands an event to this instance's sockets of the members in `head`, or runs the signal it names. */
  const deliverHere = (head: string, body: string) => {
    if (head.startsWith(SIGNAL)) {
      signals.get(head.slice(SIGNAL.length))?.(body);
      return;
    }
    for (const userId of head.split(',')) {
      for (const client of byUser.get(userId) ?? []) if (client.socket.readyState === OPEN) client.socket.send(body);
    }
  };

  // What this instance publishes it has already delivered here (ADR 0058), so its own echo is skipped.
  const origin = crypto.randomBytes(ORIGIN_BYTES).toString('base64url');
  const hear = (payload: string) => {
    if (payload.startsWith(origin)) return;
    const newline = payload.indexOf('\n', ORIGIN_LENGTH);
    if (newline < 0) return;
    deliverHere(payload.slice(ORIGIN_LENGTH, newline), payload.slice(newline + 1));
  };

  /** Delivers here at once, then to every other instance; answers how many instances hear it, this one included. */
  const broadcast = async (head: string, body: string): Promise<number> => {
    deliverHere(head, body);
    return bus.publish(`${origin}${head}\n${body}`);
  };

  const send = (client: Client, event: ServerEvent) => {
    if (client.socket.readyState === OPEN) client.socket.send(JSON.stringify(event));
  };

  async function handleAuthenticate(client: Client, token: string): Promise<void> {
    if (client.userId) return;
    const member = await authenticate(token);
    if (client.socket.readyState !== OPEN) return;
    if (!member) {
      client.socket.close(SOCKET_CLOSE.unauthorized, 'Invalid token');
      return;
    }
    if ((byUser.get(member.userId)?.size ?? 0) >= SOCKET_PER_MEMBER) {
      client.socket.close(SOCKET_CLOSE.abuse, 'Too many connections for one member');
      return;
    }
    stopWaiting(client);
    client.userId = member.userId;
    client.sessionId = member.sessionId;
    addTo(byUser, member.userId, client);
    addTo(bySession, member.sessionId, client);
    presence.connected(member.userId);
    send(client, { type: 'authenticated', userId: member.userId });
  }

  function handleFrame(client: Client, data: Buffer, isBinary: boolean): void {
    const now = Date.now();
    if (now - client.windowStart > SOCKET_FRAME_LIMIT.windowMs) {
      client.windowStart = now;
      client.frames = 0;
    }
    client.frames += 1;
    if (client.frames > SOCKET_FRAME_LIMIT.max) {
      client.socket.close(SOCKET_CLOSE.abuse, 'Too many messages');
      return;
    }
    if (isBinary) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString('utf8'));
    } catch {
      return;
    }
    const result = ClientEventSchema.safeParse(parsed);
    if (!result.success) return;
    const event = result.data;
    if (event.type === 'ping') return send(client, { type: 'pong' });
    if (event.type === 'authenticate') return void handleAuthenticate(client, event.token).catch(onError);
    // Nothing but authenticate and ping is heard before the socket has a member.
    if (!client.userId) return;
    const handler = handlers[event.type];
    if (handler) void handler(client.userId, event).catch(onError);
  }

  function forget(client: Client): void {
    clients.delete(client);
    stopWaiting(client);
    if (!client.userId || !client.sessionId) return;
    removeFrom(byUser, client.userId, client);
    removeFrom(bySession, client.sessionId, client);
    presence.disconnected(client.userId);
  }

  const closeLocalSessions = (sessionIds: string[]) => {
    if (sessionIds.length === 0) return;
    forgetSessions(sessionIds);
    for (const sessionId of sessionIds) {
      for (const client of bySession.get(sessionId) ?? []) client.socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
    }
  };
  signals.set(CLOSE_SESSIONS, (body) => closeLocalSessions(body.split(',')));

  // Dead peers are found by ping/pong; sessions ended while a bus message was missed are found by asking the database.
  const heartbeat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const recheck = setInterval(() => {
    const sessionIds = [...bySession.keys()];
    if (sessionIds.length === 0) return;
    liveSessionIds(sessionIds)
      .then((live) => closeLocalSessions(sessionIds.filter((id) => !live.has(id))))
      .catch(onError);
  }, SESSION_RECHECK_MS);
  recheck.unref();

  /** Tells every instance (this one first, at once) something, heard by onSignal(name). */
  const signal = (name: string, body: string) => broadcast(`${SIGNAL}${name}`, body);

  return {
    /** Starts hearing the bus; call once before accepting sockets. */
    start: () => bus.subscribe(hear),

    /**
     * Takes over a newly opened socket from a client address: it has SOCKET_AUTH_TIMEOUT_MS to
     * authenticate, and past SOCKET_UNAUTHENTICATED_PER_IP sockets waiting from that address it closes at once.
     */
    accept(socket: WebSocket, ip: string): void {
      const waiting = waitingByIp.get(ip) ?? 0;
      if (waiting >= SOCKET_UNAUTHENTICATED_PER_IP) {
        socket.close(SOCKET_CLOSE.abuse, 'Too many connections waiting to sign in');
        return;
      }
      waitingByIp.set(ip, waiting + 1);
      const client: Client = { socket, ip, waiting: true, userId: null, sessionId: null, windowStart: Date.now(), frames: 0, alive: true };
      clients.add(client);
      const authTimer = setTimeout(() => {
        if (!client.userId) socket.close(SOCKET_CLOSE.unauthorized, 'Authentication required');
      }, SOCKET_AUTH_TIMEOUT_MS);
      socket.on('message', (data: Buffer, isBinary: boolean) => handleFrame(client, data, isBinary));
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => {
        clearTimeout(authTimer);
        forget(client);
      });
    },

    /** Sends an event to every open socket of these members: this instance's at once, then every other instance's. */
    async publish(userIds: string[], event: ServerEvent): Promise<void> {
      if (userIds.length === 0) return;
      await broadcast([...new Set(userIds)].join(','), JSON.stringify(event));
    },

    /** Closes the sockets of ended sessions, on every instance. */
    async closeSessions(sessionIds: string[]): Promise<void> {
      if (sessionIds.length > 0) await signal(CLOSE_SESSIONS, sessionIds.join(','));
    },

    signal,

    /** What to do when an instance signals `name` (one handler per name). */
    onSignal(name: string, handler: (body: string) => void): void {
      signals.set(name, handler);
    },

    /** Registers what to do with a client event (one handler per type). */
    onClientEvent<T extends Exclude<ClientEvent['type'], 'authenticate' | 'ping'>>(type: T, handler: ClientEventHandler<T>): void {
      (handlers as Record<string, unknown>)[type] = handler;
    },

    /** Presence of members (active while any instance holds a socket of theirs). */
    lookupPresence: (userIds: string[]) => presence.lookup(userIds),

    /** How many sockets this instance holds, and how many of them are authenticated. */
    counts: () => ({ sockets: clients.size, members: byUser.size }),

    /** Closes every socket with 'going away' and stops the timers (server shutdown). */
    async stop(): Promise<void> {
      clearInterval(heartbeat);
      clearInterval(recheck);
      for (const client of clients) client.socket.close(SOCKET_CLOSE.goingAway, 'Server shutting down');
      await presence.close();
      await bus.close();
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
