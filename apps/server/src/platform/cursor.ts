import { badRequest } from './errors';

/** A keyset position: the row's exact timestamp as PostgreSQL prints it, and its id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz, e.g. 2026-11-22 05:01:02.123456+00.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** An opaque cursor for the position after a row. Microseconds are kept, so no row is skipped or repeated. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; 400 when it is not one this server made. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !TIMESTAMP.test(at) || !UUID.test(id)) throw badRequest('Invalid cursor');
  return { at, id };
}

/** Splits the limit + 1 rows a keyset query answered into the page and the cursor of the next one. */
export function pageOf<T>(rows: T[], limit: number, positionOf: (row: T) => KeysetPosition): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
