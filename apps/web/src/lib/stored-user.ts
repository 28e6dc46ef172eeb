import { OwnProfileSchema } from '@rootshare/contracts/profiles';
import { z } from 'zod';
import { readStoredUserText, type StoredUser } from './session-storage';

// Apart from session-storage.ts so that a visitor's first page loads no schemas: only a stored
// session is ever checked, and the session provider loads this module when there is one.
const StoredUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  profile: OwnProfileSchema,
});

/** The stored member when the stored text is one, else null. */
export function readStoredUser(): StoredUser | null {
  const raw = readStoredUserText();
  if (!raw) return null;
  try {
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
