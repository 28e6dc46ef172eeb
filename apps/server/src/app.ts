import type http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseOptions, publicUrl, type Config } from './config';
import { accountFeature } from './features/account/account.feature';
import { adminFeature } from './features/admin/admin.feature';
import { authFeature } from './features/auth/auth.feature';
import { authGuard } from './features/auth/auth.guard';
import type { AuthService } from './features/auth/auth.service';
import type { EmailAddressService } from './features/auth/email-address.service';
import { blocksFeature } from './features/blocks/blocks.feature';
import { calendarFeature } from './features/calendar/calendar.feature';
import { careRemindersFeature } from './features/care-reminders/care-reminders.feature';
import type { CareRemindersService } from './features/care-reminders/care-reminders.service';
import { catalogueFeature } from './features/catalogue/catalogue.feature';
import { exploreFeature } from './features/explore/explore.feature';
import { federationFeature } from './features/federation/federation.feature';
import { gardenPhotosFeature } from './features/garden-photos/garden-photos.feature';
import { geoFeature } from './features/geo/geo.feature';
import { handoversFeature } from './features/handovers/handovers.feature';
import type { HandoversService } from './features/handovers/handovers.service';
import { healthFeature } from './features/health/health.feature';
import { meetsFeature } from './features/meets/meets.feature';
import type { MeetsService } from './features/meets/meets.service';
import { messagingFeature } from './features/messaging/messaging.feature';
import { metricsFeature } from './features/metrics/metrics.feature';
import { notificationMailFeature } from './features/notification-mail/notification-mail.feature';
import type { NotificationMailService } from './features/notification-mail/notification-mail.service';
import { notificationSettingsFeature } from './features/notification-settings/notification-settings.feature';
import { notificationsFeature } from './features/notifications/notifications.feature';
import { postsFeature } from './features/posts/posts.feature';
import { profilesFeature } from './features/profiles/profiles.feature';
import type { ReplySpeedService } from './features/profiles/reply-speed.service';
import { pushFeature } from './features/push/push.feature';
import type { PushChannel, PushService } from './features/push/push.service';
import { realtimeFeature } from './features/realtime/realtime.feature';
import { createRealtimeService, type RealtimeDeps, type RealtimeService } from './features/realtime/realtime.service';
import { reportsFeature } from './features/reports/reports.feature';
import { swapsFeature } from './features/swaps/swaps.feature';
import { unitsFeature } from './features/units/units.feature';
import { languageFeature } from './features/language/language.feature';
import type { MediaReconcileService } from './features/uploads/media-reconcile.service';
import { uploadsFeature } from './features/uploads/uploads.feature';
import { userPlantsFeature } from './features/user-plants/user-plants.feature';
import { webPagesFeature } from './features/web-pages/web-pages.feature';
import type { WishlistMatchesService } from './features/wishlist/wishlist-matches.service';
import { wishlistFeature } from './features/wishlist/wishlist.feature';
import { webDistDir } from './paths';
import { createActivityMeter } from './platform/activity';
import { resolveJwtSecret } from './platform/auth';
import { createMemoryBus, createRedisBus } from './platform/bus';
import { systemClock, type Clock } from './platform/clock';
import { openDatabase, type DatabaseHandle } from './platform/db';
import type { Platform, ServerApp } from './platform/feature';
import { registerErrorHandling } from './platform/http';
import { registerInputGuard } from './platform/input-guard';
import { startJobQueue, type JobQueue } from './platform/jobs';
import { serializeError } from './platform/log-redaction';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import { createMetrics } from './platform/metrics';
import { createMemoryPresence, createRedisPresence } from './platform/presence';
import { createQuotas } from './platform/quotas';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit';
import { createReadCaches } from './platform/read-cache';
import { closeConnectionsOnStop, serverTimeouts } from './platform/request-limits';
import { registerSecurityHeaders } from './platform/security-headers';
import { createDiskStorage, createS3Storage, type DiskStorage, type S3Storage, type Storage } from './platform/storage';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: DatabaseHandle;
  /** Folder of the built web app, served when it holds an index.html; null serves none. */
  webDir?: string | null;
  /** Tests only: where notification pushes go instead of the web push service (a recording fake). */
  pushChannel?: PushChannel;
  /** Tests only: subscriptions may name a plain-HTTP push service on the loopback (features/push). */
  allowLoopbackPushEndpoints?: boolean;
  /** Tests only: told of every route as it is added (the test that tries every route's inputs). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests only: the time as meets, handovers, wishlist match days, care reminders and the media sweeps see it. */
  clock?: Clock;
  /** Tests only: the addresses per sitemap file, small so a few pages make an index of parts. */
  sitemapPageSize?: number;
  /** Tests only: where log lines go instead of standard output (the suite shows a failed test's). */
  logStream?: LogStream;
}

