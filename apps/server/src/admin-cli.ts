// `npm run admin -- <username>` (or `--revoke <username>`): grants or takes back the admin role in
// the database `npm start` uses. With the embedded database, stop the server first.
import fs from 'node:fs';
import path from 'node:path';
import { databaseOptions, loadConfig } from './config';
import { ADMIN_USAGE, changeAdminRole, parseAdminArgs, type CommandResult } from './features/admin/admin-command';
import { prepareDataDir } from './platform/data-dir';
import { openDatabase } from './platform/db';

async function run(args: string[]): Promise<CommandResult> {
  const command = parseAdminArgs(args);
  if (command.kind === 'help') return { code: 0, message: ADMIN_USAGE };
  if (command.kind === 'usage-error') return { code: 2, message: `${command.message}\n${ADMIN_USAGE}` };
  const config = loadConfig();
  const options = databaseOptions(config);
  // A mistyped DATA_DIR would otherwise make a new, empty database.
  if (!options.url && !fs.existsSync(options.dataDir)) {
    return {
      code: 1,
      message: `No database in ${path.resolve(options.dataDir)}. Start Rootshare once first, or set DATA_DIR (or DATABASE_URL) as for npm start.`,
    };
  }
  if (!options.url) await prepareDataDir(config.DATA_DIR);
  const database = await openDatabase(options);
  try {
    return await changeAdminRole(database.db, command.username, command.grant);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2))
  .then(
    (result) => result,
    (error: unknown): CommandResult => ({
      code: 1,
      message: `Could not change the role: ${error instanceof Error ? error.message : String(error)}`,
    }),
  )
  .then((result) => {
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
    process.exitCode = result.code;
  });
