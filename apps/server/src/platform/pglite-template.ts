import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serverRoot } from '../paths';
import { securePrivateDir } from './data-dir';

const EMPTY_PREFIX = 'pglite-cluster-';
const STARTED_PREFIX = 'pglite-started-';
const distDir = path.join(serverRoot, 'dist');

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
export const pgliteTemplatePath = (): string => path.join(distDir, `${EMPTY_PREFIX}${pgliteVersion()}.tar.gz`);

/**
 * Where the build leaves the data folder a first start would make before the demo: migrated, with
 * the catalogue and the gazetteer imported (ADR 0065). `stamp` names the migrations and data it holds.
 */
export const startedTemplatePath = (stamp: string): string => path.join(distDir, `${STARTED_PREFIX}${pgliteVersion()}-${stamp}`);

/** The built started folder of the installed PGlite, whatever its stamp: a start brings an older one up to date. */
function builtStartedTemplate(): string | undefined {
  const prefix = `${STARTED_PREFIX}${pgliteVersion()}-`;
  const isCluster = (name: string) =>
    name.startsWith(prefix) && !name.endsWith('.partial') && fs.existsSync(path.join(distDir, name, 'PG_VERSION'));
  const name = fs.existsSync(distDir) ? fs.readdirSync(distDir).find(isCluster) : undefined;
  return name && path.join(distDir, name);
}

/** The empty cluster as PGlite's loadDataDir takes it, or undefined when the server was not built (a start from source runs initdb). */
export function readPgliteTemplate(): Blob | undefined {
  const file = pgliteTemplatePath();
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * Gives a data folder that is empty or does not exist yet a private copy of the built started folder:
 * loading a dump through PGlite instead took seconds of a first start (ADR 0065). Answers whether
 * it did; without a built one the folder is left to PGlite.
 */
export async function copyStartedTemplate(dataDir: string): Promise<boolean> {
  const template = builtStartedTemplate();
  if (!template || (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)) return false;
  // Copied beside and renamed, so a copy cut short is never taken for a cluster.
  const partial = `${dataDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(template, partial, { recursive: true });
  // The build's files are readable by anyone; the server's data are its user's alone.
  await securePrivateDir(partial);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(partial, dataDir);
  return true;
}

/** Drops the other templates of one kind (other PGlite releases, other stamps). */
function dropOthers(kept: string, prefix: string): void {
  for (const name of fs.readdirSync(path.dirname(kept))) {
    if (name.startsWith(prefix) && name !== path.basename(kept))
      fs.rmSync(path.join(path.dirname(kept), name), { recursive: true, force: true });
  }
}

/** Makes the empty template for the installed PGlite unless it exists; drops those of other releases. Answers whether it made one. */
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
    dropOthers(file, EMPTY_PREFIX);
  } finally {
    await client.close();
  }
  return true;
}

/**
 * Makes the started folder for this stamp unless it exists: `prepare` fills a new data folder at the
 * path it is given (which then holds a cleanly closed cluster). Answers whether it made one.
 */
export async function makeStartedTemplate(stamp: string, prepare: (dataDir: string) => Promise<void>): Promise<boolean> {
  const folder = startedTemplatePath(stamp);
  if (fs.existsSync(folder)) return false;
  const partial = `${folder}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  await prepare(partial);
  fs.renameSync(partial, folder);
  dropOthers(folder, STARTED_PREFIX);
  return true;
}
