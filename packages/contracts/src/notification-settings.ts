import { z } from 'zod';
import type { NotificationType } from './notifications';

/**
 * How a member hears about things while Rootshare is closed: per kind of event, e-mail, push,
 * both or nothing, and a weekly digest (docs/notifications.md).
 */

/** The kinds of event a member chooses a channel for. */
export const NOTIFICATION_GROUPS = [
  'swap_requests',
  'swap_answers',
  'swap_completed',
  'reviews',
  'unread_messages',
  'meets',
  'wishlist_matches',
  'care_reminders',
] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'push', 'both', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The bell's notification types that also go out by e-mail or push, and the choice that governs each. */
export const NOTIFICATION_GROUP_OF_TYPE: Partial<Record<NotificationType, NotificationGroup>> = {
  swap_request: 'swap_requests',
  swap_accept: 'swap_answers',
  swap_decline: 'swap_answers',
  swap_counter: 'swap_answers',
  review_opportunity: 'swap_completed',
  review_ready: 'reviews',
  new_message: 'unread_messages',
  message: 'unread_messages',
  meet_changed: 'meets',
  meet_cancelled: 'meets',
  meet_message: 'meets',
  meet_reminder: 'meets',
  meet_promoted: 'meets',
  handover_proposed: 'meets',
  handover_agreed: 'meets',
  handover_reminder: 'meets',
  wishlist_match: 'wishlist_matches',
  care_reminder: 'care_reminders',
};

/** A conversation's unread messages go out this long after its bell entry, if it is still unread by then. */
export const UNREAD_MESSAGE_MAIL_DELAY_MINUTES = 10;

/** What one-click unsubscribe can turn off: one kind of event's e-mail, or the digest. */
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_GROUPS, 'weekly_digest'] as const;
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number];

export const NOTIFICATION_GROUP_LABELS: Record<NotificationGroup, { label: string; description: string }> = {
  swap_requests: { label: 'Swap requests', description: 'Someone asks to swap with you.' },
  swap_answers: { label: 'Answers to your requests', description: 'A request of yours is accepted, declined or countered.' },
  swap_completed: { label: 'Completed swaps', description: 'Both of you marked a swap complete: time to leave a review.' },
  reviews: { label: 'Reviews', description: 'A swap partner reviewed you.' },
  unread_messages: {
    label: 'Unread messages',
    description: `Messages still unread ${UNREAD_MESSAGE_MAIL_DELAY_MINUTES} minutes after they arrive: one e-mail per conversation until you read it.`,
  },
  meets: {
    label: 'Swap meets and handovers',
    description: 'A meet you joined changes or is cancelled, its host writes, a waitlist place opens, handover plans and reminders.',
  },
  wishlist_matches: {
    label: 'Wishlist matches near you',
    description: 'A plant on your wishlist is up for swap within your swap distance: at most one a day per plant.',
  },
  care_reminders: { label: 'Care reminders', description: 'A plant of yours is due for watering, feeding or repotting.' },
};

/** Whether a choice sends by e-mail (or by push). */
export const channelIncludes = (channel: NotificationChannel, medium: 'email' | 'push') => channel === medium || channel === 'both';

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'E-mail', push: 'Push', both: 'Both', off: 'Off' };

/** The e-mails a topic stands for, as the unsubscribe page and its mails name them ("e-mails about …"). */
export const UNSUBSCRIBE_TOPIC_LABELS: Record<UnsubscribeTopic, string> = {
  swap_requests: 'swap requests',
  swap_answers: 'answers to your swap requests',
  swap_completed: 'completed swaps',
  reviews: 'reviews you receive',
  unread_messages: 'unread messages',
  meets: 'swap meets and handovers',
  wishlist_matches: 'wishlist matches near you',
  care_reminders: 'care reminders',
  weekly_digest: 'your weekly digest',
};

const ChannelSchema = z.enum(NOTIFICATION_CHANNELS, 'Choose e-mail, push, both or off');

/** GET and PUT /api/notification-settings: every choice at once. */
export const NotificationSettingsSchema = z.strictObject({
  swap_requests: ChannelSchema,
  swap_answers: ChannelSchema,
  swap_completed: ChannelSchema,
  reviews: ChannelSchema,
  unread_messages: ChannelSchema,
  meets: ChannelSchema,
  wishlist_matches: ChannelSchema,
  care_reminders: ChannelSchema,
  weekly_digest: z.boolean('Say whether you want the weekly digest'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/**
 * What a member has before choosing: e-mail about every swap event, review, unread message and
 * wishlist match; care reminders by push (they come often and are for the phone); no digest.
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  swap_requests: 'email',
  swap_answers: 'email',
  swap_completed: 'email',
  reviews: 'email',
  unread_messages: 'email',
  meets: 'email',
  wishlist_matches: 'email',
  care_reminders: 'push',
  weekly_digest: false,
};

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid. Change your e-mail choices in Settings instead.';

/** The signed token of an unsubscribe link (`?token=`). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string(UNSUBSCRIBE_LINK_INVALID).min(1, UNSUBSCRIBE_LINK_INVALID).max(200, UNSUBSCRIBE_LINK_INVALID),
});

/** GET and POST /api/unsubscribe: which e-mails the link turns off, and whether they are off now. */
export const UnsubscribeStateSchema = z.object({ topic: z.enum(UNSUBSCRIBE_TOPICS), unsubscribed: z.boolean() });
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;
