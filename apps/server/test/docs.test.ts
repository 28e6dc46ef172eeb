import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs are read by newcomers before the code, so they are checked against the tree like code is.
const root = path.resolve(import.meta.dirname, '../../..');
const decisionsDir = path.join(root, 'docs/decisions');

interface IndexRow {
  number: string;
  file: string;
  status: string;
}

function indexRows(): IndexRow[] {
  const index = fs.readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
  const rows: IndexRow[] = [];
  for (const line of index.split('\n')) {
    const [, number, file, status] = /^\|\s*\[(\d{4})\]\(([^)]+)\)\s*\|[^|]*\|([^|]*)\|\s*$/.exec(line) ?? [];
    if (number && file && status) rows.push({ number, file, status: status.trim() });
  }
  return rows;
}

function adrFiles(): string[] {
  return fs
    .readdirSync(decisionsDir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort();
}

/**
 * The status an ADR's own line gives, as the index words it: remarks in brackets dropped, "ADR "
 * before numbers dropped, and a clause naming what this ADR supersedes left to the older ADR's row.
 */
function indexedStatus(statusLine: string): string {
  return statusLine
    .replace(/\([^)]*\)/g, '')
    .replace(/\bADR (\d{4})/g, '$1')
    .split(/[;.]/)
    .map((clause) => clause.trim().replace(/\s+/g, ' '))
    .filter((clause) => clause !== '' && !/^supersedes\b/i.test(clause))
    .join('; ');
}

function statusLine(file: string): string {
  const text = fs.readFileSync(path.join(decisionsDir, file), 'utf8');
  const [, status] = /^Date: \d{4}-\d{2}-\d{2} · Status: (.+)$/m.exec(text) ?? [];
  if (!status) throw new Error(`${file} has no "Date: … · Status: …" line`);
  return status;
}

/** Every file the repository holds, by path from its root, skipping what installs and builds make. */
function repositoryFiles(): string[] {
  const skipped = new Set(['node_modules', 'dist', '.git', '.tsbuild', 'data']);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name)) continue;
      const relative = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else found.push(relative);
    }
  };
  walk('');
  return found;
}

/** The docs write `server/`, `web/` and `contracts/` for the three source folders. */
const aliases: Record<string, string> = {
  'server/': 'apps/server/src/',
  'web/': 'apps/web/src/',
  'contracts/': 'packages/contracts/src/',
};

/** Names of things the running app or a run writes, which the repository cannot hold. */
const madeAtRunTime = /^(\/?sw\.js|manifest\.json|latest\.json|DATA_DIR\/.*|.*\bdist\/.*|bench\/results\/latest\.json)$/;

describe('the architecture decision records', () => {
  it('lists every decision file in the index once, and links only to files that exist', () => {
    const rows = indexRows();
    expect(rows.map((row) => row.file).sort()).toEqual(adrFiles());
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`)).toBe(true);
  });

  it('gives each decision the same status in the index as in its own status line', () => {
    const mismatches = indexRows()
      .map((row) => ({ file: row.file, index: row.status, own: indexedStatus(statusLine(row.file)) }))
      .filter((row) => row.index !== row.own);
    expect(mismatches).toEqual([]);
  });

  it('names only decisions that exist when one supersedes or extends another', () => {
    const numbers = new Set(indexRows().map((row) => row.number));
    for (const row of indexRows()) {
      for (const [cited] of row.status.matchAll(/\d{4}/g)) expect(numbers.has(cited), `${row.file} cites ${cited}`).toBe(true);
    }
  });

  it('words an index status the way the checks compare it', () => {
    expect(indexedStatus('accepted; superseded in part by ADR 0011 and ADR 0017 (amends ADR 0006)')).toBe(
      'accepted; superseded in part by 0011 and 0017',
    );
    expect(indexedStatus('accepted; supersedes ADR 0015 (in part: how a lane runs its batch)')).toBe('accepted');
  });
});

describe('the project docs', () => {
  it('name only source files that are in the repository', () => {
    const files = repositoryFiles();
    const docs = ['README.md', 'bench/README.md', ...fs.readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter((name) =>
      name.endsWith('.md'),
    );
    const missing: string[] = [];
    for (const doc of docs) {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      for (const [quoted] of text.matchAll(/`[A-Za-z0-9_./@-]+\.(?:ts|tsx|mjs|js|sql|css)`/g)) {
        const name = quoted.slice(1, -1);
        if (madeAtRunTime.test(name)) continue;
        const alias = Object.keys(aliases).find((prefix) => name.startsWith(prefix));
        const wanted = alias ? `${aliases[alias]}${name.slice(alias.length)}` : name;
        const present = files.some((file) => file === wanted || file.endsWith(`/${wanted}`));
        if (!present) missing.push(`${doc}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
