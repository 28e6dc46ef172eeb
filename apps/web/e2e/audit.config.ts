import { defineConfig } from 'vitest/config';

// The Lighthouse audit (`npm run audit`): a measurement run before every release, apart from
// `npm test`, since a busy machine lowers a run's score without the page changing. It uses the
// journeys' server (the same global setup), which sends the build's precompressed assets.
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
