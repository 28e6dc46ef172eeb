interface Entry<V> {
  expires: number;
  value: Promise<V>;
  /** The value has arrived, so it may be served stale while a fresh one loads. */
  settled: boolean;
  refreshing: boolean;
}

/**
 * A small in-process cache whose entries live for ttlMs. It stores the loading promise, so
 * simultaneous misses for one key share a single load, and a failed load is not kept.
 * The oldest entries are dropped beyond maxEntries. With staleMs, an entry up to that much past
 * its time is still answered at once while one fresh load replaces it in the background, so no
 * caller waits for a reload of a popular key.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly staleMs = 0,
  ) {}

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit?.settled && hit.expires + this.staleMs > now) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        load().then(
          (fresh) => {
            if (this.entries.get(key) === hit) this.entries.set(key, { expires: Date.now() + this.ttlMs, value: Promise.resolve(fresh), settled: true, refreshing: false });
          },
          () => {
            hit.refreshing = false;
          },
        );
      }
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const entry: Entry<V> = { expires: now + this.ttlMs, value: load(), settled: false, refreshing: false };
    this.entries.set(key, entry);
    entry.value.then(
      () => {
        entry.settled = true;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
