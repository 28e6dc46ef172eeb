import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createActivityMeter } from './activity';

describe('activity meter', () => {
  it('counts as busy while requests arrive at the threshold rate, and as quiet once they stop', () => {
    let now = 0;
    const meter = createActivityMeter(10, () => now);
    expect(meter.busy()).toBe(false);
    for (let i = 0; i < 10; i++) meter.note();
    expect(meter.busy()).toBe(true);
    // The next window still remembers the busy one before it.
    now = 1_500;
    expect(meter.busy()).toBe(true);
    now = 2_600;
    expect(meter.busy()).toBe(false);
  });

  it('forgets a busy second once a quiet gap longer than a window has passed', () => {
    let now = 0;
    const meter = createActivityMeter(5, () => now);
    for (let i = 0; i < 5; i++) meter.note();
    now = 5_000;
    meter.note();
    expect(meter.busy()).toBe(false);
  });

  it('does not count a trickle of requests below the threshold as busy', () => {
    let now = 0;
    const meter = createActivityMeter(100, () => now);
    for (let second = 0; second < 5; second++) {
      for (let i = 0; i < 20; i++) meter.note();
      now += 1_000;
    }
    expect(meter.busy()).toBe(false);
  });
});

describe('starting background work once the server is idle', () => {
  it('calls back once the last request being answered has ended, and only once', async () => {
    const meter = createActivityMeter(50);
    const calls: string[] = [];
    meter.began();
    meter.began();
    meter.whenIdle(() => calls.push('job'), 60_000);
    await nextTurn();
    meter.ended();
    await nextTurn();
    expect(calls).toEqual([]);
    meter.ended();
    await nextTurn();
    await nextTurn();
    expect(calls).toEqual(['job']);
    meter.began();
    meter.ended();
    await nextTurn();
    expect(calls).toEqual(['job']);
  });

  it('calls back soon when no request is being answered', async () => {
    const meter = createActivityMeter(50);
    let called = false;
    meter.whenIdle(() => (called = true), 60_000);
    await nextTurn();
    await nextTurn();
    expect(called).toBe(true);
  });

  it('calls back after the longest wait while requests never stop', async () => {
    const meter = createActivityMeter(50);
    let called = false;
    meter.began();
    meter.whenIdle(() => (called = true), 20);
    await expect.poll(() => called, { timeout: 10_000, interval: 10 }).toBe(true);
  });
});
