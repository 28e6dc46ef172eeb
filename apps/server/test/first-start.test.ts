import fs from 'node:fs';
import path from 'node:path';
import { PlantSearchResponseSchema } from '@rootshare/contracts/catalogue';
import { GeoAutocompleteResponseSchema } from '@rootshare/contracts/geo';
import { afterAll, describe, expect, it } from 'vitest';
import { call, npmStartSettings, startServerProcess, tempDataDir } from './server-process';

const MIB = 1024 * 1024;
// The footprint goal for a first start (bench/scenarios/footprint.mjs, ADR 0059).
const FIRST_START_PEAK_LIMIT = 512 * MIB;

/** The highest resident memory a process has had (VmHWM), in bytes. */
function peakRss(pid: number): number {
  const kb = /^VmHWM:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

// The embedded database only: a PostgreSQL server's cluster is its operator's.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a first start on an empty DATA_DIR', () => {
  const dataDir = tempDataDir('rootshare-first-start-');
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'makes the embedded database with the catalogue and the places, serves them, and never holds 512 MiB',
    { timeout: 240_000 },
    async () => {
      // With npm start's memory settings, as a member's first start runs.
      const { nodeFlags, env } = npmStartSettings();
      const server = await startServerProcess({ ...env, DATA_DIR: dataDir }, { timeoutMs: 200_000, nodeFlags });
      try {
        const peak = peakRss(server.child.pid ?? -1);
        expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
        const found = await call<unknown>(server.url, '/api/plants/search', { method: 'POST', body: { query: 'monstera' } });
        expect(PlantSearchResponseSchema.parse(found.body).plants.length).toBeGreaterThan(0);
        const places = await call<unknown>(server.url, '/api/geo/autocomplete?text=Portland');
        expect(GeoAutocompleteResponseSchema.parse(places.body).results.length).toBeGreaterThan(0);
        expect(peak).toBeLessThanOrEqual(FIRST_START_PEAK_LIMIT);
      } finally {
        expect(await server.stop()).toBe(0);
      }
    },
  );
});
