import { z } from 'zod';

/** Every error answer of the API has this shape (docs/architecture.md, API conventions). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof HealthSchema>;

/** Refusals the server answers with, which the web app shows in the member's language. */
export const NOT_FOUND = 'Not found';
export const NOT_ALLOWED = 'You are not allowed to do that';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait and try again.';
export const UPLOAD_NOT_FOUND = 'Upload not found or expired';
