import { FULL_NAME_INVISIBLE, FULL_NAME_LOOKALIKE, USERNAME_TAKEN_FRIENDLY, USERNAME_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';

/** The sentence to show for a failed profile update. */
export function profileUpdateErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return USERNAME_TAKEN_FRIENDLY;
  return message || 'Please try again.';
}

/** The form field a failed profile update is about (a taken username, a refused full name), to mark it there. */
export function profileUpdateErrorField(error: unknown): 'username' | 'fullName' | null {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return 'username';
  if (message === FULL_NAME_LOOKALIKE || message === FULL_NAME_INVISIBLE) return 'fullName';
  return null;
}
