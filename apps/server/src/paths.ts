import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found the same way from src (tsx, vitest) and from the dist bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8').includes('"@rootshare/server"')) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @rootshare/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const seedDataDir = path.join(serverRoot, 'src/db/seed/data');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
