import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { catalogueVersion, importCatalogue } from './db/seed/catalogue';
import { gazetteerVersion, importGazetteer } from './db/seed/gazetteer';
import { migrationsDir } from './paths';
import { openDatabase } from './platform/db';
import { makePgliteTemplate, makeStartedTemplate, pgliteTemplatePath, startedTemplatePath } from './platform/pglite-template';

const STARTED = '--started';

/** Names what a started cluster holds: every migration file, the catalogue and the gazetteer data. */
function startedStamp(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsDir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.update(catalogueVersion()).update(gazetteerVersion()).digest('hex').slice(0, 16);
}

// Each template is made in a process of its own, so the memory initdb and the imports take is
// returned when it exits (ADR 0059, ADR 0065): the build runs this without arguments.
if (process.argv.includes(STARTED)) {
  const stamp = startedStamp();
  const made = await makeStartedTemplate(stamp, async (dataDir) => {
    const handle = await openDatabase({ dataDir });
    try {
      await importCatalogue(handle.db);
      await importGazetteer(handle.db);
    } finally {
      await handle.close();
    }
  });
  if (made) process.stdout.write(`embedded database started template made: ${startedTemplatePath(stamp)}\n`);
} else {
  if (await makePgliteTemplate()) process.stdout.write(`embedded database template made: ${pgliteTemplatePath()}\n`);
  const started = spawnSync(process.execPath, [...process.execArgv, process.argv[1] ?? '', STARTED], { stdio: 'inherit' });
  if (started.status !== 0) process.exit(started.status ?? 1);
}
