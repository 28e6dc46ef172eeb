import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Clock } from './clock';
import type { Database, DatabaseHandle } from './db';
import type { JobQueue } from './jobs';
import type { Mailer } from './mail';
import type { Metrics } from './metrics';
import type { Quotas } from './quotas';
import type { RateLimitStore } from './rate-limit';
import type { ReadCaches } from './read-cache';
import type { DiskStorage, S3Storage } from './storage';

/** The server as features see it: zod schemas validate and serialize every route. */
export type ServerApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What buildApp starts before any feature and hands to each (ADR 0060): a feature takes what it
 * needs of this, and what it needs of other features as typed inputs of its own.
 */
export interface Platform {
  app: ServerApp;
  config: Config;
  database: DatabaseHandle;
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  caches: ReadCaches;
  quotas: Quotas;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  storage: DiskStorage | S3Storage;
  /** Signs session tokens and the app's signed links (platform/auth.ts). */
  secret: string;
  publicUrl: string;
  /** Null unless METRICS_TOKEN is set: nothing is counted where nobody can read it. */
  metrics: Metrics | null;
}
