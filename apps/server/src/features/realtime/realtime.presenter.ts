import type { ActivityStatusList } from '@rootshare/contracts/messaging';
import type { PresenceState } from '../../platform/presence';

const FIVE_MINUTES = 5 * 60_000;

/** Presence as members see it: active or away, and the last active time only to five minutes. */
export function presentActivityStatus(states: Map<string, PresenceState>): ActivityStatusList {
  return {
    statuses: [...states].map(([userId, state]) => ({
      user_id: userId,
      status: state.active ? 'active' : 'away',
      last_active_at: state.lastActiveAt
        ? new Date(Math.floor(state.lastActiveAt.getTime() / FIVE_MINUTES) * FIVE_MINUTES).toISOString()
        : null,
    })),
  };
}
