import { describe, expect, it, vi } from 'vitest';
import { loadCatalog } from './catalogs';
import { loadedContractMessageTable } from './contract-message-loader';

// As when the table's code cannot load (the signal dropped, a release removed it).
vi.mock('./contract-message-table', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the table of the contracts’ sentences', () => {
  it('leaves them in English when it cannot load, and still loads the language’s catalog', async () => {
    const catalog = await loadCatalog('fr-CA', ['shell']);
    expect(catalog['nav.browse']).toBeDefined();
    expect(loadedContractMessageTable()).toBeNull();
  });
});
