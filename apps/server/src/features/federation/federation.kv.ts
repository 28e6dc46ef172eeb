import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { federationKv } from '../../db/schema/federation';
import type { Database } from '../../platform/db';

/** When an entry set with a time to live stops being read. */
const expiryOf = (options?: KvStoreSetOptions) => (options?.ttl ? new Date(Date.now() + options.ttl.total({ unit: 'millisecond' })) : null);

/**
 * Fedify's key–value store in the app's own database, so that the embedded database and PostgreSQL
 * both keep it across restarts and every instance shares it. Keys are text arrays: a prefix is a
 * slice of one.
 */
export function createDatabaseKvStore(db: Database): KvStore {
  const live = or(isNull(federationKv.expiresAt), gt(federationKv.expiresAt, sql`now()`));
  const keyIs = (key: KvKey) => eq(federationKv.key, [...key]);

  return {
    async get<T = unknown>(key: KvKey): Promise<T | undefined> {
      const [row] = await db
        .select({ value: federationKv.value })
        .from(federationKv)
        .where(and(keyIs(key), live));
      return row?.value as T | undefined;
    },

    async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
      const expiresAt = expiryOf(options);
      await db
        .insert(federationKv)
        .values({ key: [...key], value, expiresAt })
        .onConflictDoUpdate({ target: federationKv.key, set: { value, expiresAt } });
    },

    async delete(key: KvKey): Promise<void> {
      await db.delete(federationKv).where(keyIs(key));
    },

    async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
      const expiresAt = expiryOf(options);
      return db.transaction(async (tx) => {
        // The row's lock makes the read and the write one step for every other instance.
        const [row] = await tx
          .select({ value: federationKv.value, expiresAt: federationKv.expiresAt })
          .from(federationKv)
          .where(keyIs(key))
          .for('update');
        const current = row && (row.expiresAt === null || row.expiresAt > new Date()) ? row.value : undefined;
        if (JSON.stringify(current) !== JSON.stringify(expectedValue)) return false;
        if (newValue === undefined) await tx.delete(federationKv).where(keyIs(key));
        else
          await tx
            .insert(federationKv)
            .values({ key: [...key], value: newValue, expiresAt })
            .onConflictDoUpdate({ target: federationKv.key, set: { value: newValue, expiresAt } });
        return true;
      });
    },

    async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
      const prefixed = prefix ? sql`${federationKv.key}[1:${prefix.length}] = ${sql.param([...prefix], federationKv.key)}` : undefined;
      const rows = await db.select({ key: federationKv.key, value: federationKv.value }).from(federationKv).where(and(prefixed, live));
      for (const row of rows) yield { key: row.key as unknown as KvKey, value: row.value };
    },
  };
}

/** Removes entries whose time ran out; run with the queue's other sweeps. */
export async function sweepExpiredEntries(db: Database): Promise<void> {
  await db.delete(federationKv).where(lte(federationKv.expiresAt, sql`now()`));
}
