import path from 'node:path';
import { z } from 'zod';
import { REQUEST_IDLE_SECONDS_DEFAULT, REQUEST_TIMEOUT_SECONDS_DEFAULT } from './platform/request-limits';

const booleanFromEnv = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra origins allowed for the socket and CORS, comma-separated; same origin is always allowed. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  /** Trust X-Forwarded-* from a load balancer in front (true), or not (false, the default). */
  TRUST_PROXY: booleanFromEnv.default(false),
  /**
   * An external geocoder to ask for place suggestions instead of the offline gazetteer: a
   * Geoapify-compatible autocomplete URL (e.g. https://api.geoapify.com/v1/geocode/autocomplete)
   * and its key. Not needed; without it (or when it fails) the gazetteer answers.
   */
  GEOCODER_URL: z.url().optional(),
  GEOCODER_API_KEY: z.string().optional(),
  /**
   * Multiplies every per-member creation quota. 1 in production; load runs and test
   * suites that create far more than a person would raise it.
   */
  QUOTA_SCALE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /**
   * Server processes to run on this machine (ADR 0009): more than 1 forks that many workers sharing
   * PORT, and needs DATABASE_URL and REDIS_URL (the embedded database serves one process).
   */
  INSTANCES: z.coerce.number().int().min(1).max(64).default(1),
  /** A request whose client sends nothing for this many seconds is closed (docs/security.md S88). */
  REQUEST_IDLE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(REQUEST_IDLE_SECONDS_DEFAULT),
  /**
   * The longest a whole request may take to arrive: by default the largest upload at a slow phone's
   * uplink (platform/request-limits.ts).
   */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(REQUEST_TIMEOUT_SECONDS_DEFAULT),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The origin members reach Rootshare at, used in mailed links; http://localhost:PORT unless set. */
  PUBLIC_URL: z.url().optional(),
  /**
   * An SMTP server for mail (smtp://user:pass@host:587, or smtps://), with the sender address.
   * Without both, every mail is kept in DATA_DIR/outbox for an admin to read.
   */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /**
   * A background job still running after this many seconds is taken as lost with a crashed
   * instance and run again; the queue looks for such jobs about twice in that time.
   */
  JOB_RECOVERY_SECONDS: z.coerce.number().int().min(2).max(3_600).default(300),
  /**
   * The VAPID key pair pushes are signed with, base64url as `npx web-push generate-vapid-keys` prints
   * them: both or neither. Without them a pair is made once into DATA_DIR/web-push-keys.json.
   * Instances on separate machines need the same pair (members' subscriptions are made for it).
   */
  WEB_PUSH_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'WEB_PUSH_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)')
    .optional(),
  WEB_PUSH_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'WEB_PUSH_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)')
    .optional(),
  /**
   * The bearer token `GET /metrics` asks for (Prometheus's `authorization` setting); without it
   * there are no metrics and the page answers 404.
   */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL (see webPushSubject). */
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'WEB_PUSH_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /**
   * ActivityPub federation (features/federation, ADR 0066): other servers may follow the members who
   * let them. Off by default; it needs an https PUBLIC_URL, the address other servers reach us at.
   */
  FEDERATION: booleanFromEnv.default(false),
  /**
   * Tests and local trials only: lets federation reach servers on loopback and private networks
   * (Fedify refuses them otherwise, against request forgery), and accepts an http PUBLIC_URL.
   */
  FEDERATION_ALLOW_PRIVATE_ADDRESSES: booleanFromEnv.default(false),
});

export type Config = z.infer<typeof ConfigSchema>;

/** Parses the environment once; a bad value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  if (parsed.data.INSTANCES > 1 && (!parsed.data.DATABASE_URL || !parsed.data.REDIS_URL)) {
    throw new Error(
      'Invalid configuration:\n  INSTANCES: more than one instance needs DATABASE_URL and REDIS_URL (the embedded database serves one process)',
    );
  }
  if (Boolean(parsed.data.WEB_PUSH_PUBLIC_KEY) !== Boolean(parsed.data.WEB_PUSH_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY: set both keys of the pair, or neither');
  }
  if (parsed.data.FEDERATION) {
    const url = parsed.data.PUBLIC_URL;
    const allowed = url?.startsWith('https://') || (parsed.data.FEDERATION_ALLOW_PRIVATE_ADDRESSES && url?.startsWith('http://'));
    if (!allowed) {
      throw new Error(
        'Invalid configuration:\n  FEDERATION: federation needs PUBLIC_URL, the https address other servers reach this one at (an http one only with FEDERATION_ALLOW_PRIVATE_ADDRESSES=true, for local trials)',
      );
    }
  }
  return parsed.data;
}

/** The origin of mailed links, without a trailing slash. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The contact sent with every push: WEB_PUSH_SUBJECT, else PUBLIC_URL when it is https, else a
 * placeholder that suits a laptop (Apple's push service refuses it: set one of the two in production).
 */
export function webPushSubject(config: Pick<Config, 'WEB_PUSH_SUBJECT' | 'PUBLIC_URL'>): string {
  if (config.WEB_PUSH_SUBJECT) return config.WEB_PUSH_SUBJECT;
  return config.PUBLIC_URL?.startsWith('https://') ? config.PUBLIC_URL : 'mailto:push@localhost';
}

/** Where the database is: PostgreSQL when DATABASE_URL is set, else the embedded one in DATA_DIR/pglite. */
export function databaseOptions(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): { url: string | undefined; dataDir: string } {
  return { url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') };
}
