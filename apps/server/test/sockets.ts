import { ServerEventSchema, type ServerEvent } from '@rootshare/contracts/realtime';
import { WebSocket } from 'ws';

/** A test's socket: every event it received, and waits for the next of a kind or for its close. */
export interface TestSocket {
  socket: WebSocket;
  events: ServerEvent[];
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
  /** Resolves with the first event matching, already received or arriving within timeoutMs. */
  waitFor<T extends ServerEvent['type']>(
    type: T,
    match?: (event: Extract<ServerEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerEvent, { type: T }>>;
  /**
   * Pings and waits for the pong: the server writes a socket's frames in order, so every event it
   * sent this socket before answering has then arrived (how a test shows that one did not).
   */
  flush(): Promise<void>;
  close(): void;
}

/** Opens a socket to a listening server (ws://host:port/ws); rejects when the upgrade is refused. */
export async function openSocket(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws`, { headers });
  const events: ServerEvent[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data: Buffer) => {
    events.push(ServerEventSchema.parse(JSON.parse(data.toString('utf8'))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
  });
  const send = (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  const waitFor: TestSocket['waitFor'] = (type, match = () => true, timeoutMs = 3_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(
          (e): e is Extract<ServerEvent, { type: typeof type }> =>
            e.type === type && match(e as Extract<ServerEvent, { type: typeof type }>),
        );
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      if (!check()) waiters.add(wake);
    });
  return {
    socket,
    events,
    closed,
    send,
    waitFor,
    flush: async () => {
      const from = events.length;
      send({ type: 'ping' });
      await waitFor('pong', (pong) => events.indexOf(pong, from) >= from);
    },
    close: () => socket.close(),
  };
}

/** A socket authenticated as the member with this token. */
export async function openMemberSocket(baseUrl: string, token: string): Promise<TestSocket> {
  const socket = await openSocket(baseUrl);
  socket.send({ type: 'authenticate', token });
  await socket.waitFor('authenticated');
  return socket;
}
