import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from './errors';

/** A keyset position: the row's exact timestamp as PostgreSQL prints it, and its id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's text form of a timestamptz, e.g. 2026-11-22 05:01:02.123456+00.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/;

/** True for a timestamp of that form naming a real moment (no 31 February, no hour 25, no year 0). */
function isRealTimestamp(at: string): boolean {
  const parts = TIMESTAMP.exec(at);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map(Number);
  const offsetHours = Number(parts[8]);
  const offsetMinutes = Number(parts[9] ?? 0);
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  date.setUTCFullYear(year);
  const sameFields =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return year >= 1 && sameFields && offsetHours <= 15 && offsetMinutes < 60;
}

/** An opaque cursor for the position after a row. Microseconds are kept, so no row is skipped or repeated. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`).toString('base64url');
}

/** The position a cursor names; 400 when it is not one this server made. */
export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const [at = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !isRealTimestamp(at) || !UUID.test(id)) throw badRequest('Invalid cursor');
  return { at, id };
}

/** Splits the limit + 1 rows a keyset query answered into the page and the cursor of the next one. */
export function pageOf<T>(rows: T[], limit: number, positionOf: (row: T) => KeysetPosition): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}

/** A prepared statement as the keyset helper runs it. */
interface PreparedPage<R> {
  execute(params: Record<string, unknown>): Promise<R[]>;
}

/**
 * A list read a page at a time, as two named prepared statements: `${name}_first` and `${name}_next`,
 * whose query `build` makes with the keyset condition it is given (none for the first page). Lists
 * are among the most frequent reads, and planning their joins cost more than running them.
 * The answer runs the right one with the caller's parameters (plus `at` and `id` after a cursor).
 */
export function prepareKeysetPages<R>(
  name: string,
  build: (name: string, after: ((createdAt: AnyPgColumn | SQL, id: AnyPgColumn | SQL) => SQL) | undefined) => PreparedPage<R>,
) {
  const first = build(`${name}_first`, undefined);
  const next = build(
    `${name}_next`,
    (createdAt, id) => sql`(${createdAt}, ${id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`,
  );
  return (params: Record<string, unknown>, after: KeysetPosition | undefined): Promise<R[]> =>
    after ? next.execute({ ...params, at: after.at, id: after.id }) : first.execute(params);
}
