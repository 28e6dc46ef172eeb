import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';

/**
 * Node 22 has no Temporal yet, and Fedify's types speak the standard one: the polyfill Fedify itself
 * uses is installed as the global once, so that instants made here are the ones its types expect.
 */
const withTemporal = globalThis as { Temporal?: unknown };
withTemporal.Temporal ??= TemporalPolyfill;

export const instantOf = (iso: string): Temporal.Instant => Temporal.Instant.from(iso);
