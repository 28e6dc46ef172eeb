// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/architecture.md#backups).
import { runBackupCommand } from './backup-command';
import { PRIVATE_UMASK } from './platform/data-dir';

// The database files a restore makes and the archive a backup writes are the owner's alone.
process.umask(PRIVATE_UMASK);

void runBackupCommand(process.argv.slice(2)).then((result) => {
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exitCode = result.code;
});
