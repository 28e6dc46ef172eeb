import { unitSettingsKey } from '@/lib/distance-unit';

/** Query keys of the settings page. */
export const accountKeys = {
  email: ['account', 'email'] as const,
  sessions: ['account', 'sessions'] as const,
  units: unitSettingsKey,
  /** The member's private calendar address (its meets and agreed handovers). */
  calendarFeed: ['calendar-feed'] as const,
  language: (userId: string) => ['account', 'language', userId] as const,
  federation: (userId: string) => ['account', 'federation', userId] as const,
};
