import fs from 'node:fs/promises';
import path from 'node:path';

/** Folders in DATA_DIR: only the server's own user may list or enter them (docs/security.md S87). */
export const PRIVATE_DIR_MODE = 0o700;
/** Files in DATA_DIR and backups: only the server's own user may read or write them. */
export const PRIVATE_FILE_MODE = 0o600;
/** What the process takes away from every mode it creates with: group and others get nothing. */
export const PRIVATE_UMASK = 0o077;

/**
 * Makes DATA_DIR private before anything is opened in it: the folder is made 0700 if absent, and in
 * an existing one (made by an earlier release, or copied in) every folder becomes 0700 and every
 * file 0600, so mails with live reset links, the database's files and the kept secrets are the
 * server user's alone. Symbolic links are left as they are, and nothing outside the folder is
 * touched. Answers how many modes it changed.
 */
export async function securePrivateDir(dir: string): Promise<number> {
  await fs.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  let changed = 0;
  const repair = async (file: string, mode: number) => {
    const stat = await fs.lstat(file);
    if ((stat.mode & 0o777) === mode) return;
    await fs.chmod(file, mode);
    changed++;
  };
  await repair(dir, PRIVATE_DIR_MODE);
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await repair(file, PRIVATE_DIR_MODE);
    else if (entry.isFile()) await repair(file, PRIVATE_FILE_MODE);
  }
  return changed;
}

/**
 * What every process that opens DATA_DIR (the server, the backup and admin commands) does first:
 * files it or the embedded database create from now on are private (the umask), and what is
 * already there is made so.
 */
export async function prepareDataDir(dir: string): Promise<number> {
  process.umask(PRIVATE_UMASK);
  return securePrivateDir(dir);
}
