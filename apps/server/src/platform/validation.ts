import type { z } from 'zod';
import { badRequest } from './errors';
import { holdsNul, NUL_CHARACTER } from './input-guard';

/**
 * Parses input the route schemas cannot see (multipart fields) with the same zod schema the
 * browser uses; 400 with the first message and every issue as details, like a route's own validation.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (holdsNul(input)) throw badRequest(NUL_CHARACTER);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw badRequest(details[0]?.message ?? 'Invalid request', details);
}
