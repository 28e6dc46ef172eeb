import {
  FULL_NAME_INVISIBLE,
  FULL_NAME_LOOKALIKE,
  PLACE_CHANGE_LIMIT,
  USERNAME_TAKEN_FRIENDLY,
  USERNAME_TAKEN_MESSAGE,
} from '@rootshare/contracts/profiles';

/** The sentence to show for a failed profile update, else `fallback`. */
export function profileUpdateErrorMessage(error: unknown, fallback: string): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return USERNAME_TAKEN_FRIENDLY;
  return message || fallback;
}

/**
 * The form field a failed profile update is about (a taken username, a refused full name, a place
 * moved too often today), to mark it there.
 */
export function profileUpdateErrorField(error: unknown): 'username' | 'fullName' | 'location' | null {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return 'username';
  if (message === FULL_NAME_LOOKALIKE || message === FULL_NAME_INVISIBLE) return 'fullName';
  if (message.startsWith(PLACE_CHANGE_LIMIT)) return 'location';
  return null;
}
