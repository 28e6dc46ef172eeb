import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated media live. Keys are server-made; callers never choose a path. */
export interface Storage {
  /** Stores body under key; the object appears whole or not at all. */
  put(key: string, body: Buffer): Promise<void>;
  delete(key: string): Promise<void>;
  /** The folder served at /media for the disk adapter. */
  readonly root: string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/;

/** Media on the local disk under DATA_DIR/media, written to a temporary file and renamed into place. */
export function createDiskStorage(dataDir: string): Storage {
  const root = path.resolve(dataDir, 'media');
  const target = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    root,
    async put(key, body) {
      const file = target(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${crypto.randomUUID()}.tmp`;
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(target(key), { force: true });
    },
  };
}

/** A random key under a folder, e.g. `avatars/5f0c…e1.webp`. */
export function newMediaKey(folder: string, extension: string): string {
  return `${folder}/${crypto.randomUUID()}.${extension}`;
}
