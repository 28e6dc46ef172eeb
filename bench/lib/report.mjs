import fs from 'node:fs/promises';
import path from 'node:path';

const fmt = (value) => (value === null || value === undefined ? '–' : String(value));

/** One line per run, columns padded; numbers right-aligned. */
export function formatTable(runs) {
  const header = ['scenario', 'phase', 'load', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'peak RSS MiB', 'note'];
  const numeric = new Set([3, 4, 5, 6, 7, 8]);
  const rows = runs.map((r) => [
    r.scenario,
    r.phase,
    r.mode === 'fixed-rate' ? `fixed ${r.targetRate}/s` : `saturation c=${r.connections}`,
    fmt(r.requestsPerSec),
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    fmt(r.non2xx),
    fmt(r.errors),
    fmt(r.peakRssMiB),
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line per check: what was measured, the figure, its limit, whether it holds, and its note if any. */
export function formatChecks(checks) {
  const header = ['scenario', 'check', 'value', 'limit', 'ok', 'note'];
  const rows = checks.map((c) => [
    c.scenario,
    c.check,
    `${fmt(c.value)} ${c.unit}`.trimEnd(),
    `${c.comparison ?? '<'} ${c.limit} ${c.unit}`.trimEnd(),
    c.ok ? 'yes' : 'NO',
    c.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export async function writeResults(file, results) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
