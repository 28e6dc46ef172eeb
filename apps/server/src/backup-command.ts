import fs from 'node:fs';
import path from 'node:path';
import { createStorage } from './app';
import { databaseOptions, loadConfig } from './config';
import { BackupRefused, restoreBackup, writeBackup } from './platform/backup';
import { openDatabase } from './platform/db';

export const BACKUP_USAGE = `Usage:
  npm run backup -- <file>    writes the database and the media to one archive (<file>, .tar.gz)
  npm run restore -- <file>   brings an archive back into an empty DATA_DIR, or an empty database and bucket
Both use the settings npm start uses (DATA_DIR, DATABASE_URL, S3_*). With the embedded database, stop the server first.`;

export interface CommandResult {
  /** 0 done; 1 it failed (nothing half-written is left); 2 wrong use or a refusal the person can fix. */
  code: 0 | 1 | 2;
  message: string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `backup <file>` or `restore <file>`, with the environment's settings; never throws. */
export async function runBackupCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CommandResult> {
  const [verb, file, ...rest] = args;
  if ((verb !== 'backup' && verb !== 'restore') || !file || rest.length > 0 || file.startsWith('-'))
    return { code: 2, message: BACKUP_USAGE };
  const target = path.resolve(file);
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return { code: 2, message: describe(error) };
  }
  const options = databaseOptions(config);
  if (verb === 'backup' && !options.url && !fs.existsSync(options.dataDir)) {
    return {
      code: 2,
      message: `No database in ${path.resolve(options.dataDir)}: nothing to back up. Set DATA_DIR (or DATABASE_URL) as for npm start.`,
    };
  }
  if (verb === 'restore' && !fs.existsSync(target)) return { code: 2, message: `No such file: ${target}` };
  if (verb === 'backup' && !fs.existsSync(path.dirname(target))) return { code: 2, message: `No such folder: ${path.dirname(target)}` };

  let database;
  try {
    database = await openDatabase(options);
  } catch (error) {
    return { code: 1, message: `Could not open the database: ${describe(error)}` };
  }
  const storage = createStorage(config);
  try {
    if (verb === 'backup') {
      const manifest = await writeBackup(database, storage, target);
      const rows = manifest.tables.reduce((sum, entry) => sum + entry.rows, 0);
      return {
        code: 0,
        message: `Backed up ${rows.toLocaleString('en-US')} rows in ${manifest.tables.length} tables and ${manifest.mediaObjects.toLocaleString('en-US')} media files to ${target}`,
      };
    }
    const manifest = await restoreBackup(database, storage, target);
    return {
      code: 0,
      message: `Restored the backup of ${manifest.createdAt} (${manifest.mediaObjects.toLocaleString('en-US')} media files). Start Rootshare as usual.`,
    };
  } catch (error) {
    if (error instanceof BackupRefused) return { code: 2, message: error.message };
    return { code: 1, message: `The ${verb} failed: ${describe(error)}` };
  } finally {
    if (storage.kind === 's3') storage.close();
    await database.close();
  }
}
