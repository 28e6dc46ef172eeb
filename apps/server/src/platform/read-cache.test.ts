import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBus } from './bus';
import { changeOf, createReadCaches, sharedBody, type CacheBus } from './read-cache';

afterEach(() => {
  vi.useRealTimers();
});

/** The realtime layer's signals over one bus, as each instance has them. */
function busSignals(bus: ReturnType<typeof createMemoryBus>): CacheBus {
  const handlers = new Map<string, (body: string) => void>();
  void bus.subscribe((payload) => {
    const newline = payload.indexOf('\n');
    handlers.get(payload.slice(0, newline))?.(payload.slice(newline + 1));
  });
  return {
    signal: (name, body) => bus.publish(`${name}\n${body}`),
    onSignal: (name, handler) => handlers.set(name, handler),
  };
}

/** One instance's caches on a bus of its own. */
const single = () => createReadCaches(busSignals(createMemoryBus()));

describe('the read cache', () => {
  it('answers a second read within the lifetime without loading again', async () => {
    const caches = single();
    const cache = caches.open<number>('profiles');
    const load = vi.fn(async () => 42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has outlived its lifetime', async () => {
    vi.useFakeTimers();
    const caches = single();
    const cache = caches.open<number>('profiles');
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('shares one load between simultaneous misses', async () => {
    const caches = single();
    const cache = caches.open<string>('profiles');
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.getOrLoad('a', load);
    const second = cache.getOrLoad('a', load);
    resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const caches = single();
    const cache = caches.open<string>('profiles');
    await expect(cache.getOrLoad('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.getOrLoad('a', async () => 'recovered')).toBe('recovered');
  });

  it('drops the oldest entry beyond its size', async () => {
    const caches = single();
    const cache = caches.open<string>('databaseHealth');
    for (const key of ['a', 'b']) await cache.getOrLoad(key, async () => `${key}1`);
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
  });

  it('answers a stale entry at once while one fresh load replaces it in the background', async () => {
    vi.useFakeTimers();
    const caches = single();
    const cache = caches.open<string>('browsePages');
    await cache.getOrLoad('a', async () => 'old');
    vi.advanceTimersByTime(1_500);
    let release: (value: string) => void = () => undefined;
    const fresh = new Promise<string>((resolve) => (release = resolve));
    let loads = 0;
    const load = () => {
      loads += 1;
      return fresh;
    };
    expect(await cache.getOrLoad('a', load)).toBe('old');
    expect(await cache.getOrLoad('a', load)).toBe('old');
    expect(loads).toBe(1);
    release('new');
    await fresh;
    expect(await cache.getOrLoad('a', load)).toBe('new');
    vi.advanceTimersByTime(10_000);
    expect(await cache.getOrLoad('a', async () => 'much later')).toBe('much later');
  });

  it('forgets only the entries built from what a write changed, in every cache', async () => {
    const caches = single();
    const plants = caches.open<string>('plantPages', (id, owner) => [changeOf.plant(id), changeOf.member(owner)]);
    const profiles = caches.open<string>('profiles', (id) => [changeOf.member(id)]);
    await plants.getOrLoad('p1', async () => 'ana');
    await plants.getOrLoad('p2', async () => 'ben');
    await profiles.getOrLoad('ana', async () => 'ana, before');
    await caches.forget(changeOf.member('ANA'));
    expect(await plants.getOrLoad('p1', async () => 'reloaded')).toBe('reloaded');
    expect(await plants.getOrLoad('p2', async () => 'reloaded')).toBe('ben');
    expect(await profiles.getOrLoad('ana', async () => 'ana, after')).toBe('ana, after');
  });

  it('forgets on every instance before the write that forgets answers', async () => {
    // Three instances sharing one bus, as instances share Redis.
    const bus = createMemoryBus();
    const [a, b, c] = [createReadCaches(busSignals(bus)), createReadCaches(busSignals(bus)), createReadCaches(busSignals(bus))];
    const onB = b.open<string>('profiles', (key) => [changeOf.member(key)]);
    const onC = c.open<string>('profiles', (key) => [changeOf.member(key)]);
    a.open<string>('profiles');
    await onB.getOrLoad('ana', async () => 'before');
    await onC.getOrLoad('ana', async () => 'before');
    await a.forget(changeOf.member('ana'));
    // No waiting here: the forget resolved only once B and C had dropped the entry.
    expect(await onB.getOrLoad('ana', async () => 'after')).toBe('after');
    expect(await onC.getOrLoad('ana', async () => 'after')).toBe('after');
  });

  it('does not keep a load that was under way when a write forgot what it reads', async () => {
    const caches = single();
    const cache = caches.open<string>('profiles', (key) => [changeOf.member(key)]);
    let release: (value: string) => void = () => undefined;
    const loading = cache.getOrLoad('ana', () => new Promise<string>((resolve) => (release = resolve)));
    await caches.forget(changeOf.member('ana'));
    release('read before the write');
    await loading;
    expect(await cache.getOrLoad('ana', async () => 'read after the write')).toBe('read after the write');
  });

  it('still answers a write when the bus fails, having forgotten here', async () => {
    const errors: unknown[] = [];
    const caches = createReadCaches({ signal: () => Promise.reject(new Error('redis down')), onSignal: () => undefined }, (error) =>
      errors.push(error),
    );
    const cache = caches.open<string>('profiles', (key) => [changeOf.member(key)]);
    await cache.getOrLoad('ana', async () => 'before');
    await caches.forget(changeOf.member('ana'));
    expect(await cache.getOrLoad('ana', async () => 'after')).toBe('after');
    expect(errors).toHaveLength(1);
  });

  it('encodes a shared body once per cached value', () => {
    const value = { id: 1 };
    const encode = vi.fn(() => Buffer.from('{"id":1}'));
    expect(sharedBody(value, encode).toString()).toBe('{"id":1}');
    expect(sharedBody(value, encode).toString()).toBe('{"id":1}');
    expect(encode).toHaveBeenCalledTimes(1);
  });
});
