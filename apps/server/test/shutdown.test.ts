import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, startedDataDir } from './server-process';

const dataDir = startedDataDir('rootshare-shutdown-');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('stops listening and exits cleanly within 10 seconds of SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, { timeoutMs: 60_000 });
    const started = Date.now();
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM received, shutting down');
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  }, 90_000);
});
