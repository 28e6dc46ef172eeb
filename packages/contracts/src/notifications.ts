import { z } from 'zod';
import { PageCursorSchema, PageLimitSchema } from './pagination';

/** Notifications: the bell's list. */
export const NOTIFICATION_TYPES = [
  'review_ready',
  'review_opportunity',
  /** Unread direct messages from an account on another server (one entry a conversation while unread). */
  'message',
  'new_message',
  'swap_update',
  'swap_request',
  'swap_accept',
  'swap_decline',
  'swap_counter',
  'meet_changed',
  'meet_cancelled',
  'meet_message',
  'meet_reminder',
  'meet_promoted',
  'handover_proposed',
  'handover_agreed',
  'handover_reminder',
  'wishlist_match',
  'care_reminder',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Review types open the review dialog for their swap; everything else goes to /messages. */
export const REVIEW_NOTIFICATION_TYPES: readonly NotificationType[] = ['review_ready', 'review_opportunity'];
export const opensReviewDialog = (type: NotificationType) => REVIEW_NOTIFICATION_TYPES.includes(type);

export const NotificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  swap_request_id: z.string().nullable(),
  /** The conversation a message or swap notification is about, so the bell can open that chat. */
  conversation_id: z.string().nullable(),
  /** The conversation with an account on another server a message notification is about. */
  remote_conversation_id: z.string().nullable(),
  /** The swap meet a meet notification is about, so the bell can open its page. */
  meet_id: z.string().nullable(),
  /** The plant a wishlist match or care reminder is about, so the bell can open its page. */
  user_plant_id: z.string().nullable(),
  other_user: z
    .object({ id: z.string(), avatar_url: z.string().nullable(), username: z.string(), full_name: z.string().nullable() })
    .nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({ cursor: PageCursorSchema, limit: PageLimitSchema });
export const NotificationPageSchema = z.object({ notifications: z.array(NotificationSchema), nextCursor: z.string().nullable() });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;
export const NotificationParamsSchema = z.object({ id: z.string().uuid('Notification not found') });

/** Refusals the server answers with, which the web app shows in the member's language. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';
