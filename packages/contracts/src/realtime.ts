import { z } from 'zod';
import { MessageSchema } from './messaging';
import { NotificationSchema } from './notifications';

/**
 * The socket at /ws. The client authenticates with its token in the first frame; the
 * server trusts the token alone, so a userId sent alongside it is ignored (docs/security.md S7).
 */
export const SOCKET_PATH = '/ws';
/** Frames larger than this close the socket (docs/security.md S9). */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;
/** A socket that has not authenticated by then is closed. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000;
/** The client's reconnect delays: at least 3 s, doubling to 60 s, with jitter. */
export const SOCKET_RECONNECT_MIN_MS = 3_000;
export const SOCKET_RECONNECT_MAX_MS = 60_000;
/** A typing indicator goes out after this long without another keystroke. */
export const TYPING_IDLE_MS = 4_000;

/** Close codes the client acts on. */
export const SOCKET_CLOSE = {
  /** Going away: the server is stopping; reconnect. */
  goingAway: 1001,
  /** Policy: the token was refused or the session ended; do not reconnect with it. */
  unauthorized: 4001,
  /** Too many frames or a frame too large; reconnect later. */
  abuse: 4008,
} as const;

export const ClientEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), token: z.string().min(1).max(4096), userId: z.string().max(100).optional() }),
  z.object({ type: z.literal('typing'), conversationId: z.string().uuid(), isTyping: z.boolean() }),
  z.object({ type: z.literal('ping') }),
]);
export type ClientEvent = z.infer<typeof ClientEventSchema>;

export const ServerEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticated'), userId: z.string() }),
  z.object({ type: z.literal('new_message'), conversationId: z.string(), message: MessageSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.string(), userId: z.string(), isTyping: z.boolean() }),
  /** The reader has read the conversation: their other tabs drop the unread marks. */
  z.object({ type: z.literal('conversation_read'), conversationId: z.string(), readerId: z.string() }),
  /** A new notification for the bell, as it happens (the 60 s poll stays as the fallback). */
  z.object({ type: z.literal('notification'), notification: NotificationSchema }),
  /** A swap request changed (answered, countered, completed, reviewed): cards showing it refetch. */
  z.object({ type: z.literal('swap_updated'), swapRequestId: z.string() }),
  /** The member blocked or unblocked someone, or was blocked or unblocked: conversations, profiles and lists refetch. */
  z.object({ type: z.literal('blocks_changed') }),
  /** Something an account the member follows elsewhere published arrived, changed or went: the Other towns feed refetches. */
  z.object({ type: z.literal('remote_feed_changed') }),
  /** A conversation with an account elsewhere got a message, or one of its messages changed or went: those conversations refetch. */
  z.object({ type: z.literal('remote_conversations_changed') }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerEvent = z.infer<typeof ServerEventSchema>;