/** Where the logger writes its lines, one JSON object each. */
export interface LogStream {
  write(line: string): void;
}

export interface App {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: Storage;
  /** Removes what uploads a killed process never finished left behind; run once before serving. */
  sweepUploads(): Promise<void>;
  /** Builds what the first requests would otherwise wait for (the catalogue and its search index). */
  warmUp(): Promise<void>;
  /** Services that tests drive directly, as a job runner would (a job's handler run twice, say). */
  services: {
    auth: AuthService;
    emailAddress: EmailAddressService;
    jobs: JobQueue;
    notificationMail: NotificationMailService;
    push: PushService;
    meets: MeetsService;
    handovers: HandoversService;
    wishlistMatches: WishlistMatchesService;
    careReminders: CareRemindersService;
    mediaReconcile: MediaReconcileService;
    replySpeed: ReplySpeedService;
  };
}

/** S3 when it is configured (docs/architecture.md, runtime configuration), otherwise DATA_DIR/media on the local disk. */
export function createStorage(config: Config): DiskStorage | S3Storage {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION } = config;
  if (S3_ENDPOINT && S3_BUCKET && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: S3_ENDPOINT,
      bucket: S3_BUCKET,
      accessKeyId: S3_ACCESS_KEY_ID,
      secretAccessKey: S3_SECRET_ACCESS_KEY,
      ...(S3_REGION ? { region: S3_REGION } : {}),
    });
  }
  return createDiskStorage(config.DATA_DIR);
}

/** Real mail through SMTP when it is configured, otherwise the outbox in DATA_DIR. */
function createMailer(config: Config, log: (line: string) => void): Mailer {
  if (config.SMTP_URL && config.MAIL_FROM) return createSmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return createOutboxMailer(config.DATA_DIR, publicUrl(config), log);
}

/** The logger's options: what requests, answers and errors may put in the logs. */
export function loggerOptions(level: Config['LOG_LEVEL'], stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Paths only: query strings may hold coordinates, and no header (tokens) or IP is logged.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // Without the SQL parameters and row values database errors carry.
      err: serializeError,
    },
    redact: ['req.headers.authorization', 'headers.authorization', '*.token', '*.password'],
  };
}

/** Requests a second from which background jobs rest between batches (a club's ordinary day stays far below). */
const BUSY_REQUESTS_PER_SECOND = 50;
/**
 * A job queued for now starts once the server has no request to answer, so that it never shares
 * the machine with the answer of the request that queued it; when requests never stop, this late at most.
 */
const JOB_START_MAX_WAIT_MS = 250;

/** What the realtime service asks of auth, a feature made after the platform. */
type Sessions = Pick<RealtimeDeps, 'authenticate' | 'liveSessionIds' | 'forgetSessions'>;

/**
 * Starts what every feature may use, before any of them: limits, storage, realtime and the read
 * caches forgetting through it, the request meter, metrics, the job queue and mail.
 */
