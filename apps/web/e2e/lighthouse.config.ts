import { defineConfig } from 'vitest/config';

// Lighthouse audits (issue 10) on the journeys' server (the same global setup), apart from the
// journeys: `npm run e2e:lighthouse`. The server sends the build's precompressed assets.
export default defineConfig({
  test: {
    include: ['e2e/lighthouse.audit.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 90_000,
    fileParallelism: false,
  },
});
