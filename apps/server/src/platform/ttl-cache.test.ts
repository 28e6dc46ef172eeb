import { afterEach, describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

afterEach(() => {
  vi.useRealTimers();
});

describe('the TTL cache', () => {
  it('answers a second read within the TTL without loading again', async () => {
    const cache = new TtlCache<number>(1_000, 10);
    const load = vi.fn(async () => 42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(await cache.getOrLoad('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the entry has expired', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<number>(1_000, 10);
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('shares one load between simultaneous misses', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    let resolve: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = cache.getOrLoad('a', load);
    const second = cache.getOrLoad('a', load);
    resolve('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await expect(cache.getOrLoad('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.getOrLoad('a', async () => 'recovered')).toBe('recovered');
  });

  it('forgets a deleted key at once', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await cache.getOrLoad('a', async () => 'old');
    cache.delete('a');
    expect(await cache.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('forgets every key when cleared', async () => {
    const cache = new TtlCache<string>(1_000, 10);
    await cache.getOrLoad('a', async () => 'old');
    cache.clear();
    expect(await cache.getOrLoad('a', async () => 'new')).toBe('new');
  });

  it('drops the oldest entry beyond its size', async () => {
    const cache = new TtlCache<string>(1_000, 2);
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => `${key}1`);
    expect(await cache.getOrLoad('a', async () => 'a2')).toBe('a2');
    expect(await cache.getOrLoad('c', async () => 'c2')).toBe('c1');
  });

  it('answers a stale entry at once while one fresh load replaces it in the background', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string>(1_000, 10, 5_000);
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
});