async function startPlatform(
  app: ServerApp,
  db: DatabaseHandle,
  config: Config,
  clock: Clock,
  sessions: Sessions,
): Promise<{ platform: Platform; realtime: RealtimeService }> {
  // Shared by instances in Redis; otherwise in the database, so a restart forgets nothing (ADR 0030).
  const rateLimits = config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL)
    : createDatabaseRateLimitStore(db.db, (error) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  // Per-member creation quotas share the rate-limit counters, batched: both stores are a round trip away.
  const quotas = createQuotas(rateLimits, config.QUOTA_SCALE, { batched: true });
  const storage = createStorage(config);
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const reportRedisError = (error: Error) => app.log.warn({ err: error }, 'redis error');
  const realtime = createRealtimeService({
    bus: config.REDIS_URL ? createRedisBus(config.REDIS_URL, reportRedisError) : createMemoryBus(),
    presence: config.REDIS_URL ? createRedisPresence(config.REDIS_URL, reportRedisError) : createMemoryPresence(),
    ...sessions,
    onError: (error) => app.log.warn({ err: error }, 'realtime error'),
  });
  // The one read cache (ADR 0017): a write forgets what it changed on every instance through the bus.
  const caches = createReadCaches(realtime, (error) => app.log.warn({ err: error }, 'cache forget failed'));
  // Background jobs give way to members' requests while those keep the server busy.
  const activity = createActivityMeter(BUSY_REQUESTS_PER_SECOND);
  app.addHook('onRequest', (_request, _reply, done) => {
    activity.note();
    done();
  });
  // Requests being answered (a socket's upgrade is not one): 'close' comes once for each, answered or abandoned.
  app.server.on('request', (_request: http.IncomingMessage, response: http.ServerResponse) => {
    activity.began();
    response.once('close', () => activity.ended());
  });
  // Counted only where someone can read the figures (METRICS_TOKEN): otherwise they cost nothing.
  // The queue's figures are read at a scrape, once the queue below has started.
  const metrics = config.METRICS_TOKEN
    ? createMetrics({ pool: () => db.poolStats(), sockets: () => realtime.counts(), queues: () => jobs.stats() })
    : null;
  const jobs = await startJobQueue(db, (error) => app.log.warn({ err: error }, 'job queue error'), config.JOB_RECOVERY_SECONDS, {
    busy: () => activity.busy(),
    whenIdle: (start) => activity.whenIdle(start, JOB_START_MAX_WAIT_MS),
    ...(metrics ? { onRun: (name: string, seconds: number) => metrics.observeJobRun(name, seconds) } : {}),
  });
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  const plainMailer = createMailer(config, (line) => app.log.info(line));
  const mailer = metrics ? metrics.countMail(plainMailer) : plainMailer;
  const platform: Platform = {
    app,
    config,
    database: db,
    db: db.db,
    jobs,
    clock,
    caches,
    quotas,
    rateLimits,
    mailer,
    storage,
    secret,
    publicUrl: publicUrl(config),
    metrics,
  };
  return { platform, realtime };
}

