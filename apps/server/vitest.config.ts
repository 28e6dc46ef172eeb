import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The contracts package is pure and small; its tests run with the server suite.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../../packages/contracts/src/**/*.test.ts'],
    environment: 'node',
    // Every test database is a copy of one migrated once per run.
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WASM; two workers match the machine's two cores.
    pool: 'forks',
    maxWorkers: 2,
    // Test files share a worker's loaded modules instead of importing the whole server again each
    // (a third of the suite's time): every test builds its own app and database, nothing is
    // mocked at module level, and fake timers are put back after each test.
    isolate: false,
  },
});
