import { CREATION_QUOTAS } from '@rootshare/contracts/limits';
import { describe, expect, it, vi } from 'vitest';
import { createQuotas, quotaExceeded, resetText } from './quotas';
import { createMemoryRateLimitStore } from '../../test/memory-rate-limit-store';
import type { RateLimitStore } from './rate-limit';

/** A shared store that counts how often it is asked, as Redis would be by several instances. */
function countingStore() {
  const inner = createMemoryRateLimitStore();
  const calls = { hits: 0 };
  const store: RateLimitStore = {
    hit: (key, windowMs, hits) => {
      calls.hits += 1;
      return inner.hit(key, windowMs, hits);
    },
    peek: (key) => inner.peek(key),
    close: () => inner.close(),
  };
  return { store, calls, inner };
}

const refused = async (work: Promise<void>) =>
  work.then(
    () => false,
    (error: { statusCode?: number }) => error.statusCode === 429,
  );

describe('batched creation quotas (a store shared by instances)', () => {
  it('lets a member under half the quota through without asking the store each time, and adds the hits within a moment', async () => {
    const { store, calls, inner } = countingStore();
    const quotas = createQuotas(store, 1, { batched: true });
    for (let i = 0; i < 100; i++) await quotas.take('m1', 'messages');
    expect(calls.hits).toBe(1);
    // The hits reach the shared store with the next flush, a moment later.
    await vi.waitFor(async () => expect((await inner.peek('quota:messages:m1')).count).toBe(100), { timeout: 10_000 });
    await quotas.close();
  });

  it('never lets two instances together pass the quota, whichever order their members post in', async () => {
    const { store } = countingStore();
    const a = createQuotas(store, 1, { batched: true });
    const b = createQuotas(store, 1, { batched: true });
    const { max } = CREATION_QUOTAS.messages;
    let accepted = 0;
    for (let i = 0; i < max + 50; i++) {
      if (!(await refused((i % 2 === 0 ? a : b).take('m2', 'messages')))) accepted += 1;
    }
    expect(accepted).toBe(max);
    await Promise.all([a.close(), b.close()]);
  });

  it('sends the hits still counted locally when it closes', async () => {
    const { store, inner } = countingStore();
    const quotas = createQuotas(store, 1, { batched: true });
    for (let i = 0; i < 5; i++) await quotas.take('m3', 'comments');
    await quotas.close();
    expect((await inner.peek('quota:comments:m3')).count).toBe(5);
  });

  it('asks the store for every hit when not batched', async () => {
    const { store, calls } = countingStore();
    const quotas = createQuotas(store);
    for (let i = 0; i < 3; i++) await quotas.take('m4', 'posts');
    expect(calls.hits).toBe(3);
  });
});

describe('what a met quota says', () => {
  it('names the limit, times the scale, and when it resets, in minutes or, for a day, in hours', () => {
    const error = quotaExceeded('uploads', CREATION_QUOTAS.uploads.max * 2, 12 * 60 - 5);
    expect(error.statusCode).toBe(429);
    expect(error.headers).toEqual({ 'retry-after': '715' });
    expect(error.message).toBe(`You can upload ${CREATION_QUOTAS.uploads.max * 2} photos and videos an hour. Try again in 12 minutes.`);
    expect(resetText(20)).toBe('in a minute');
    expect(resetText(90 * 60)).toBe('in 90 minutes');
    expect(resetText(23.6 * 3600)).toBe('in about 24 hours');
    expect(quotaExceeded('messages', 600, 30).message).toBe('You can send 600 messages every 10 minutes. Try again in a minute.');
  });
});
