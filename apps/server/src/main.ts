import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp, createStorage } from './app';
import { runCluster } from './cluster';
import { databaseOptions, loadConfig, type Config } from './config';
import { prepareDataDir, securePrivateDir } from './platform/data-dir';
import { hasEmbeddedCluster, openDatabase, type DatabaseHandle } from './platform/db';
import { importCatalogue } from './db/seed/catalogue';
import { seedDemoCommunity } from './db/seed/demo';
import { importGazetteer } from './db/seed/gazetteer';

/**
 * Opens the database with what a start needs in it: the catalogue, the gazetteer and (with
 * SEED_DEMO) the demo community, each imported only when missing or changed. The embedded
 * database's WebAssembly memory grows with a first start's imports and is never given back, so
 * after any import it is closed and opened again: the server then holds what serving needs, not
 * what importing needed (bench footprint scenario, ADR 0055).
 */
interface StartData {
  /** What was imported, one log line each. */
  imported: string[];
  seededDemo: boolean;
}

async function openWithStartData(config: Config): Promise<StartData & { database: DatabaseHandle }> {
  const imported: string[] = [];
  let seededDemo: boolean;
  const database = await openDatabase(databaseOptions(config));
  const storage = createStorage(config);
  try {
    const started = Date.now();
    const catalogue = await importCatalogue(database.db);
    if (catalogue.imported) imported.push(`plant catalogue loaded (${catalogue.imported} plants in ${Date.now() - started} ms)`);
    const gazetteerStarted = Date.now();
    const gazetteer = await importGazetteer(database.db);
    if (gazetteer.imported) imported.push(`gazetteer loaded (${gazetteer.imported} places in ${Date.now() - gazetteerStarted} ms)`);
    const members = config.SEED_DEMO ? await seedDemoCommunity(database.db, storage) : 0;
    if (members) imported.push(`demo community created (${members} members)`);
    seededDemo = members > 0;
  } catch (error) {
    await database.close();
    throw error;
  } finally {
    if (storage.kind === 's3') storage.close();
  }
  if (imported.length === 0 || database.kind !== 'pglite') return { database, imported, seededDemo };
  await database.close();
  return { database: await openDatabase(databaseOptions(config)), imported, seededDemo };
}

/** The argument that makes this program prepare a new embedded data folder and exit, in a child of the server. */
const PREPARE_ONLY = '--prepare-embedded-database';

/**
 * A first start on the embedded database makes its data folder in a child process: the imports'
 * WebAssembly memory and heap go back to the system when the child exits, and the server then
 * opens the folder as any restart does (ADR 0059). Answers what the child imported.
 */
function prepareInChild(config: Config): Promise<StartData> {
  return new Promise((resolve, reject) => {
    // The same program and Node flags (tsx from source, npm start's); a heap that grows less keeps
    // the imports' peak under 512 MiB, for a second or two more.
    const execArgv = [...new Set([...process.execArgv, '--optimize-for-size'])];
    const child = fork(process.argv[1] ?? '', [PREPARE_ONLY], { stdio: 'inherit', execArgv });
    let answer: StartData | null = null;
    child.on('message', (message) => (answer = message as StartData));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && answer) resolve(answer);
      else reject(new Error(`Preparing the embedded database in ${config.DATA_DIR} failed (exit code ${code})`));
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything is written: mails with reset links, the database and the secrets are the server user's alone.
  await prepareDataDir(config.DATA_DIR);
  if (config.INSTANCES > 1 && cluster.isPrimary) {
    runCluster(config);
    return;
  }
  if (process.argv.includes(PREPARE_ONLY)) {
    const { database, ...prepared } = await openWithStartData(config);
    await database.close();
    process.send?.(prepared, () => process.exit(0));
    return;
  }
  const options = databaseOptions(config);
  // The child did every import there was to do: the server only opens what it made.
  const { database, imported, seededDemo } =
    !options.url && !hasEmbeddedCluster(options.dataDir)
      ? { ...(await prepareInChild(config)), database: await openDatabase(options) }
      : await openWithStartData(config);
  const { app, sweepUploads, warmUp, services } = await buildApp({ config, database });
  for (const line of imported) app.log.info(line);
  // The demo's reply speeds show at once rather than at the job's next run, hours away.
  if (seededDemo) await services.replySpeed.recompute();
  await sweepUploads();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    let step = 'closing the server and its jobs';
    const force = setTimeout(() => {
      app.log.error(`still stopping after 10 seconds (${step}): exiting now`);
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    step = 'closing the database';
    await database.close();
    step = 'making the data folder private';
    // The embedded database sets some of its own files' modes (0644) while it runs: private again for the next reader.
    await securePrivateDir(config.DATA_DIR);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Rootshare is serving on http://localhost:${config.PORT} (data in ${path.resolve(config.DATA_DIR)}, database: ${database.kind})`,
  );
  // Serving starts first; the catalogue's search index is built meanwhile, and a search that comes
  // before it is ready waits for it (bench footprint scenario: a restart serves within seconds). A
  // build cut short (by a stop, say) is made again by the first search.
  warmUp()
    // What the start parsed and built is garbage once the index is made: collected now (npm start
    // exposes the collector), a quiet server gives it back instead of keeping it until its heap fills (ADR 0065).
    .then(() => globalThis.gc?.())
    .catch((error: unknown) => {
      if (!stopping) app.log.warn({ err: error }, 'building the catalogue index failed; the first search builds it');
    });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
