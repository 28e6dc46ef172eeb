import { z } from 'zod';

/** The unread-count answer of messages and notifications (part 1 §3); kept apart so the header's badges load no other schema. */
export const UnreadCountSchema = z.object({ unreadCount: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;
