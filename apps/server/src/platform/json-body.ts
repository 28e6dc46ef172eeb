import type { z } from 'zod';

/**
 * Encodes a response body with its schema, as the route serializer would (unknown keys dropped,
 * every field checked), once: for bodies a cache hands out many times.
 */
export function encodeJsonBody<S extends z.ZodType>(schema: S, value: z.output<S>): Buffer {
  return Buffer.from(JSON.stringify(schema.encode(value)));
}
