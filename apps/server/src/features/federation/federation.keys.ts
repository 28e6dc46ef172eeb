import type { webcrypto } from 'node:crypto';
import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { eq } from 'drizzle-orm';
import { federationKeys } from '../../db/schema/federation';
import type { Database } from '../../platform/db';

/** RSA for HTTP signatures (what Mastodon verifies), Ed25519 for object integrity proofs. */
const ALGORITHMS = ['RSASSA-PKCS1-v1_5', 'Ed25519'] as const;

/**
 * An actor's key pairs, made and stored the first time they are asked for. Two instances asking at
 * once both try to insert; the second insert does nothing and both read the one stored pair.
 */
export async function keyPairsOf(db: Database, actor: string): Promise<webcrypto.CryptoKeyPair[]> {
  let rows = await db.select().from(federationKeys).where(eq(federationKeys.actor, actor));
  if (rows.length < ALGORITHMS.length) {
    const made = await Promise.all(
      ALGORITHMS.filter((algorithm) => !rows.some((row) => row.algorithm === algorithm)).map(async (algorithm) => {
        const pair = await generateCryptoKeyPair(algorithm);
        return { actor, algorithm, privateKey: await exportJwk(pair.privateKey), publicKey: await exportJwk(pair.publicKey) };
      }),
    );
    await db.insert(federationKeys).values(made).onConflictDoNothing();
    rows = await db.select().from(federationKeys).where(eq(federationKeys.actor, actor));
  }
  const ordered = ALGORITHMS.flatMap((algorithm) => rows.filter((row) => row.algorithm === algorithm));
  return Promise.all(
    ordered.map(async (row) => ({
      privateKey: await importJwk(row.privateKey, 'private'),
      publicKey: await importJwk(row.publicKey, 'public'),
    })),
  );
}
