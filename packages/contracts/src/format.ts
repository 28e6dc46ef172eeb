/** Pure display helpers shared by server and browser. */

/** A count as a badge: '99+' above the cap (header) or '9+' (chat buttons). */
export function formatBadgeCount(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}

const UNIT_WORDS = /^(apt|apartment|unit|suite|ste|floor|fl|room|rm|#)\b/i;

/**
 * City-level text from a full location: the last two comma-separated parts, leaving out parts that
 * start with digits or unit words; 'Location Available' when nothing is left (part 2 §9).
 */
export function shortenLocation(location: string | null | undefined): string {
  if (!location) return 'Location Available';
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.length > 0 && !/^\d/.test(p) && !UNIT_WORDS.test(p));
  return parts.length > 0 ? parts.slice(-2).join(', ') : 'Location Available';
}

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [365 * 24 * 3600, 'y'],
  [30 * 24 * 3600, 'mo'],
  [7 * 24 * 3600, 'w'],
  [24 * 3600, 'd'],
  [3600, 'h'],
  [60, 'm'],
];

/** Short relative time for timestamps: 'just now', '5m ago', '3h ago', '2d ago'. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 60) return 'just now';
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${unit} ago`;
  }
  return 'just now';
}
