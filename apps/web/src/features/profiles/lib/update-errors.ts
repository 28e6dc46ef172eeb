import { USERNAME_TAKEN_FRIENDLY, USERNAME_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';

/** The sentence to show for a failed profile update. */
export function profileUpdateErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return USERNAME_TAKEN_FRIENDLY;
  return message || 'Please try again.';
}

/** The form field a failed profile update is about (a taken username), to mark it there. */
export function profileUpdateErrorField(error: unknown): 'username' | null {
  const message = error instanceof Error ? error.message : '';
  return message.includes(USERNAME_TAKEN_MESSAGE) ? 'username' : null;
}
