import {
  ServerEventSchema,
  SOCKET_CLOSE,
  SOCKET_PATH,
  SOCKET_RECONNECT_MAX_MS,
  SOCKET_RECONNECT_MIN_MS,
  type ClientEvent,
  type ServerEvent,
} from '@rootshare/contracts/realtime';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type SocketListener = (event: ServerEvent) => void;

/**
 * A feature whose pages the socket's events change: its queries are fetched again once the socket
 * first connects (a change told before it listened was missed), and each event is handed to
 * `apply`. The app lists them (app/live-runtime.tsx), so the messaging feature that owns the
 * socket imports none of them.
 */
export interface LiveFeature {
  queryKeys: readonly QueryKey[];
  apply: (queryClient: QueryClient, event: ServerEvent) => void;
}

export interface SocketClient {
  /** Hears every event the server sends (authenticated included); returns the unsubscribe. */
  subscribe(listener: SocketListener): () => void;
  /** Sends when authenticated; false when the event could not go out. */
  send(event: ClientEvent): boolean;
  sendTyping(conversationId: string, isTyping: boolean): void;
  /** Closes for good: no reconnect. */
  close(): void;
}

export interface SocketClientOptions {
  url: string;
  /** Read at every (re)connect: the token may have changed meanwhile. */
  readToken: () => string | null;
  userId: string;
  /**
   * Called each time the socket has authenticated, the first time included: what happened while it
   * was not connected (away, or not yet connected) should be fetched. `reconnected` says it had
   * authenticated before, so it was away.
   */
  onAuthenticated?: (reconnected: boolean) => void;
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
  /** Keep-alive ping interval while authenticated. */
  pingIntervalMs?: number;
}

const PING_INTERVAL_MS = 25_000;

/** The socket's address on this host: wss when the page is https. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

/**
 * How long to wait before reconnect attempt `attempt` (0 first): full jitter above the 3 s minimum,
 * the ceiling doubling from 6 s to 60 s, so a server restart does not bring every tab back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(SOCKET_RECONNECT_MAX_MS, SOCKET_RECONNECT_MIN_MS * 2 ** (attempt + 1));
  return Math.round(SOCKET_RECONNECT_MIN_MS + random() * (ceiling - SOCKET_RECONNECT_MIN_MS));
}

function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ServerEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The listeners to the socket's events; one failing does not stop the others hearing. */
function createListeners() {
  const listeners = new Set<SocketListener>();
  return {
    subscribe(listener: SocketListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: ServerEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          console.error('socket listener failed', error);
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** Opens one WebSocket that authenticates as it opens; null when it cannot even be made. */
function openSocket(
  { url, userId, WebSocketImpl }: { url: string; userId: string; WebSocketImpl: typeof WebSocket },
  token: string,
  on: { event: (event: ServerEvent) => void; close: (event: CloseEvent) => void },
): WebSocket | null {
  let ws: WebSocket;
  try {
    ws = new WebSocketImpl(url);
  } catch {
    return null;
  }
  ws.onopen = () => ws.send(JSON.stringify({ type: 'authenticate', token, userId } satisfies ClientEvent));
  ws.onmessage = (frame: MessageEvent) => {
    const event = parseEvent(frame.data);
    if (event) on.event(event);
  };
  ws.onclose = on.close;
  // An error is followed by a close, which schedules the retry.
  ws.onerror = () => undefined;
  return ws;
}

/** Reconnect attempts with backoff, brought forward when the browser comes back online. */
function createRetry(connect: () => void, random: () => number) {
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const retryNow = () => {
    clearTimeout(timer);
    timer = undefined;
    connect();
  };
  // Back online: try now rather than at the end of a long backoff.
  const handleOnline = () => {
    if (timer !== undefined) retryNow();
  };
  window.addEventListener('online', handleOnline);
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(retryNow, reconnectDelay(attempt, random));
      attempt += 1;
    },
    reset() {
      attempt = 0;
    },
    stop() {
      clearTimeout(timer);
      window.removeEventListener('online', handleOnline);
    },
  };
}

/**
 * One socket for the signed-in tab: authenticates with the token in its first frame, reconnects
 * with backoff until closed, and stops for good when the server refuses the token (4001).
 */
export function createSocketClient({
  url,
  readToken,
  userId,
  onAuthenticated,
  WebSocketImpl = WebSocket,
  random = Math.random,
  pingIntervalMs = PING_INTERVAL_MS,
}: SocketClientOptions): SocketClient {
  const listeners = createListeners();
  let socket: WebSocket | null = null;
  let authenticated = false;
  let authenticatedBefore = false;
  let stopped = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  const retry = createRetry(connect, random);

  function receive(event: ServerEvent) {
    if (event.type === 'authenticated') {
      authenticated = true;
      retry.reset();
      clearInterval(pingTimer);
      pingTimer = setInterval(() => send({ type: 'ping' }), pingIntervalMs);
      onAuthenticated?.(authenticatedBefore);
      authenticatedBefore = true;
    }
    listeners.emit(event);
  }

  function connect() {
    const token = readToken();
    if (stopped || !token) return;
    const ws = openSocket({ url, userId, WebSocketImpl }, token, {
      event: (event) => {
        if (socket === ws) receive(event);
      },
      close: (event) => {
        if (socket !== ws) return;
        socket = null;
        authenticated = false;
        clearInterval(pingTimer);
        if (stopped || event.code === SOCKET_CLOSE.unauthorized) return;
        retry.schedule();
      },
    });
    if (ws) socket = ws;
    else retry.schedule();
  }

  function send(event: ClientEvent): boolean {
    if (!socket || !authenticated || socket.readyState !== WebSocketImpl.OPEN) return false;
    socket.send(JSON.stringify(event));
    return true;
  }

  connect();

  return {
    subscribe: listeners.subscribe,
    send,
    sendTyping: (conversationId, isTyping) => void send({ type: 'typing', conversationId, isTyping }),
    close() {
      stopped = true;
      retry.stop();
      clearInterval(pingTimer);
      listeners.clear();
      const ws = socket;
      socket = null;
      authenticated = false;
      ws?.close(1000);
    },
  };
}
