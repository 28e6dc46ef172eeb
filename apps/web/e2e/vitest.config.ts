import { defineConfig } from 'vitest/config';

// Browser journeys against the built app served by the real server (see global-setup.ts).
export default defineConfig({
  test: {
    include: ['e2e/**/*.spec.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // expect.poll's deadline: its one second default fails a check a busy machine answers late.
    expect: { poll: { timeout: 15_000 } },
    fileParallelism: false,
  },
});
