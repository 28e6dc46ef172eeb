import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run db:generate` diffs the schema files against the newest snapshot in migrations/meta, so a
// broken snapshot chain or a schema change without its migration would surface only when someone
// next generates one; drizzle-kit runs here on a copy of the folder instead.
const serverRoot = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(serverRoot, 'src/db/migrations');
const drizzleKit = path.resolve(serverRoot, '../../node_modules/drizzle-kit/bin.cjs');

let scratch: string | undefined;

afterEach(() => {
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('migration snapshots', () => {
  it('leave drizzle-kit nothing to generate for the current schema files', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-generate-'));
    const out = path.join(scratch, 'migrations');
    fs.cpSync(migrationsDir, out, { recursive: true });
    const config = path.join(scratch, 'drizzle.config.mjs');
    // drizzle-kit reads both paths relative to the working directory, even absolute ones.
    const settings = { dialect: 'postgresql', schema: './src/db/schema/*.ts', out: path.relative(serverRoot, out) };
    fs.writeFileSync(config, `export default ${JSON.stringify(settings)};\n`);

    const { stdout } = await promisify(execFile)(process.execPath, [drizzleKit, 'generate', '--config', config], { cwd: serverRoot });

    expect(stdout).toContain('No schema changes');
    expect(fs.readdirSync(out).sort()).toEqual(fs.readdirSync(migrationsDir).sort());
  });
});
