import { USERNAME_TAKEN_FRIENDLY, USERNAME_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';

/** The sentence to show for a failed profile update (part 1 §8). */
export function profileUpdateErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (message.includes(USERNAME_TAKEN_MESSAGE)) return USERNAME_TAKEN_FRIENDLY;
  return message || 'Please try again.';
}
