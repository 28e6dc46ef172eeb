import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// A server a journey starts takes a port the kernel hands out, never one another server holds.
export { freePort } from '../../server/test/free-port';

const root = path.resolve(import.meta.dirname, '../../..');
/** The built server, as `npm start` runs it. */
export const serverEntry = path.join(root, 'apps/server/dist/main.js');

export interface RunningServer {
  baseUrl: string;
  /** SIGTERM, and resolves once the process has exited. */
  stop: () => Promise<void>;
  /** What the server has printed so far: its warnings and errors, for a failing journey to show. */
  output: () => string;
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  // Seeding the demo community on a busy machine can take minutes; this is a deadline, not a budget.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

/**
 * Starts the built server on the data folder (embedded database) and waits until it is healthy.
 * env adds to or overrides the defaults: no demo community, warnings only.
 */
export async function startServer(dataDir: string, port: string, env: Record<string, string> = {}): Promise<RunningServer> {
  let output = '';
  const child = spawn(process.execPath, [serverEntry], {
    // TRUST_PROXY: each journey's browser and API caller says its own address (browser.ts ownAddress).
    env: {
      ...process.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
