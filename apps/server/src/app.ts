import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { authGuard } from './features/auth/auth.guard';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthService } from './features/auth/auth.service';
import { healthRoutes } from './features/health/health.routes';
import { profileRoutes } from './features/profiles/profiles.routes';
import { createProfilesService } from './features/profiles/profiles.service';
import { webDistDir } from './paths';
import { resolveJwtSecret, TokenSigner } from './platform/auth';
import { openDatabase, type DatabaseHandle } from './platform/db';
import { registerErrorHandling } from './platform/http';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './platform/rate-limit';
import { createDiskStorage, type Storage } from './platform/storage';

export interface AppOptions {
  config: Config;
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: DatabaseHandle;
  /** Folder of the built web app, served when it holds an index.html; null serves none. */
  webDir?: string | null;
}

export interface App {
  app: FastifyInstance;
  database: DatabaseHandle;
  storage: Storage;
}

const MEDIA_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; sandbox";

function loggerOptions(level: Config['LOG_LEVEL']): FastifyServerOptions['logger'] {
  return {
    level,
    // Paths only: query strings may hold coordinates, and no header (tokens) or IP is logged.
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    redact: ['req.headers.authorization', 'headers.authorization', '*.token', '*.password'],
  };
}

/** Builds the whole server: plugins, features, static web app. Used by main.ts and by tests. */
export async function buildApp({ config, database, webDir = webDistDir }: AppOptions): Promise<App> {
  const db = database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pglite') }));
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    bodyLimit: 1_048_576,
    trustProxy: config.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only over HTTPS (added below); plain-HTTP localhost must keep working.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  const rateLimits = config.REDIS_URL ? createRedisRateLimitStore(config.REDIS_URL) : createMemoryRateLimitStore();
  const storage = createDiskStorage(config.DATA_DIR);
  const tokens = new TokenSigner(resolveJwtSecret(config.JWT_SECRET, config.DATA_DIR));
  const profiles = createProfilesService(db.db);
  const auth = createAuthService({ db: db.db, tokens, rateLimits, sessionDays: config.SESSION_DAYS, profiles });

  await app.register(authGuard, { auth });
  await app.register(healthRoutes, { prefix: '/api', ping: db.ping });
  await app.register(authRoutes, { prefix: '/api/auth', auth });
  await app.register(profileRoutes, { prefix: '/api/profiles', profiles });

  fs.mkdirSync(storage.root, { recursive: true });
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', MEDIA_CSP);
      res.header('content-disposition', 'inline');
    },
  });

  const webRoot = webDir && fs.existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = webRoot ? fs.readFileSync(path.join(webRoot, 'index.html')) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathOnly.startsWith('/api') && !pathOnly.startsWith('/media');
    if (indexHtml && wantsPage) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    return reply.code(404).send({ error: 'Not found' });
  });

  app.addHook('onClose', async () => {
    await rateLimits.close();
    if (!database) await db.close();
  });
  return { app, database: db, storage };
}
