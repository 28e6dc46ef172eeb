import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Which feature owns which table is written once, in docs/architecture.md#table-owners; this
// checks the schema files and every import against it.
const serverRoot = path.resolve(import.meta.dirname, '..');
const src = path.join(serverRoot, 'src');
const schemaDir = path.join(src, 'db/schema');

/** Files that import tables of every feature because of what they are, not by shortcut. */
function exempt(file: string): boolean {
  // Tests arrange and inspect rows in whichever table a case needs; the seed fills every table;
  // the member's data export and account deletion gather every table that holds their data.
  return file.endsWith('.test.ts') || file.startsWith('db/') || file === 'features/account/account.repo.ts';
}

interface TableRow {
  schemaFile: string;
  home: string;
}

function documentedOwners(): Map<string, TableRow> {
  const doc = fs.readFileSync(path.resolve(serverRoot, '../../docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Table owners'));
  const owners = new Map<string, TableRow>();
  for (const [, table, schemaFile, home] of section.matchAll(
    /^\|\s*`(\w+)`\s*\|\s*`db\/schema\/([\w-]+)\.ts`\s*\|\s*`([\w/.-]+)`\s*\|/gm,
  )) {
    if (table && schemaFile && home) owners.set(table, { schemaFile, home });
  }
  return owners;
}

interface SchemaSymbol {
  table: string;
  schemaFile: string;
}

/** Every value a schema file exports, by symbol: its tables and the column sets built on them. */
function schemaSymbols(): Map<string, SchemaSymbol> {
  const symbols = new Map<string, SchemaSymbol>();
  for (const name of fs.readdirSync(schemaDir)) {
    const schemaFile = name.replace(/\.ts$/, '');
    const text = fs.readFileSync(path.join(schemaDir, name), 'utf8');
    for (const [, symbol, table] of text.matchAll(/^export const (\w+) = pgTable\(\s*'(\w+)'/gm)) {
      if (symbol && table) symbols.set(symbol, { table, schemaFile });
    }
    for (const [, symbol, tableSymbol] of text.matchAll(/^export const (\w+) = \{\s*\n\s*\w+: (\w+)\./gm)) {
      const owner = tableSymbol === undefined ? undefined : symbols.get(tableSymbol);
      if (symbol && owner) symbols.set(symbol, owner);
    }
  }
  return symbols;
}

function sourceFiles(dir = src): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === schemaDir ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full)] : [];
  });
}

interface TableImport {
  file: string;
  symbol: string;
}

/** The schema values each file imports (type-only imports carry no table, so they are left out). */
function tableImports(symbols: Map<string, SchemaSymbol>): TableImport[] {
  const found: TableImport[] = [];
  for (const file of sourceFiles()) {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const [, names, from] of text.matchAll(/^import \{([^}]*)\} from '([^']+)';/gm)) {
      if (!names || !from || path.dirname(path.resolve(path.dirname(path.join(src, file)), from)) !== schemaDir) continue;
      for (const name of names.split(',').map((part) => part.trim())) {
        const symbol = name.split(/\s+as\s+/)[0] ?? '';
        if (symbols.has(symbol)) found.push({ file, symbol });
      }
    }
  }
  return found;
}

describe('table owners', () => {
  const owners = documentedOwners();
  const symbols = schemaSymbols();

  it('names every table in the architecture doc with the schema file it is defined in', () => {
    const defined = Object.fromEntries([...symbols.values()].map(({ table, schemaFile }) => [table, schemaFile]));
    const documented = Object.fromEntries([...owners].map(([table, { schemaFile }]) => [table, schemaFile]));
    expect(documented).toEqual(defined);
  });

  it('keeps each schema file to the tables of one home', () => {
    const homesByFile = new Map<string, Set<string>>();
    for (const { schemaFile, home } of owners.values()) homesByFile.set(schemaFile, (homesByFile.get(schemaFile) ?? new Set()).add(home));
    const mixed = [...homesByFile].filter(([, homes]) => homes.size > 1).map(([file]) => file);
    expect(mixed).toEqual([]);
  });

  it('lets no file outside a table’s home import that table', () => {
    const strays: string[] = [];
    for (const { file, symbol } of tableImports(symbols)) {
      const home = owners.get(symbols.get(symbol)?.table ?? '')?.home ?? '';
      if (!exempt(file) && file !== home && !file.startsWith(`${home}/`)) strays.push(`${file} imports ${symbol} (home: ${home})`);
    }
    expect(strays).toEqual([]);
  });
});
