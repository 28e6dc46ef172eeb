import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { PRIVATE_FILE_MODE } from './data-dir';
import { selectRows, type Database, type DatabaseHandle } from './db';
import { contentTypeForKey, isSafeKey, type Storage } from './storage';

/**
 * One archive with everything a Rootshare community is (docs/architecture.md#backups): every table
 * of the app's schema as JSON rows, read in one consistent snapshot, and every media object. It is
 * the same on the embedded database and PostgreSQL, and on the disk and S3, so a backup of one can
 * be restored into the other. The job queue is not kept: queued mail of the moment is lost, and
 * the weekly digest is queued again at start.
 */

const FORMAT = 'rootshare-backup';
const VERSION = 1;
const MANIFEST = 'manifest.json';
/**
 * A read takes a window of this many of a table's pages (8 KB each), in their order on disk. Reads
 * of "the next rows after this one" sorted everything after it each time: the 92,000 places took
 * 39 s to back up on the embedded database; a window sorts only its own rows.
 */
const PAGES_PER_READ = 64;
const ROWS_PER_WRITE = 500;

interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** How many schema migrations the database had: a restore needs a release with the same. */
  migrations: number;
  tables: Array<{ name: string; rows: number }>;
  mediaObjects: number;
}

/** A backup that cannot be made or restored for a reason the person can fix (not a fault). */
export class BackupRefused extends Error {}

const table = (name: string) => sql`${sql.identifier('public')}.${sql.identifier(name)}`;

async function migrationCount(db: Database): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}

/** The app's tables, each after the tables it points at, so rows are restored before rows that refer to them. */
async function tablesInOrder(db: Database): Promise<string[]> {
  const names = (
    await selectRows<{ name: string }>(
      db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    )
  ).map((row) => row.name);
  const edges = await selectRows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    if (ordered.includes(name) || visiting.has(name)) return;
    visiting.add(name);
    for (const edge of edges) if (edge.child === name) visit(edge.parent);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of names) visit(name);
  return ordered;
}

/** The columns a row can be written with: generated ones are made by the database. */
async function writableColumns(db: Database, name: string): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select attname as name from pg_attribute where attrelid = ${`public.${name}`}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
  );
  return rows.map((row) => row.name);
}

/** Writes one table's rows, one JSON object a line, to a file; answers how many. */
async function dumpTable(tx: Database, name: string, file: string): Promise<number> {
  // Rows this snapshot sees lie in pages the table had when it began; the table never shrinks under it.
  const [size] = await selectRows<{ pages: number }>(
    tx,
    sql`select (pg_relation_size(${`public.${name}`}::regclass) / current_setting('block_size')::int)::int as pages`,
  );
  const out = fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE });
  let count = 0;
  try {
    for (let page = 0; page < (size?.pages ?? 0); page += PAGES_PER_READ) {
      const rows = await selectRows<{ row: string }>(
        tx,
        sql`select row_to_json(t)::text as row from ${table(name)} t
            where t.ctid >= ${`(${page},0)`}::tid and t.ctid < ${`(${page + PAGES_PER_READ},0)`}::tid order by t.ctid`,
      );
      for (const { row } of rows) if (!out.write(`${row}\n`)) await once(out, 'drain');
      count += rows.length;
    }
  } finally {
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  }
  return count;
}

/** Adds a file or a stream of known size to the archive. */
function addEntry(pack: tar.Pack, name: string, size: number, body: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const entry = pack.entry({ name, size }, (error) => (error ? reject(error) : resolve()));
    pipeline(body, entry).catch(reject);
  });
}

