import crypto from 'node:crypto';
import { Redis, type ChainableCommander } from 'ioredis';

export interface PresenceState {
  active: boolean;
  lastActiveAt: Date | null;
}

/**
 * Who has the app open: a member is active while any instance holds a socket of theirs. Each
 * instance counts its own sockets; with Redis the instances share what they hold.
 */
export interface PresenceStore {
  /** A socket of this member opened on this instance. */
  connected(userId: string): void;
  /** A socket of this member closed on this instance. */
  disconnected(userId: string): void;
  lookup(userIds: string[]): Promise<Map<string, PresenceState>>;
  close(): Promise<void>;
}

/** Counts of open sockets per member on this instance. */
class LocalCounts {
  readonly counts = new Map<string, number>();

  /** Answers true when this is the member's first socket here. */
  add(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) + 1;
    this.counts.set(userId, count);
    return count === 1;
  }

  /** Answers true when that was the member's last socket here. */
  remove(userId: string): boolean {
    const count = (this.counts.get(userId) ?? 0) - 1;
    if (count > 0) {
      this.counts.set(userId, count);
      return false;
    }
    this.counts.delete(userId);
    return true;
  }
}

/** One process: presence is what this process holds. */
export function createMemoryPresence(): PresenceStore {
  const local = new LocalCounts();
  const lastSeen = new Map<string, Date>();
  return {
    connected: (userId) => {
      local.add(userId);
    },
    disconnected: (userId) => {
      if (local.remove(userId)) lastSeen.set(userId, new Date());
    },
    lookup: async (userIds) =>
      new Map(
        userIds.map((id) => [
          id,
          { active: local.counts.has(id), lastActiveAt: local.counts.has(id) ? new Date() : (lastSeen.get(id) ?? null) },
        ]),
      ),
    close: async () => undefined,
  };
}

const HEARTBEAT_MS = 30_000;
// An instance that dies stops refreshing; its members read as away once this has passed.
const LEASE_MS = 3 * HEARTBEAT_MS;
const LAST_SEEN_TTL_S = 30 * 86_400;
const activeKey = (userId: string) => `presence:${userId}`;
const lastSeenKey = (userId: string) => `lastseen:${userId}`;

/**
 * Many instances: `presence:{member}` is a hash of instance → lease expiry, refreshed every 30 s
 * for the members this instance holds; `lastseen:{member}` keeps when they were last here.
 */
export function createRedisPresence(url: string, onError: (error: Error) => void): PresenceStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', onError);
  const instance = crypto.randomUUID();
  const local = new LocalCounts();
  const renew = (chain: ChainableCommander, userId: string, now: number) =>
    chain
      .hset(activeKey(userId), instance, String(now + LEASE_MS))
      .pexpire(activeKey(userId), LEASE_MS)
      .set(lastSeenKey(userId), String(now), 'EX', LAST_SEEN_TTL_S);
  const heartbeat = setInterval(() => {
    const now = Date.now();
    const pipeline = redis.pipeline();
    for (const userId of local.counts.keys()) renew(pipeline, userId, now);
    pipeline.exec().catch(onError);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const report = (promise: Promise<unknown>) => void promise.catch(onError);
  return {
    connected: (userId) => {
      if (local.add(userId)) report(renew(redis.multi(), userId, Date.now()).exec());
    },
    disconnected: (userId) => {
      if (local.remove(userId))
        report(redis.multi().hdel(activeKey(userId), instance).set(lastSeenKey(userId), String(Date.now()), 'EX', LAST_SEEN_TTL_S).exec());
    },
    lookup: async (userIds) => {
      const pipeline = redis.pipeline();
      for (const id of userIds) pipeline.hgetall(activeKey(id)).get(lastSeenKey(id));
      const results = (await pipeline.exec()) ?? [];
      const now = Date.now();
      return new Map(
        userIds.map((id, i) => {
          const leases = (results[i * 2]?.[1] ?? {}) as Record<string, string>;
          const seen = results[i * 2 + 1]?.[1];
          const active = Object.values(leases).some((expiry) => Number(expiry) > now);
          return [id, { active, lastActiveAt: active ? new Date(now) : typeof seen === 'string' ? new Date(Number(seen)) : null }];
        }),
      );
    },
    close: async () => {
      clearInterval(heartbeat);
      const pipeline = redis.pipeline();
      for (const userId of local.counts.keys()) pipeline.hdel(activeKey(userId), instance);
      await pipeline.exec().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
