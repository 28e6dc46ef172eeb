import type { Coordinates } from '@/lib/api-paths';

/** Where this tab keeps the position the browser gave Browse (sessionStorage, never the address). */
export const BROWSE_POSITION_KEY = 'browse_position';

/** The position this tab's Browse measures from, or null when the browser gave none. */
export function readBrowsePosition(): Coordinates | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(BROWSE_POSITION_KEY) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      'latitude' in parsed &&
      'longitude' in parsed &&
      typeof parsed.latitude === 'number' &&
      typeof parsed.longitude === 'number'
    ) {
      return { latitude: parsed.latitude, longitude: parsed.longitude };
    }
  } catch {
    // unreadable: start without a position
  }
  return null;
}
