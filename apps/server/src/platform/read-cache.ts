import crypto from 'node:crypto';

/**
 * Every read the server keeps in memory, how long an entry lives and why (ADR 0017). An entry is
 * also forgotten, on every instance, as soon as a write changes what it was built from (`forget`);
 * the lifetime bounds only what no write on a running instance announces.
 */
export const CACHE_LIFETIMES = {
  /** A session and its member's role: a role changed from the command line (no bus there) shows within this. */
  sessions: { ms: 2_000, maxEntries: 50_000 },
  /** The database's answer to a health probe: a load balancer polls often, and one probe per request costs a real read. */
  databaseHealth: { ms: 1_000, maxEntries: 1 },
  /** A plant page's row and body, the hottest read: a visitor may see another instance's unannounced change this late. */
  plantPages: { ms: 1_000, maxEntries: 10_000 },
  /** A shared page's head as a signed-out visitor's read made it: link previews and crawlers ask for the same pages in bursts. */
  publicPageHeads: { ms: 1_000, maxEntries: 10_000 },
  /** A profile by id or username, read on every profile page and by every request of the signed-in app's shell. */
  profiles: { ms: 1_000, maxEntries: 10_000 },
  /** The feed's first page per page size, what every visit opens: visitors' like and comment counts may lag this much. */
  feedFirstPages: { ms: 1_000, maxEntries: 8 },
  /** A Browse page per viewer and search: the same search from the same place is answered from memory. */
  browsePages: { ms: 1_000, staleMs: 4_000, maxEntries: 512 },
  /** A page of Browse's Events tab per viewer and query: the same area's meets are read from memory (docs/architecture.md#meets). */
  meetPages: { ms: 1_000, staleMs: 4_000, maxEntries: 512 },
  /** Community-wide totals on Browse's stat cards: they change slowly and count over every plant. */
  communityTotals: { ms: 5_000, maxEntries: 1 },
  /** Each member's blocks, checked on every message, typing event and presence read; a block forgets them at once. */
  blockRelations: { ms: 60_000, maxEntries: 20_000 },
  /** Who is in a conversation, which never changes once the conversation exists. */
  conversationMembers: { ms: 60_000, maxEntries: 50_000 },
  /** Members' photos the catalogue shows (ADR 0056): every change to them is announced, so only a command-line suspension waits this long. */
  memberCataloguePhotos: { ms: 60_000, maxEntries: 1 },
  /** The sitemap and its parts: search engines read it a few times a day, and a member leaving search results forgets it at once. */
  sitemaps: { ms: 10 * 60_000, maxEntries: 64 },
  /** Location suggestions per typed text: the gazetteer changes only through the start-up import. */
  placeSuggestions: { ms: 10 * 60_000, maxEntries: 5_000 },
} as const satisfies Record<string, Lifetime>;

interface Lifetime {
  /** How long an entry answers without a load. */
  ms: number;
  /** How much longer a loaded entry is still answered at once while one fresh load replaces it. */
  staleMs?: number;
  /** The oldest entries are dropped beyond this many. */
  maxEntries: number;
}

export type CacheName = keyof typeof CACHE_LIFETIMES;

/**
 * What a write changed, named the same way by the write that forgets and by the cache entry built
 * from it. An entry carries the names of everything it was built from.
 */
export const changeOf = {
  /** A session ended. */
  session: (id: string) => `session:${id.toLowerCase()}`,
  /** A member's profile or account (name, username, avatar, place, role). */
  member: (id: string) => `member:${id.toLowerCase()}`,
  /** The username a profile is (or is no longer) found by. */
  username: (name: string) => `username:${name.toLowerCase()}`,
  /** A member's blocks, either way. */
  blocks: (id: string) => `blocks:${id.toLowerCase()}`,
  /** A plant: its making, fields, photos, visibility, or its deletion. */
  plant: (id: string) => `plant:${id.toLowerCase()}`,
  /** A post appeared, changed, was hidden or deleted. */
  posts: 'posts',
  /** That post, for what follows a change to one (federation's deliveries). */
  post: (id: string) => `post:${id.toLowerCase()}`,
  /** A plant left Browse at once (a moderator hid it). */
  browse: 'browse',
  /** A swap meet was made, changed, answered, cancelled or hidden. */
  meets: 'meets',
  /** That meet, for what follows a change to one (federation's deliveries). */
  meet: (id: string) => `meet:${id.toLowerCase()}`,
  /** A member offered a photo to the catalogue, withdrew it, or a moderator removed it. */
  cataloguePhotos: 'catalogue-photos',
  /** A member asked search engines to leave them out, or no longer. */
  searchListing: 'search-listing',
} as const;

/** What the cache needs of the real-time bus: a signal every instance hears, answering how many instances heard it. */
export interface CacheBus {
  signal(name: string, body: string): Promise<number>;
  onSignal(name: string, handler: (body: string) => void): void;
}

/** A write waits at most this long for the other instances to say they forgot; beyond it, the lifetimes bound what they serve. */
const CONFIRM_WAIT_MS = 1_000;
const FORGET_SIGNAL = 'cache-forget';
const FORGOT_SIGNAL = 'cache-forgot';