/** Writes the archive to `file` (gzip-compressed tar); the database is read in one snapshot. */
export async function writeBackup(database: DatabaseHandle, storage: Storage, file: string): Promise<Manifest> {
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rootshare-backup-'));
  const partial = `${file}.partial`;
  try {
    const { migrations, tables } = await database.db.transaction(
      async (tx) => {
        const dumped: Manifest['tables'] = [];
        for (const name of await tablesInOrder(tx))
          dumped.push({ name, rows: await dumpTable(tx, name, path.join(work, `${name}.ndjson`)) });
        return { migrations: await migrationCount(tx), tables: dumped };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const pack = tar.pack();
    // It holds every password hash, address and push key: the owner's alone whatever the umask (docs/security.md S87).
    const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
    for (const { name } of tables) {
      const source = path.join(work, `${name}.ndjson`);
      await addEntry(pack, `database/${name}.ndjson`, (await fs.promises.stat(source)).size, fs.createReadStream(source));
    }
    let mediaObjects = 0;
    for await (const { key } of storage.list()) {
      const object = await storage.get(key);
      // Deleted since it was listed: nothing to keep.
      if (!object) continue;
      await addEntry(pack, `media/${key}`, object.size, object.body);
      mediaObjects++;
    }
    const manifest: Manifest = { format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), migrations, tables, mediaObjects };
    const manifestBody = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, MANIFEST, manifestBody.length, Readable.from([manifestBody]));
    pack.finalize();
    await written;
    await fs.promises.chmod(partial, PRIVATE_FILE_MODE);
    // Only a whole archive takes the name asked for.
    await fs.promises.rename(partial, file);
    return manifest;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
}

/** Reads the archive's entries in order, handing each to `onEntry`, which consumes or drains its body. */
async function readArchive(
  file: string,
  onEntry: (name: string, size: number, body: AsyncIterable<unknown>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    onEntry(header.name, header.size ?? 0, stream).then(
      () => next(),
      (error: unknown) => extract.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  });
  try {
    await pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  } catch (error) {
    if (error instanceof BackupRefused || (error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new BackupRefused(
      `${file} is not a Rootshare backup, or it is damaged: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const drain = async (body: AsyncIterable<unknown>) => {
  for await (const _chunk of body);
};

const MEDIA_PREFIX = 'media/';

/**
 * The first reading of an archive, which writes nothing where the community goes: it checks the
 * archive is ours and that every media key is one storage takes, unpacks the database rows into
 * `work`, and answers the manifest.
 */
async function checkAndUnpackRows(file: string, work: string): Promise<Manifest> {
  let manifest: Manifest | null = null;
  await readArchive(file, async (name, _size, body) => {
    if (name === MANIFEST) {
      manifest = JSON.parse((await buffer(body)).toString('utf8')) as Manifest;
    } else if (/^database\/[a-z0-9_]+\.ndjson$/.test(name)) {
      await pipeline(body, fs.createWriteStream(path.join(work, path.basename(name)), { mode: PRIVATE_FILE_MODE }));
    } else if (name.startsWith(MEDIA_PREFIX)) {
      if (!isSafeKey(name.slice(MEDIA_PREFIX.length)))
        throw new BackupRefused(`${file} holds a media file with a name storage refuses: ${JSON.stringify(name)}. Nothing was restored.`);
      await drain(body);
    } else {
      await drain(body);
    }
  });
  if (!manifest) throw new BackupRefused(`${file} is not a Rootshare backup this release can read.`);
  return manifest;
}

/** The second reading: streams every media object into storage, one at a time; answers the keys written. */
async function restoreMedia(file: string, storage: Storage, written: string[]): Promise<void> {
  await readArchive(file, async (name, size, body) => {
    if (!name.startsWith(MEDIA_PREFIX)) return drain(body);
    const key = name.slice(MEDIA_PREFIX.length);
    await storage.putStream(key, Readable.from(body), contentTypeForKey(key), size);
    written.push(key);
  });
}

/** Whether the database holds no member and the storage no object: restoring never merges into a community. */
export async function isEmptyCommunity(database: DatabaseHandle, storage: Storage): Promise<boolean> {
  const [row] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${table('users')}`);
  if ((row?.n ?? 0) > 0) return false;
  for await (const _entry of storage.list()) return false;
  return true;
}

/**
 * Restores an archive into an empty database (migrated by this release) and empty storage, all or
 * nothing (docs/security.md S90): the whole archive is checked before anything is written, media
 * objects are streamed into storage one at a time (never held in memory), and the rows go in
 * within one transaction last. A failure at any step removes the media already written, so the
 * target is as empty as it was and the restore can be run again.
 */
export async function restoreBackup(database: DatabaseHandle, storage: Storage, file: string): Promise<Manifest> {
  if (!(await isEmptyCommunity(database, storage)))
    throw new BackupRefused(
      'The database or the media storage already holds a community. Restore into an empty DATA_DIR (or an empty database and bucket).',
    );
  const ours = await migrationCount(database.db);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'rootshare-restore-'));
  const written: string[] = [];
  try {
    const manifest = await checkAndUnpackRows(file, work);
    if (manifest.format !== FORMAT || manifest.version !== VERSION)
      throw new BackupRefused(`${file} is not a Rootshare backup this release can read.`);
    if (manifest.migrations !== ours) {
      throw new BackupRefused(
        `This backup was made by a release with ${manifest.migrations} database migrations and this one has ${ours}. Restore it with the release that made it; starting a newer release afterwards upgrades it.`,
      );
    }
    await restoreMedia(file, storage, written);
    await database.db.transaction(async (tx) => {
      // Rows the migrations themselves wrote are replaced by the backup's.
      for (const { name } of [...manifest.tables].reverse()) await tx.execute(sql`delete from ${table(name)}`);
      for (const { name } of manifest.tables) await restoreTable(tx, name, path.join(work, `${name}.ndjson`));
    });
    return manifest;
  } catch (error) {
    for (const key of written) await storage.delete(key);
    throw error;
  } finally {
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}

async function restoreTable(tx: Database, name: string, file: string): Promise<void> {
  const columns = sql.join(
    (await writableColumns(tx, name)).map((column) => sql.identifier(column)),
    sql`, `,
  );
  const write = (rows: string[]) =>
    tx.execute(
      sql`insert into ${table(name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${table(name)}, ${`[${rows.join(',')}]`}::json)`,
    );
  let batch: string[] = [];
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length === ROWS_PER_WRITE) {
      await write(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await write(batch);
  // Counters behind serial and identity columns continue after the restored rows.
  const serials = await selectRows<{ column: string; sequence: string }>(
    tx,
    sql`select attname as column, pg_get_serial_sequence(${`public.${name}`}, attname) as sequence from pg_attribute
        where attrelid = ${`public.${name}`}::regclass and attnum > 0 and not attisdropped and pg_get_serial_sequence(${`public.${name}`}, attname) is not null`,
  );
  for (const { column, sequence } of serials) {
    await tx.execute(
      sql`select setval(${sequence}::regclass, coalesce((select max(${sql.identifier(column)}) from ${table(name)}), 0) + 1, false)`,
    );
  }
}
