// `npm run backup -- <file>` and `npm run restore -- <file>` (docs/architecture.md#backups).
import { runBackupCommand } from './backup-command';

void runBackupCommand(process.argv.slice(2)).then((result) => {
  (result.code === 0 ? process.stdout : process.stderr).write(`${result.message}\n`);
  process.exitCode = result.code;
});
