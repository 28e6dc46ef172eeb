import { z } from 'zod';

/** Every error answer of the API has this shape (DESIGN.md §4). */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
export type Health = z.infer<typeof HealthSchema>;

/** The server's error text, or 'HTTP {status}' when the body has none (part 1 §7). */
export function errorMessageFromBody(body: unknown, status: number): string {
  const parsed = ErrorBodySchema.safeParse(body);
  return parsed.success && parsed.data.error ? parsed.data.error : `HTTP ${status}`;
}
