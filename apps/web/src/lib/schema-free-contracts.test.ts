import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Browse's first load carries no zod (ADR 0010): the values it shows come from these contract modules.
const contracts = path.resolve(import.meta.dirname, '../../../../packages/contracts/src');
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm;

/** What a contract module and the contract modules it loads import at run time (type-only imports left out). */
function runtimeImports(file: string, seen = new Map<string, string[]>()): string[] {
  if (!seen.has(file)) {
    const sources = [...fs.readFileSync(file, 'utf8').matchAll(RUNTIME_IMPORT)].map((match) => match[1] ?? '');
    seen.set(file, sources);
    for (const source of sources.filter((s) => s.startsWith('./'))) runtimeImports(path.join(contracts, `${source}.ts`), seen);
  }
  return [...seen.values()].flat();
}

describe('the schema-free contract modules', () => {
  const modules = fs.readdirSync(contracts).filter((name) => name.endsWith('-constants.ts'));

  it('exist for the values the first pages show', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'catalogue-constants.ts',
        'explore-constants.ts',
        'geo-constants.ts',
        'messaging-constants.ts',
        'profiles-constants.ts',
        'reports-constants.ts',
        'swaps-constants.ts',
        'user-plants-constants.ts',
      ]),
    );
  });

  it.each(modules)('%s loads no package (so no zod), directly or through another contract module', (name) => {
    expect(runtimeImports(path.join(contracts, name)).filter((source) => !source.startsWith('./'))).toEqual([]);
  });

  it('tells a schema module apart, which does load zod', () => {
    expect(runtimeImports(path.join(contracts, 'explore.ts'))).toContain('zod');
  });
});