/** Builds the whole server: plugins, features, static web app. Used by main.ts and by tests. */
export async function buildApp({
  config,
  database,
  webDir = webDistDir,
  pushChannel,
  allowLoopbackPushEndpoints = false,
  onRoute,
  clock = systemClock,
  sitemapPageSize,
  logStream,
}: AppOptions): Promise<App> {
  const db = database ?? (await openDatabase(databaseOptions(config)));
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    ...serverTimeouts({ idleSeconds: config.REQUEST_IDLE_SECONDS, requestSeconds: config.REQUEST_TIMEOUT_SECONDS }),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  closeConnectionsOnStop(app);

  registerSecurityHeaders(app);

  const { platform, realtime } = await startPlatform(app, db, config, clock, {
    // auth is a feature made below; sockets only authenticate once the server listens.
    authenticate: (token) => auth.authenticate(token),
    liveSessionIds: (sessionIds) => auth.liveSessionIds(sessionIds),
    forgetSessions: (sessionIds) => auth.forgetSessions(sessionIds),
  });
  const { jobs, mailer, quotas, rateLimits, storage } = platform;
  // Before any feature's routes, which guard themselves with it; auth is a feature made below, asked only by requests.
  await app.register(authGuard, { auth: { authenticate: (token) => auth.authenticate(token) } });

  // The features, each after those it needs (ADR 0060): one builds its services, works its jobs
  // and registers its routes. A reference to one made further down is a function only requests call.
  await healthFeature(platform);
  const { uploads, mediaReconcile } = await uploadsFeature(platform);
  const blocks = await blocksFeature(platform, { realtime });
  const { profiles, replySpeed } = await profilesFeature(platform, { uploads, blocks });
  const { auth, emailAddress } = await authFeature(platform, {
    profiles,
    sessionsEnded: (ids) => realtime.closeSessions(ids),
    retireSecrets: (userId) => calendar.revoke(userId),
  });
  const push = await pushFeature(platform, { allowLoopbackEndpoints: allowLoopbackPushEndpoints });
  const notificationSettings = await notificationSettingsFeature(platform);
  await accountFeature(platform, { auth, emailAddress, uploads, notificationSettings });
  const catalogue = await catalogueFeature(platform);
  const { userPlants, catalogueOffers } = await userPlantsFeature(platform, {
    catalogue,
    uploads,
    blocks,
    receivedFromSwap: (memberId, swapRequestId) => swaps.receivedPlants(memberId, swapRequestId),
    givenInSwap: (memberId, swapRequestId) => swaps.givenPlants(memberId, swapRequestId),
  });
  const geo = await geoFeature(platform);
  const explore = await exploreFeature(platform, { catalogue, geo });
  const posts = await postsFeature(platform, { uploads, blocks });
  await gardenPhotosFeature(platform, { uploads, blocks });
  const notifications = await notificationsFeature(platform, { realtime, blocks });
  const units = await unitsFeature(platform, { geo });
  await languageFeature(platform);
  const { wishlistMatches } = await wishlistFeature(platform, { catalogue, profiles, notifications, userPlants, units });
  const careReminders = await careRemindersFeature(platform, { notifications, userPlants });
  const messaging = await messagingFeature(platform, { uploads, realtime, notifications, blocks });
  const swaps = await swapsFeature(platform, { messaging, notifications, realtime, blocks });
  const meets = await meetsFeature(platform, { geo, uploads, notifications, blocks });
  const handovers = await handoversFeature(platform, { swaps, blocks, notifications, realtime });
  const calendar = await calendarFeature(platform, { sources: [meets.calendarEvents, handovers.calendarEvents] });
  const reports = await reportsFeature(platform, { profiles, posts, userPlants, messaging, meets });
  await adminFeature(platform, { reports, posts, userPlants, messaging, meets, explore, auth, catalogueOffers });
  const notificationMail = await notificationMailFeature(platform, {
    settings: notificationSettings,
    blocks,
    explore,
    handovers,
    push: pushChannel ?? push,
  });
  await realtimeFeature(platform, { realtime, blocks });
  await metricsFeature(platform);

  const species = { named: catalogue.speciesNamed, byId: catalogue.getCataloguePlant };
  await federationFeature(platform, { notifications, realtime });
  await webPagesFeature(platform, { webDir, species, ...(sitemapPageSize ? { sitemapPageSize } : {}) });

  // Expired upload slots and their files, and the temporary files of writes a killed process never
  // finished, are swept every minute by the upload-sweep job, and once at start before serving (main.ts).
  const sweepUploads = async () => {
    await mediaReconcile.sweepUploads().catch((error: unknown) => app.log.warn({ err: error }, 'upload sweep failed'));
  };

  app.addHook('onClose', async () => {
    // Running jobs finish (or are retried after their expiry) before the database closes.
    await jobs.stop();
    mailer.close();
    await quotas.close();
    await rateLimits.close();
    if (storage.kind === 's3') storage.close();
    if (!database) await db.close();
  });
  return {
    app,
    database: db,
    storage,
    services: {
      auth,
      emailAddress,
      jobs,
      notificationMail,
      push,
      meets,
      handovers,
      wishlistMatches,
      careReminders,
      mediaReconcile,
      replySpeed,
    },
    sweepUploads,
    warmUp: async () => {
      await catalogue.loadBody();
    },
  };
}
