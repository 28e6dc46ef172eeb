import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * A secret made once and kept in DATA_DIR (the JWT secret, the web push keys): read when its file is
 * there, otherwise made by `make` and written, readable by its owner only. The file appears whole or
 * not at all (written aside, then linked into place), and a process that loses the race to create
 * it reads the one that won.
 */
export function keptInDataDir(dataDir: string, fileName: string, make: () => string): string {
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const aside = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(aside, make(), { mode: PRIVATE_FILE_MODE });
  try {
    fs.linkSync(aside, file);
  } catch (error) {
    if (codeOf(error) !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(aside, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
