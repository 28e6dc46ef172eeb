import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { securePrivateDir } from '../src/platform/data-dir';
import { signUpOver, startServerProcess, startedDataDir, tempDataDir } from './server-process';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Every folder and file under dir with its permission bits, relative paths as keys. */
function modesUnder(dir: string): Map<string, number> {
  const modes = new Map<string, number>([['.', fs.statSync(dir).mode & 0o777]]);
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    modes.set(path.relative(dir, file), fs.lstatSync(file).mode & 0o777);
  }
  return modes;
}

/** The entries whose mode lets anyone but the owner in: none is the goal. */
function openToOthers(dir: string): string[] {
  return [...modesUnder(dir)].filter(([, mode]) => (mode & 0o077) !== 0).map(([name, mode]) => `${name} ${mode.toString(8)}`);
}

describe('a private DATA_DIR', () => {
  it('is made 0700 when absent, and an existing one has its folders made 0700 and its files 0600', async () => {
    const parent = tempDataDir('rootshare-modes-');
    folders.push(parent);
    const fresh = path.join(parent, 'fresh');
    await securePrivateDir(fresh);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);

    const old = path.join(parent, 'old');
    fs.mkdirSync(path.join(old, 'outbox'), { recursive: true, mode: 0o755 });
    fs.chmodSync(old, 0o755);
    fs.writeFileSync(path.join(old, 'outbox', 'mail.json'), '{}', { mode: 0o644 });
    fs.writeFileSync(path.join(old, 'catalog'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(old, 'catalog'), 0o666);
    expect(await securePrivateDir(old)).toBe(4);
    expect(Object.fromEntries(modesUnder(old))).toEqual({ '.': 0o700, outbox: 0o700, 'outbox/mail.json': 0o600, catalog: 0o600 });
    // Already private: nothing to change.
    expect(await securePrivateDir(old)).toBe(0);
  });

  it(
    'is what a server start leaves, even from a folder others could read, and mails it keeps later are private too',
    { timeout: 240_000 },
    async () => {
      // A data folder as an earlier release left it: the database's files readable by everyone.
      const dataDir = startedDataDir('rootshare-open-');
      folders.push(dataDir);
      for (const [name] of modesUnder(dataDir)) {
        const file = path.join(dataDir, name);
        fs.chmodSync(file, fs.statSync(file).isDirectory() ? 0o755 : 0o666);
      }
      expect(openToOthers(dataDir)).not.toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'global', 'pg_control'))).toBe(true);

      const server = await startServerProcess({ DATA_DIR: dataDir });
      try {
        // Signing up keeps an address-confirmation mail, with its live link, in the outbox.
        await signUpOver(server.url, 'modes');
        await vi.waitFor(() => expect(fs.readdirSync(path.join(dataDir, 'outbox')).some((name) => name.endsWith('.json'))).toBe(true), {
          timeout: 60_000,
          interval: 200,
        });
        // While it runs, no folder lets anyone else in (so neither does any file in one), and its own files are private.
        const modes = modesUnder(dataDir);
        const folderModes = [...modes].filter(([name]) => fs.statSync(path.join(dataDir, name)).isDirectory());
        expect(folderModes.filter(([, mode]) => mode !== 0o700)).toEqual([]);
        const mails = [...modes].filter(([name]) => name.startsWith('outbox/'));
        expect(mails.length).toBeGreaterThan(0);
        expect(mails.filter(([, mode]) => mode !== 0o600)).toEqual([]);
      } finally {
        await server.stop();
      }
      // Once stopped, what the database wrote while it ran (pg_control, its caches) is private as well.
      expect(openToOthers(dataDir)).toEqual([]);
    },
  );
});
