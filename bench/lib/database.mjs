import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const CONNECT_TIMEOUT_MS = 3_000;

async function withAdmin(adminUrl, work) {
  const client = new pg.Client({
    connectionString: adminUrl,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: 30_000,
    query_timeout: 35_000,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when PostgreSQL answers `select 1` on the admin URL within a few seconds. */
export async function postgresAnswers(adminUrl) {
  try {
    await withAdmin(adminUrl, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

function hidePassword(url) {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/**
 * Prepares what the server stores data in: a throwaway PostgreSQL database, or a temp DATA_DIR for
 * PGlite. Both get a temp DATA_DIR (uploads, generated secrets). `drop()` removes everything and is
 * safe to call more than once.
 */
export async function prepareDatabase(kind, adminUrl) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rootshare-bench-'));
  let dropped = false;
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => undefined);

  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      label: `pglite (${dataDir})`,
      drop: async () => {
        if (dropped) return;
        dropped = true;
        await removeDataDir();
      },
    };
  }

  const name = `rootshare_bench_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  } catch (error) {
    await removeDataDir();
    throw new Error(`could not create database ${name} via ${hidePassword(adminUrl)}: ${error.message}`, { cause: error });
  }
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    label: `pg ${name}`,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      try {
        await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
      } catch (error) {
        console.error(`warning: could not drop database ${name}: ${error.message}`);
      }
      await removeDataDir();
    },
  };
}
