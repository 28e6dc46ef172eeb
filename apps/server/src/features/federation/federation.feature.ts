import { configure, type LogRecord } from '@logtape/logtape';
import type { Platform, ServerApp } from '../../platform/feature';
import { changeOf } from '../../platform/read-cache';
import type { NotificationsService } from '../notifications/notifications.service';
import type { RealtimeService } from '../realtime/realtime.service';
import { fileReportFromServer, type ReportFromServer } from '../reports/reports.forwarding';
import { placeOf, visitorReader } from '../web-pages/feeds';
import { federationAdminRoutes } from './federation-admin.routes';
import { createConnections, NO_CONNECTIONS, type Connections } from './federation-connections';
import { createFollowing } from './federation-following';
import { createMemberBlocks } from './federation-member-blocks';
import { createRemoteMessages } from './federation-messages';
import { remoteMessagesRepo } from './federation-messages.repo';
import { remoteMessageRoutes } from './federation-messages.routes';
import { followingRoutes } from './federation-following.routes';
import { createReportForwarding, type ReportForwarding } from './federation-reports';
import { createTalk } from './federation-talk';
import { federationSettingsRoutes } from './federation-settings.routes';
import { townItemsRoutes } from './federation-towns.routes';
import { federationRoutes } from './federation.http';
import { createDatabaseKvStore, sweepExpiredEntries } from './federation.kv';
import { mediaProxyRoutes } from './federation.media';
import { createPublisher, queueBackfill } from './federation.publish';
import { createJobMessageQueue } from './federation.queue';
import { connectionsRepo, federationRepo } from './federation.repo';
import { createRootshareFederation } from './federation.server';

/** How often cached remote documents whose time ran out are removed. */
const KV_SWEEP_MS = 60 * 60_000;

/** Fedify's warnings and errors in the server's log: mostly other servers' failures, so warnings here. */
async function logFedifyTo(app: ServerApp): Promise<void> {
  const text = (record: LogRecord) => record.message.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join('');
  await configure({
    reset: true,
    sinks: { server: (record: LogRecord) => app.log.warn({ category: record.category.join('.') }, text(record)) },
    loggers: [
      { category: 'fedify', lowestLevel: 'warning', sinks: ['server'] },
      { category: ['logtape', 'meta'], lowestLevel: 'error', sinks: ['server'] },
    ],
  });
}

/**
 * ActivityPub (ADR 0066), when FEDERATION is on: people on other servers (Mastodon and the like, or
 * another town's Rootshare) follow members who let them, and get their swap listings as they are
 * listed, changed and removed.
 */
export async function federationFeature(
  platform: Platform,
  { notifications, realtime }: { notifications: NotificationsService; realtime: Pick<RealtimeService, 'publish'> },
): Promise<void> {
  const { app, config, db, jobs, caches, publicUrl, rateLimits } = platform;
  const repo = federationRepo(db);
  const postsChanged = (postIds: string[]) => caches.forget(changeOf.posts, ...postIds.map(changeOf.post));
  // The choice and the blocklist are kept whether or not this server federates now.
  await app.register(federationSettingsRoutes, { prefix: '/api/account', db, caches, available: config.FEDERATION, origin: publicUrl });
  const adminRoutes = (forward: ReportForwarding | null, connections: Connections) =>
    app.register(federationAdminRoutes, {
      prefix: '/api/admin/federation',
      repo,
      federation: config.FEDERATION,
      postsChanged,
      forward,
      connections,
    });
  if (!config.FEDERATION) {
    await adminRoutes(null, NO_CONNECTIONS);
    return;
  }
  if (config.FEDERATION_ALLOW_PRIVATE_ADDRESSES) {
    app.log.warn(
      'FEDERATION_ALLOW_PRIVATE_ADDRESSES is on: other servers on loopback and private networks are reached. For tests and local trials only.',
    );
  }
  await logFedifyTo(app);
  const visitorRead = visitorReader(app);
  const deps = {
    db,
    repo,
    kv: createDatabaseKvStore(db),
    queue: createJobMessageQueue(jobs),
    origin: publicUrl,
    visitorRead,
    townOf: async (name: string) => {
      const place = await placeOf(visitorRead, name);
      return place ? { name: place.formatted, latitude: place.lat, longitude: place.lon } : null;
    },
    allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
    postChanged: (postId: string) => caches.forget(changeOf.posts, changeOf.post(postId)),
    fileReport: (report: ReportFromServer) => fileReportFromServer(db, report),
    // Members with the Other towns page open see what arrived without reloading.
    feedChanged: async (actorUri: string) => realtime.publish(await repo.followersHereOf(actorUri), { type: 'remote_feed_changed' }),
    townFollowed: (followerUri: string) => queueBackfill(jobs, followerUri),
  };
  const remoteMessages = createRemoteMessages({
    // Only asked for once the server runs, after the federation below exists.
    context: () => federation.createContext(new URL(publicUrl), undefined),
    db,
    repo,
    messages: remoteMessagesRepo(db),
    origin: publicUrl,
    notify: (memberId, conversationId, handle, content) =>
      notifications.notifyUnreadMessage(memberId, { id: null, name: handle }, { remoteConversationId: conversationId }, content),
    read: (memberId, conversationId) => notifications.markConversationRead(memberId, { remoteConversationId: conversationId }),
    changed: (memberIds) => realtime.publish(memberIds, { type: 'remote_conversations_changed' }),
  });
  const federationDeps = { ...deps, remoteMessages };
  const federation = createRootshareFederation(federationDeps);
  await adminRoutes(
    createReportForwarding({ federation, db, origin: publicUrl }),
    createConnections({
      federation,
      repo,
      connections: connectionsRepo(db),
      origin: publicUrl,
      allowHttp: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
    }),
  );
  await app.register(federationRoutes, { federation, origin: publicUrl, repo, rateLimits });

  const following = createFollowing({ federation, db, repo, origin: publicUrl, allowHttp: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES });
  await app.register(followingRoutes, {
    prefix: '/api/federation',
    following,
    talk: createTalk({ federation, db, repo, origin: publicUrl }),
    blocks: createMemberBlocks({
      db,
      following,
      postsChanged,
    }),
  });
  await app.register(remoteMessageRoutes, { prefix: '/api/federation/conversations', messages: remoteMessages });
  await app.register(mediaProxyRoutes, {
    prefix: '/api/federation',
    db,
    rateLimits,
    allowPrivateAddress: config.FEDERATION_ALLOW_PRIVATE_ADDRESSES,
  });

  await app.register(townItemsRoutes, { prefix: '/api/federation/towns', db });

  const publisher = createPublisher(federation, jobs, federationDeps);
  caches.onChange((changes) => {
    publisher.changed(changes).catch((error: unknown) => app.log.warn({ err: error }, 'federation sync not queued'));
  });
  await publisher.work();
  const stopQueue = new AbortController();
  void federation.startQueue(undefined, { signal: stopQueue.signal });
  const sweep = setInterval(() => {
    sweepExpiredEntries(db).catch((error: unknown) => app.log.warn({ err: error }, 'federation cache sweep failed'));
  }, KV_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    stopQueue.abort();
  });
}
