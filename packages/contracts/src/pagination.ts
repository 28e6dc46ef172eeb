import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from './limits';

/** `?limit=` of a cursor-paginated list: clamped to 1..PAGE_LIMIT_MAX, the given default when absent or unreadable. */
export const pageLimitSchema = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(PAGE_LIMIT_MAX, Math.max(1, n)))
    .default(fallback);

export const PageLimitSchema = pageLimitSchema(PAGE_LIMIT_DEFAULT);

/** `?cursor=`: opaque, made by the server. */
export const PageCursorSchema = z.string().max(200).optional();
