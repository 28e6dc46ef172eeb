import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverRoot } from '../paths';

const TEMPLATE_PREFIX = 'pglite-cluster-';

/** The installed PGlite's release: a cluster made by one release is only loaded by the same one. */
function pgliteVersion(): string {
  // The package resolves to <package>/dist/index.cjs; its manifest is one folder up.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return (JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Where the build leaves an empty embedded cluster (what PGlite's initdb makes, dumped): a first
 * start loads it instead of running initdb, which alone takes the process to about 800 MiB (ADR 0059).
 */
export const pgliteTemplatePath = (): string => path.join(serverRoot, 'dist', `${TEMPLATE_PREFIX}${pgliteVersion()}.tar.gz`);

/** The template as PGlite's loadDataDir takes it, or undefined when the server was not built (a start from source runs initdb). */
export function readPgliteTemplate(): Blob | undefined {
  const file = pgliteTemplatePath();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** Makes the template for the installed PGlite unless it exists; drops those of other releases. Answers whether it made one. */
export async function makePgliteTemplate(): Promise<boolean> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return false;
  const client = await PGlite.create();
  try {
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written beside and renamed, so a build cut short leaves no half template for a start to load.
    fs.writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.partial`, file);
  } finally {
    await client.close();
  }
  for (const name of fs.readdirSync(path.dirname(file))) {
    if (name.startsWith(TEMPLATE_PREFIX) && name !== path.basename(file)) fs.rmSync(path.join(path.dirname(file), name), { force: true });
  }
  return true;
}
