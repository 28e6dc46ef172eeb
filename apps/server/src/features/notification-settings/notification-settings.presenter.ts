import type { NotificationSettings } from '@rootshare/contracts/notification-settings';
import type { NotificationSettingsRow } from './notification-settings.repo';

/** A member's stored choices in the contract's shape. */
export function presentSettings(row: NotificationSettingsRow): NotificationSettings {
  return {
    swap_requests: row.swapRequests,
    swap_answers: row.swapAnswers,
    swap_completed: row.swapCompleted,
    reviews: row.reviews,
    unread_messages: row.unreadMessages,
    meets: row.meets,
    wishlist_matches: row.wishlistMatches,
    care_reminders: row.careReminders,
    weekly_digest: row.weeklyDigest,
  };
}

/** The row that stores a member's choices. */
export function settingsRow(userId: string, settings: NotificationSettings): NotificationSettingsRow {
  return {
    userId,
    swapRequests: settings.swap_requests,
    swapAnswers: settings.swap_answers,
    swapCompleted: settings.swap_completed,
    reviews: settings.reviews,
    unreadMessages: settings.unread_messages,
    meets: settings.meets,
    wishlistMatches: settings.wishlist_matches,
    careReminders: settings.care_reminders,
    weeklyDigest: settings.weekly_digest,
  };
}
