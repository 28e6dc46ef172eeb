import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { runCluster } from './cluster';
import { loadConfig } from './config';
import { importCatalogue } from './db/seed/catalogue';
import { seedDemoCommunity } from './db/seed/demo';
import { importGazetteer } from './db/seed/gazetteer';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.INSTANCES > 1 && cluster.isPrimary) {
    runCluster(config);
    return;
  }
  const { app, database, storage, sweepUploads, warmUp, services } = await buildApp({ config });
  const started = Date.now();
  const { imported } = await importCatalogue(database.db);
  if (imported) app.log.info(`plant catalogue loaded (${imported} plants in ${Date.now() - started} ms)`);
  const gazetteerStarted = Date.now();
  const { imported: placesImported } = await importGazetteer(database.db);
  if (placesImported) app.log.info(`gazetteer loaded (${placesImported} places in ${Date.now() - gazetteerStarted} ms)`);
  if (config.SEED_DEMO) {
    const seeded = await seedDemoCommunity(database.db, storage);
    if (seeded) app.log.info(`demo community created (${seeded} members)`);
    // The demo's reply speeds show at once rather than at the job's next run, hours away.
    if (seeded) await services.replySpeed.recompute();
  }
  await sweepUploads();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      app.log.error('still stopping after 10 seconds: exiting now');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
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
  warmUp().catch((error: unknown) => {
    if (!stopping) app.log.warn({ err: error }, 'building the catalogue index failed; the first search builds it');
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
