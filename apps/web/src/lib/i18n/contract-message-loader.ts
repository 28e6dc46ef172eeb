import type * as ContractMessageTable from './contract-message-table';

type Table = typeof ContractMessageTable;

// The table names a sentence of every contract module, so it brings zod and every schema with it:
// it loads with another language's catalog (catalogs.ts), never for English, which needs no table.
let table: Table | null = null;

/** Loads the table; one that cannot load leaves the contracts' sentences in English rather than failing the catalog. */
export const loadContractMessageTable = (): Promise<Table | null> =>
  import('./contract-message-table').then(
    (loaded) => (table = loaded),
    () => null,
  );

/** The table, once a catalog in another language than English has loaded it. */
export const loadedContractMessageTable = (): Table | null => table;
