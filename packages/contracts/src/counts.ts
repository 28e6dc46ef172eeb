import { z } from 'zod';

/** The unread-count answer of messages and notifications; the server's serializer checks it, the browser reads it typed (ADR 0013). */
export const UnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
