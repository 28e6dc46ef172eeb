import { SOCKET_AUTH_TIMEOUT_MS, SOCKET_CLOSE, type ClientEvent, type ServerEvent } from '@rootshare/contracts/realtime';
import type { WebSocket } from 'ws';
import type { EventBus } from '../../platform/bus';
import type { PresenceStore } from '../../platform/presence';
import type { Member } from '../auth/auth.service';
import { createBusRelay } from './bus-relay';
import { createFrameReader, type ClientEventHandler, type ClientEventHandlers } from './socket-frames';
import { createSocketRegistry, type SocketRegistry } from './socket-registry';

const HEARTBEAT_MS = 30_000;
const SESSION_RECHECK_MS = 60_000;
const CLOSE_SESSIONS = 'close';

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

/**
 * Dead peers are found by ping/pong; sessions ended while a bus message was missed are found by
 * asking the database. Answers what stops both.
 */
function startSweeps(
  registry: SocketRegistry,
  liveSessionIds: RealtimeDeps['liveSessionIds'],
  closeLocalSessions: (sessionIds: string[]) => void,
  onError: RealtimeDeps['onError'],
): () => void {
  const heartbeat = setInterval(() => {
    for (const client of registry.clients) {
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
    const sessionIds = registry.sessionIds();
    if (sessionIds.length === 0) return;
    liveSessionIds(sessionIds)
      .then((live) => closeLocalSessions(sessionIds.filter((id) => !live.has(id))))
      .catch(onError);
  }, SESSION_RECHECK_MS);
  recheck.unref();
  return () => {
    clearInterval(heartbeat);
    clearInterval(recheck);
  };
}

/**
 * The real-time layer: accepts sockets, authenticates them by token alone, and delivers events
 * published by any instance to the sockets of the members they are addressed to.
 */
export function createRealtimeService({ bus, presence, authenticate, liveSessionIds, forgetSessions, onError }: RealtimeDeps) {
  const registry = createSocketRegistry(presence);
  const handlers: ClientEventHandlers = {};
  const readFrame = createFrameReader({ registry, authenticate, handlers, onError });
  const relay = createBusRelay(bus, registry);

  const closeLocalSessions = (sessionIds: string[]) => {
    if (sessionIds.length === 0) return;
    forgetSessions(sessionIds);
    for (const sessionId of sessionIds) {
      for (const client of registry.ofSession(sessionId)) client.socket.close(SOCKET_CLOSE.unauthorized, 'Session ended');
    }
  };
  relay.onSignal(CLOSE_SESSIONS, (body) => closeLocalSessions(body.split(',')));
  const stopSweeps = startSweeps(registry, liveSessionIds, closeLocalSessions, onError);

  return {
    /** Starts hearing the bus; call once before accepting sockets. */
    start: relay.start,

    /**
     * Takes over a newly opened socket from a client address: it has SOCKET_AUTH_TIMEOUT_MS to
     * authenticate, and past SOCKET_UNAUTHENTICATED_PER_IP sockets waiting from that address it closes at once.
     */
    accept(socket: WebSocket, ip: string): void {
      const client = registry.admit(socket, ip);
      if (!client) return;
      const authTimer = setTimeout(() => {
        if (!client.userId) socket.close(SOCKET_CLOSE.unauthorized, 'Authentication required');
      }, SOCKET_AUTH_TIMEOUT_MS);
      socket.on('message', (data: Buffer, isBinary: boolean) => readFrame(client, data, isBinary));
      socket.on('pong', () => (client.alive = true));
      socket.on('close', () => {
        clearTimeout(authTimer);
        registry.forget(client);
      });
    },

    /** Sends an event to every open socket of these members: this instance's at once, then every other instance's. */
    async publish(userIds: string[], event: ServerEvent): Promise<void> {
      if (userIds.length === 0) return;
      await relay.broadcast([...new Set(userIds)].join(','), JSON.stringify(event));
    },

    /** Closes the sockets of ended sessions, on every instance. */
    async closeSessions(sessionIds: string[]): Promise<void> {
      if (sessionIds.length > 0) await relay.signal(CLOSE_SESSIONS, sessionIds.join(','));
    },

    signal: relay.signal,
    onSignal: relay.onSignal,

    /** Registers what to do with a client event (one handler per type). */
    onClientEvent<T extends Exclude<ClientEvent['type'], 'authenticate' | 'ping'>>(type: T, handler: ClientEventHandler<T>): void {
      (handlers as Record<string, unknown>)[type] = handler;
    },

    /** Presence of members (active while any instance holds a socket of theirs). */
    lookupPresence: (userIds: string[]) => presence.lookup(userIds),

    counts: registry.counts,

    /** Closes every socket with 'going away' and stops the timers (server shutdown). */
    async stop(): Promise<void> {
      stopSweeps();
      for (const client of registry.clients) client.socket.close(SOCKET_CLOSE.goingAway, 'Server shutting down');
      await presence.close();
      await bus.close();
    },
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
