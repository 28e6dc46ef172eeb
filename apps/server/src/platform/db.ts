import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './data-dir';
import { copyStartedTemplate, readPgliteTemplate } from './pglite-template';
import { errorChain } from './errors';
import type { PoolStats } from './metrics';

/** The one database type features see, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'pg';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** The PostgreSQL pool's connections now; null on the embedded database, which has one and no pool. */
  poolStats(): PoolStats | null;
  /**
   * Runs SQL text as a library that brings its own SQL needs it (the job queue): with values, one
   * parameterised statement; without, a script of several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
  /** Runs work while holding a lock every instance on this database shares (one process embedded). */
  withSharedLock<T>(lockId: number, work: () => Promise<T>): Promise<T>;
  /** The embedded database's data folder as one archive, to start another from (absent on PostgreSQL). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; without it PGlite lives in memory (tests). */
  dataDir?: string | undefined;
  /** An in-memory PGlite starts from this dumped data folder instead of an empty one (tests start each from one migrated copy). */
  startFrom?: Blob | undefined;
  poolSize?: number;
  /** The migrations folder; the project's own unless a test supplies another. */
  migrationsDir?: string;
}

const MIGRATION_LOCK_ID = 7_412_309;

/** Opens the database chosen by the options and applies pending migrations in one transaction. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const folder = options.migrationsDir ?? migrationsDir;
  const handle = options.url
    ? await openPostgres(options.url, options.poolSize ?? 20, folder)
    : await openPglite(options.dataDir, folder, options.startFrom);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw new Error(`Database migration failed, nothing was changed: ${describeError(error)}`, { cause: error });
  }
  return handle;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims an embedded data folder for this process. PGlite takes no lock of its own, and two
 * processes writing one folder (the server and `npm run admin`, say) would corrupt it. A lock
 * left by a process that has ended is taken over. Answers the release.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(`The embedded database in ${path.resolve(dataDir)} is in use by another process (pid ${holder}). Stop it first.`, {
          cause: error,
        });
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
}

/**
 * The embedded database's buffer cache lives in the server's own memory and, once filled, stays
 * there: PostgreSQL's 128 MB default made a small club's server hold about 470 MB. 32 MB keeps a
 * demo community's working set and leaves the rest to the operating system's file cache
 * (ADR 0045; bench footprint scenario).
 */
const EMBEDDED_SETTINGS = ['shared_buffers = 32MB'];

/** Whether an embedded data folder holds a cluster yet (PostgreSQL writes PG_VERSION into every one). */
export const hasEmbeddedCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

async function openPglite(dataDir: string | undefined, migrationsFolder: string, startFrom: Blob | undefined) {
  if (dataDir) fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true, mode: PRIVATE_DIR_MODE });
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  const extensions = { pg_trgm, cube, earthdistance, unaccent, fuzzystrmatch };
  const options = { extensions, postgresqlconf: EMBEDDED_SETTINGS };
  let client: PGlite;
  try {
    // The built folder holds this release's migrations: a folder meant for other ones (an upgrade drill) starts empty.
    if (dataDir && !hasEmbeddedCluster(dataDir) && migrationsFolder === migrationsDir) await copyStartedTemplate(dataDir);
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    client = dataDir
      ? // A new folder not given the started one is loaded from the build's empty cluster rather than made by initdb (ADR 0059).
        new PGlite(path.resolve(dataDir), { ...options, loadDataDir: hasEmbeddedCluster(dataDir) ? undefined : readPgliteTemplate() })
      : new PGlite({ ...options, loadDataDir: startFrom });
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client);
  return {
    db: db as Database,
    kind: 'pglite' as const,
    poolStats: () => null,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text: string, values: unknown[] = []) => {
      // PGlite prepares a parameterised query, which holds one statement; a script goes through exec.
      const result = values.length > 0 ? await client.query(text, values) : (await client.exec(text)).at(-1);
      return { rows: result?.rows ?? [], rowCount: result?.affectedRows ?? result?.rows.length ?? 0 };
    },
    // The embedded database serves one process: nothing else can hold the lock.
    withSharedLock: <T>(_lockId: number, work: () => Promise<T>) => work(),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(url: string, poolSize: number, migrationsFolder: string) {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not take the process down (docs/security.md S33).
  pool.on('error', () => undefined);
  const db = drizzlePg(pool);
  return {
    db: db as Database,
    kind: 'pg' as const,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    migrate: async () => {
      // Several instances may start at once: one migrates while the others wait.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    executeSql: async (text: string, values: unknown[] = []) => {
      const result = await pool.query(text, values.length > 0 ? values : undefined);
      // A script answers one result per statement; its last one is the answer.
      const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult | undefined) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    withSharedLock: async <T>(lockId: number, work: () => Promise<T>): Promise<T> => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Runs raw SQL and answers its rows, whichever driver is behind the database. */
export async function selectRows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer an object with `rows`; drizzle types the raw result per driver.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The SQLSTATE of a database error, looking through drizzle's wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && /^[0-9A-Z]{5}$/.test(link.code)) return link.code;
  }
  return undefined;
}

/** The constraint named by a database error, if any. */
export function pgConstraint(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.constraint === 'string') return link.constraint;
  }
  return undefined;
}

function describeError(error: unknown): string {
  const messages = [...errorChain(error)].map((l) => (typeof l.message === 'string' ? l.message : '')).filter(Boolean);
  return messages.at(-1) ?? String(error);
}