interface Entry<V> {
  expires: number;
  value: Promise<V>;
  /** The names of what the value was built from, known once it has arrived. */
  changes: readonly string[] | null;
  refreshing: boolean;
}

export interface ReadCache<V> {
  /** The entry for key, loaded once for simultaneous misses; a failed load is not kept. */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops entries on this instance only: a miss not worth keeping, or what this instance alone learned. */
  dropHere(keys: Iterable<string>): void;
}

class Cache<V> implements ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly lifetime: Lifetime,
    private readonly builtFrom: (key: string, value: V) => readonly string[],
  ) {}

  private settle(key: string, entry: Entry<V>): void {
    entry.value.then(
      (value) => {
        entry.changes = this.builtFrom(key, value);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
  }

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit?.changes && hit.expires + (this.lifetime.staleMs ?? 0) > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        const fresh: Entry<V> = { expires: 0, value: load(), changes: null, refreshing: false };
        fresh.value.then(
          () => {
            if (this.entries.get(key) !== hit) return;
            fresh.expires = Date.now() + this.lifetime.ms;
            this.entries.set(key, fresh);
            this.settle(key, fresh);
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const entry: Entry<V> = { expires: now + this.lifetime.ms, value: load(), changes: null, refreshing: false };
    this.entries.set(key, entry);
    this.settle(key, entry);
    if (this.entries.size > this.lifetime.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return entry.value;
  }

  dropHere(keys: Iterable<string>): void {
    for (const key of keys) this.entries.delete(key);
  }

  /** Drops what was built from any of the changes, and every entry still loading (it may have read the old data). */
  forget(changes: ReadonlySet<string>): void {
    for (const [key, entry] of this.entries) {
      if (!entry.changes || entry.changes.some((change) => changes.has(change))) this.entries.delete(key);
    }
  }
}

/** A value's JSON body, encoded the first time it is asked for; it lives as long as the cached value. */
const bodies = new WeakMap<object, Buffer>();
export function sharedBody(value: object, encode: () => Buffer): Buffer {
  let body = bodies.get(value);
  if (!body) {
    body = encode();
    bodies.set(value, body);
  }
  return body;
}

/**
 * The server's one read cache (ADR 0017): named caches with the lifetimes above, and `forget`, which
 * a write awaits before it answers so that every instance has dropped what it changed: the member
 * who made the change reads it next on any instance.
 */
export function createReadCaches(bus: CacheBus, onError: (error: unknown) => void = () => undefined) {
  const instance = crypto.randomUUID();
  const caches: Array<{ forget(changes: ReadonlySet<string>): void }> = [];
  const waiting = new Map<string, { heard: number; others: number | null; done: () => void }>();
  const changeListeners: Array<(changes: readonly string[]) => void> = [];

  const forgetHere = (changes: readonly string[]) => {
    const set = new Set(changes);
    for (const cache of caches) cache.forget(set);
  };

  bus.onSignal(FORGET_SIGNAL, (body) => {
    const { from, id, changes } = JSON.parse(body) as { from: string; id: string; changes: string[] };
    if (from === instance) return;
    forgetHere(changes);
    bus.signal(FORGOT_SIGNAL, `${from}\n${id}`).catch(onError);
  });
  const check = (id: string) => {
    const wait = waiting.get(id);
    if (wait && wait.others !== null && wait.heard >= wait.others) wait.done();
  };
  bus.onSignal(FORGOT_SIGNAL, (body) => {
    const [to, id = ''] = body.split('\n');
    const wait = to === instance ? waiting.get(id) : undefined;
    if (!wait) return;
    wait.heard += 1;
    check(id);
  });

  return {
    /** The named cache; builtFrom names what an entry was built from, so that a change to it forgets the entry. */
    open<V>(name: CacheName, builtFrom: (key: string, value: V) => readonly string[] = () => []): ReadCache<V> {
      const cache = new Cache<V>(CACHE_LIFETIMES[name], builtFrom);
      caches.push(cache);
      return cache;
    },

    /**
     * Tells the listener of every change a write on this instance announces, as it announces it
     * (not those other instances announce): work that follows a change, such as federation's
     * deliveries, is queued once, by the instance that made it.
     */
    onChange(listener: (changes: readonly string[]) => void): void {
      changeListeners.push(listener);
    },

    /**
     * Forgets every entry built from any of the changes: here at once, then on every other instance,
     * resolving when they all said so (or after CONFIRM_WAIT_MS: an instance that does not answer
     * serves what it holds for at most its lifetime). Never rejects: the write it follows is done.
     */
    async forget(...changes: string[]): Promise<void> {
      forgetHere(changes);
      for (const listener of changeListeners) listener(changes);
      const id = crypto.randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const confirmed = new Promise<void>((resolve) => {
        waiting.set(id, { heard: 0, others: null, done: resolve });
        timer = setTimeout(resolve, CONFIRM_WAIT_MS);
      });
      try {
        const instances = await bus.signal(FORGET_SIGNAL, JSON.stringify({ from: instance, id, changes }));
        const wait = waiting.get(id);
        if (wait) wait.others = instances - 1;
        check(id);
        await confirmed;
      } catch (error) {
        onError(error);
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
      }
    },
  };
}

export type ReadCaches = ReturnType<typeof createReadCaches>;
