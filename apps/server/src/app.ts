import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { databaseOptions, publicUrl, webPushSubject, type Config } from './config';
import { adminRoutes } from './features/admin/admin.routes';
import { createAdminService } from './features/admin/admin.service';
import { accountRoutes } from './features/account/account.routes';
import { createAccountService } from './features/account/account.service';
import { authGuard } from './features/auth/auth.guard';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService, type AuthService } from './features/auth/auth.service';
import { createEmailAddressService, type EmailAddressService } from './features/auth/email-address.service';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { createCalendarService } from './features/calendar/calendar.service';
import { careReminderRoutes } from './features/care-reminders/care-reminders.routes';
import { createCareRemindersService, type CareRemindersService } from './features/care-reminders/care-reminders.service';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { exploreRoutes } from './features/explore/explore.routes';
import { createExploreService } from './features/explore/explore.service';
import { createCatalogueService } from './features/catalogue/catalogue.service';
import { geoRoutes } from './features/geo/geo.routes';
import { createGeoService } from './features/geo/geo.service';
import { handoverRoutes } from './features/handovers/handovers.routes';
import { createHandoversService, type HandoversService } from './features/handovers/handovers.service';
import { healthRoutes } from './features/health/health.routes';
import { meetRoutes } from './features/meets/meets.routes';
import { createMeetsService, type MeetsService } from './features/meets/meets.service';
import { messagingRoutes } from './features/messaging/messaging.routes';
import { createNotificationMailService, type NotificationMailService } from './features/notification-mail/notification-mail.service';
import { notificationSettingsRoutes, oneClickUnsubscribeRoutes } from './features/notification-settings/notification-settings.routes';
import { createNotificationSettingsService } from './features/notification-settings/notification-settings.service';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { createNotificationsService } from './features/notifications/notifications.service';
import { createMessagingService } from './features/messaging/messaging.service';
import { realtimeRoutes } from './features/realtime/realtime.routes';
import { createRealtimeService } from './features/realtime/realtime.service';
import { swapRoutes } from './features/swaps/swaps.routes';
import { createSwapsService } from './features/swaps/swaps.service';
import { gardenPhotoRoutes } from './features/garden-photos/garden-photos.routes';
import { createGardenPhotosService } from './features/garden-photos/garden-photos.service';
import { postRoutes } from './features/posts/posts.routes';
import { createPostsService } from './features/posts/posts.service';
import { profileRoutes } from './features/profiles/profiles.routes';
import { pushRoutes } from './features/push/push.routes';
import { createPushService, type PushChannel, type PushService } from './features/push/push.service';
import { createProfilesService } from './features/profiles/profiles.service';
import { createReplySpeedService, type ReplySpeedService } from './features/profiles/reply-speed.service';
import { reportRoutes } from './features/reports/reports.routes';
import { createReportsService } from './features/reports/reports.service';
import { createMediaReconcileService, type MediaReconcileService } from './features/uploads/media-reconcile.service';
import { mediaRoutes } from './features/uploads/media.routes';
import { uploadRoutes } from './features/uploads/uploads.routes';
import { createUploadsService } from './features/uploads/uploads.service';
import { userPlantRoutes } from './features/user-plants/user-plants.routes';
import { createUserPlantsService } from './features/user-plants/user-plants.service';
import { wishlistRoutes } from './features/wishlist/wishlist.routes';
import { createUnitsService } from './features/units/units.service';
import { unitsRoutes } from './features/units/units.routes';
import { languageRoutes } from './features/language/language.routes';
import { createWishlistMatchesService, type WishlistMatchesService } from './features/wishlist/wishlist-matches.service';
import { createWishlistService } from './features/wishlist/wishlist.service';
import { webDistDir } from './paths';
import { resolveJwtSecret, TokenSigner } from './platform/auth';
import { createMemoryBus, createRedisBus } from './platform/bus';
import { systemClock, type Clock } from './platform/clock';
import { openDatabase, type DatabaseHandle } from './platform/db';
import { createExternalGeocoder } from './platform/geocoder';
import { registerErrorHandling } from './platform/http';
import { registerInputGuard } from './platform/input-guard';
import { serverTimeouts } from './platform/request-limits';
import { serializeError } from './platform/log-redaction';
import { createActivityMeter } from './platform/activity';
import { startJobQueue, type JobQueue } from './platform/jobs';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mail';
import { createMemoryPresence, createRedisPresence } from './platform/presence';
import { createQuotas } from './platform/quotas';
import { createReadCaches } from './platform/read-cache';
import { blockRoutes } from './features/blocks/blocks.routes';
import { createBlocksService } from './features/blocks/blocks.service';
import { registerSecurityHeaders } from './platform/security-headers';
import { createLinkSigner } from './platform/signed-links';
import { createDatabaseRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit';
import { createDiskStorage, createS3Storage, type DiskStorage, type S3Storage, type Storage } from './platform/storage';
import { createWebPushSender, resolveVapidKeys } from './platform/web-push';
import { createMetrics, type MediaRemovalReason } from './platform/metrics';
import { metricsRoutes } from './features/metrics/metrics.routes';

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
export function loggerOptions(level: Config['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
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

/** Builds the whole server: plugins, features, static web app. Used by main.ts and by tests. */
export async function buildApp({
  config,
  database,
  webDir = webDistDir,
  pushChannel,
  allowLoopbackPushEndpoints = false,
  onRoute,
  clock = systemClock,
}: AppOptions): Promise<App> {
  const db = database ?? (await openDatabase(databaseOptions(config)));
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
    ...serverTimeouts({ idleSeconds: config.REQUEST_IDLE_SECONDS, requestSeconds: config.REQUEST_TIMEOUT_SECONDS }),
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);

  registerSecurityHeaders(app);

  // Shared by instances in Redis; otherwise in the database, so a restart forgets nothing (ADR 0030).
  const rateLimits = config.REDIS_URL
    ? createRedisRateLimitStore(config.REDIS_URL)
    : createDatabaseRateLimitStore(db.db, (error) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  // Per-member creation quotas share the rate-limit counters, batched: both stores are a round trip away.
  const quotas = createQuotas(rateLimits, config.QUOTA_SCALE, { batched: true });
  const storage = createStorage(config);
  const secret = resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR);
  const tokens = new TokenSigner(secret);
  const uploads = createUploadsService(db.db, storage, quotas);
  const reportRedisError = (error: Error) => app.log.warn({ err: error }, 'redis error');
  const realtime = createRealtimeService({
    bus: config.REDIS_URL ? createRedisBus(config.REDIS_URL, reportRedisError) : createMemoryBus(),
    presence: config.REDIS_URL ? createRedisPresence(config.REDIS_URL, reportRedisError) : createMemoryPresence(),
    // auth is made next; sockets only authenticate once the server listens.
    authenticate: (token) => auth.authenticate(token),
    liveSessionIds: (sessionIds) => auth.liveSessionIds(sessionIds),
    forgetSessions: (sessionIds) => auth.forgetSessions(sessionIds),
    onError: (error) => app.log.warn({ err: error }, 'realtime error'),
  });
  // The one read cache (ADR 0017): a write forgets what it changed on every instance through the bus.
  const caches = createReadCaches(realtime, (error) => app.log.warn({ err: error }, 'cache forget failed'));
  const blocks = createBlocksService({ db: db.db, realtime, caches });
  const profiles = createProfilesService(db.db, uploads, blocks, caches, rateLimits);
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
  const emailAddress = createEmailAddressService({
    db: db.db,
    jobs,
    mailer,
    publicUrl: publicUrl(config),
    rateLimits,
    caches,
    // auth is made next; sessions end only once requests arrive.
    endSessions: (userId, keepSessionId) => auth.endSessions(userId, keepSessionId),
  });
  const auth = createAuthService({
    db: db.db,
    tokens,
    rateLimits,
    sessionDays: config.SESSION_DAYS,
    profiles,
    caches,
    sessionsEnded: (ids) => realtime.closeSessions(ids),
    jobs,
    mailer,
    publicUrl: publicUrl(config),
    emailAddress,
    devices: createLinkSigner(secret, 'sign-in device'),
    // calendar is made further down; only requests call this.
    retireSecrets: (userId) => calendar.revoke(userId),
  });
  await jobs.work('password-reset-mail', (data, jobId) => auth.sendPasswordResetMail(data.email, jobId));
  await jobs.work('password-changed-mail', (data, jobId) => auth.sendPasswordChangedMail(data.userId, jobId));
  const vapidKeys = resolveVapidKeys({ publicKey: config.WEB_PUSH_PUBLIC_KEY, privateKey: config.WEB_PUSH_PRIVATE_KEY }, config.DATA_DIR);
  const pushSender = createWebPushSender(vapidKeys, webPushSubject(config));
  const push = createPushService({
    db: db.db,
    jobs,
    sender: metrics ? metrics.countPush(pushSender) : pushSender,
    allowLoopbackEndpoints: allowLoopbackPushEndpoints,
  });
  await jobs.work('push-send', (data) => push.deliver(data));
  await jobs.work('email-confirmation-mail', (data, jobId) => emailAddress.sendConfirmationMail(data.confirmationId, jobId));
  const notificationSettings = createNotificationSettingsService({
    db: db.db,
    links: createLinkSigner(secret, 'unsubscribe'),
    publicUrl: publicUrl(config),
  });
  const account = createAccountService({ db: db.db, auth, emailAddress, uploads, rateLimits, notificationSettings, caches });
  const catalogue = createCatalogueService(db.db);
  const userPlants = createUserPlantsService({
    db: db.db,
    catalogue,
    uploads,
    blocks,
    caches,
    jobs,
    // swaps is made further down; only requests call this.
    receivedFromSwap: (memberId, swapRequestId) => swaps.receivedPlants(memberId, swapRequestId),
    givenInSwap: (memberId, swapRequestId) => swaps.givenPlants(memberId, swapRequestId),
  });
  const geo = createGeoService(
    db.db,
    caches,
    config.GEOCODER_URL ? createExternalGeocoder(config.GEOCODER_URL, config.GEOCODER_API_KEY) : undefined,
    (message) => app.log.warn(message),
  );
  const explore = createExploreService(db.db, catalogue, geo, caches);
  const wishlist = createWishlistService({ db: db.db, catalogue, profiles });
  const posts = createPostsService({ db: db.db, uploads, quotas, blocks, caches });
  const gardenPhotos = createGardenPhotosService({ db: db.db, uploads, blocks });
  const notifications = createNotificationsService({
    db: db.db,
    realtime,
    blocks,
    jobs,
    onError: (error) => app.log.warn({ err: error }, 'notification delivery failed'),
  });
  const units = createUnitsService({ db: db.db, geo });
  const wishlistMatches = createWishlistMatchesService({ db: db.db, notifications, userPlants, units, clock });
  await jobs.work('wishlist-match', (data) => wishlistMatches.matchListing(data.userPlantId));
  const careReminders = createCareRemindersService({ db: db.db, notifications, userPlants, jobs, clock });
  await jobs.work('care-reminder-sweep', (data) => careReminders.runSweep(data.at));
  await careReminders.scheduleSweep();
  const messaging = createMessagingService({
    db: db.db,
    caches,
    uploads,
    realtime,
    notifications,
    quotas,
    blocks,
    onError: (error) => app.log.warn({ err: error }, 'message delivery failed'),
  });
  const swaps = createSwapsService({
    db: db.db,
    messaging,
    notifications,
    realtime,
    quotas,
    blocks,
    onError: (error) => app.log.warn({ err: error }, 'swap notification failed'),
  });
  const meets = createMeetsService({
    db: db.db,
    geo,
    uploads,
    notifications,
    blocks,
    jobs,
    quotas,
    caches,
    clock,
    publicUrl: publicUrl(config),
  });
  await jobs.work('meet-reminder', (data) => meets.remind(data));
  const handovers = createHandoversService({
    db: db.db,
    swaps,
    blocks,
    notifications,
    realtime,
    jobs,
    clock,
    publicUrl: publicUrl(config),
    links: createLinkSigner(secret, 'handover calendar'),
    onError: (error) => app.log.warn({ err: error }, 'handover notification failed'),
  });
  await jobs.work('handover-reminder', (data) => handovers.remind(data));
  const calendar = createCalendarService({
    db: db.db,
    sources: [meets.calendarEvents, handovers.calendarEvents],
    publicUrl: publicUrl(config),
  });
  const reports = createReportsService({ db: db.db, quotas, profiles, posts, userPlants, messaging, meets });
  const admin = createAdminService({ db: db.db, reports, posts, userPlants, messaging, meets, explore, auth, mailer, jobs });
  const notificationMail = createNotificationMailService({
    db: db.db,
    mailer,
    jobs,
    settings: notificationSettings,
    blocks,
    explore,
    handovers,
    publicUrl: publicUrl(config),
    push: pushChannel ?? push,
  });
  await jobs.workInBatches('notification-mail', (batch) => notificationMail.deliverBatch(batch));
  await jobs.work('weekly-digest', (data) => notificationMail.runWeeklyDigest(data.week));
  await jobs.work('digest-mail', (data) => notificationMail.sendDigest(data.userId, data.week));
  await notificationMail.scheduleWeeklyDigest();
  const mediaReconcile = createMediaReconcileService({
    db: db.db,
    storage,
    uploads,
    jobs,
    clock,
    ...(metrics ? { onRemoved: (reason: MediaRemovalReason, count: number) => metrics.countMediaRemoved(reason, count) } : {}),
  });
  await jobs.work('media-reconcile', (data) => mediaReconcile.runReconcile(data.at));
  await jobs.work('upload-sweep', (data) => mediaReconcile.runUploadSweep(data.at));
  await mediaReconcile.schedule();
  const replySpeed = createReplySpeedService({ db: db.db, jobs, clock });
  await jobs.work('reply-speed', (data) => replySpeed.run(data.at));
  await replySpeed.schedule();

  await app.register(authGuard, { auth });
  await app.register(healthRoutes, { prefix: '/api', ping: db.ping, caches });
  await app.register(authRoutes, { prefix: '/api/auth', auth, emailAddress, secureCookies: publicUrl(config).startsWith('https:') });
  await app.register(accountRoutes, { prefix: '/api/account', account });
  await app.register(unitsRoutes, { prefix: '/api/account', units });
  await app.register(languageRoutes, { prefix: '/api/account', db: db.db });
  await app.register(profileRoutes, { prefix: '/api/profiles', profiles });
  await app.register(catalogueRoutes, { prefix: '/api', catalogue });
  await app.register(uploadRoutes, { prefix: '/api', uploads });
  await app.register(userPlantRoutes, { prefix: '/api', userPlants });
  await app.register(exploreRoutes, { prefix: '/api', explore });
  await app.register(wishlistRoutes, { prefix: '/api', wishlist, matches: wishlistMatches });
  await app.register(careReminderRoutes, { prefix: '/api', reminders: careReminders });
  await app.register(postRoutes, { prefix: '/api', posts });
  await app.register(gardenPhotoRoutes, { prefix: '/api', gardenPhotos });
  await app.register(geoRoutes, { prefix: '/api', geo });
  await app.register(messagingRoutes, { prefix: '/api', messaging });
  await app.register(notificationRoutes, { prefix: '/api', notifications });
  await app.register(notificationSettingsRoutes, { prefix: '/api', settings: notificationSettings });
  await app.register(oneClickUnsubscribeRoutes, { settings: notificationSettings });
  await app.register(swapRoutes, { prefix: '/api', swaps });
  await app.register(meetRoutes, { prefix: '/api', meets });
  await app.register(handoverRoutes, { prefix: '/api', handovers });
  await app.register(calendarRoutes, { prefix: '/api', calendar });
  await app.register(reportRoutes, { prefix: '/api', reports });
  await app.register(blockRoutes, { prefix: '/api', blocks });
  await app.register(pushRoutes, { prefix: '/api/push', push });
  await app.register(adminRoutes, { prefix: '/api/admin', admin });
  await app.register(realtimeRoutes, { realtime, blocks, allowedOrigins: config.ALLOWED_ORIGINS });

  await app.register(mediaRoutes, { storage });
  await app.register(metricsRoutes, { metrics, token: config.METRICS_TOKEN });

  const webRoot = webDir && fs.existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent to browsers that take them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = webRoot ? fs.readFileSync(path.join(webRoot, 'index.html')) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathOnly.startsWith('/api') && !pathOnly.startsWith('/media');
    if (indexHtml && wantsPage) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply.code(404).send({ error: 'Not found' });
  });

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
      await catalogue.loadSnapshot();
    },
  };
}
