import { ClientEventSchema, SOCKET_CLOSE, type ClientEvent } from '@rootshare/contracts/realtime';
import type { Member } from '../auth/auth.service';
import { isOpen, sendEvent, type Client, type SocketRegistry } from './socket-registry';

/** Frames a socket may send per window before it is closed (docs/security.md S9). */
export const SOCKET_FRAME_LIMIT = { max: 40, windowMs: 10_000 } as const;

type ClientEventOf<T extends ClientEvent['type']> = Extract<ClientEvent, { type: T }>;
/** Handles an event an authenticated member's socket sent. */
export type ClientEventHandler<T extends ClientEvent['type']> = (userId: string, event: ClientEventOf<T>) => Promise<void>;
export type ClientEventHandlers = { [T in ClientEvent['type']]?: ClientEventHandler<T> };

interface FrameDeps {
  registry: SocketRegistry;
  /** The member behind a token, or null (auth service). */
  authenticate(token: string): Promise<Member | null>;
  handlers: ClientEventHandlers;
  onError(error: unknown): void;
}

/** Whether the socket has sent more frames in this window than it may; counts this one. */
function overLimit(client: Client): boolean {
  const now = Date.now();
  if (now - client.windowStart > SOCKET_FRAME_LIMIT.windowMs) {
    client.windowStart = now;
    client.frames = 0;
  }
  client.frames += 1;
  return client.frames > SOCKET_FRAME_LIMIT.max;
}

/** The client event a text frame holds, or null for anything else. */
function parseFrame(data: Buffer): ClientEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return null;
  }
  const result = ClientEventSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/** Reads the frames sockets send: their rate limit, their authentication, and the events handed to their handlers. */
export function createFrameReader({ registry, authenticate, handlers, onError }: FrameDeps) {
  async function handleAuthenticate(client: Client, token: string): Promise<void> {
    if (client.userId) return;
    const member = await authenticate(token);
    if (!isOpen(client)) return;
    if (!member) {
      client.socket.close(SOCKET_CLOSE.unauthorized, 'Invalid token');
      return;
    }
    if (registry.full(member.userId)) {
      client.socket.close(SOCKET_CLOSE.abuse, 'Too many connections for one member');
      return;
    }
    registry.signIn(client, member);
    sendEvent(client, { type: 'authenticated', userId: member.userId });
  }

  return (client: Client, data: Buffer, isBinary: boolean): void => {
    if (overLimit(client)) {
      client.socket.close(SOCKET_CLOSE.abuse, 'Too many messages');
      return;
    }
    if (isBinary) return;
    const event = parseFrame(data);
    if (!event) return;
    if (event.type === 'ping') return sendEvent(client, { type: 'pong' });
    if (event.type === 'authenticate') return void handleAuthenticate(client, event.token).catch(onError);
    // Nothing but authenticate and ping is heard before the socket has a member.
    if (!client.userId) return;
    const handler = handlers[event.type];
    if (handler) void handler(client.userId, event).catch(onError);
  };
}
