import { z } from 'zod';

/** Every error answer of the API has this shape (docs/architecture.md, API conventions). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof HealthSchema>;
