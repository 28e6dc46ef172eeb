import { defineConfig, mergeConfig } from 'vitest/config';
import journeys from './vitest.config';

// Lighthouse audits (issue 10) on the journeys' server, apart from the journeys: `npm run e2e:lighthouse`.
// They need the server to send the build's precompressed assets (@fastify/static preCompressed).
export default mergeConfig(journeys, defineConfig({ test: { include: ['e2e/lighthouse.audit.ts'] } }));
