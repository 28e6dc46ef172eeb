/**
 * How busy the server is answering members, for background work that should give way to them:
 * requests are counted in one-second windows, and the server counts as busy while the current or
 * the last window holds at least `busyPerSecond` of them. Noting a request is one addition.
 * It also knows how many requests are being answered right now, so that a job a request queued
 * starts once that answer has gone, not alongside it.
 */
export interface ActivityMeter {
  /** Counts one request. */
  note(): void;
  /** A request began to be answered; `ended` once it was answered or abandoned. */
  began(): void;
  ended(): void;
  /** Whether members' requests arrive at least `busyPerSecond` a second. */
  busy(): boolean;
  /** Calls back once no request is being answered (soon after now, when none is), and after `maxWaitMs` at the latest. */
  whenIdle(callback: () => void, maxWaitMs: number): void;
}

const WINDOW_MS = 1_000;

export function createActivityMeter(busyPerSecond: number, now: () => number = () => performance.now()): ActivityMeter {
  let windowStart = now();
  let current = 0;
  let previous = 0;
  let answering = 0;
  const waiting = new Set<() => void>();
  const callWaiting = () => {
    const due = [...waiting];
    waiting.clear();
    for (const call of due) call();
  };
  const roll = () => {
    const at = now();
    if (at - windowStart < WINDOW_MS) return;
    // A gap longer than a window means the last window was quiet.
    previous = at - windowStart < 2 * WINDOW_MS ? current : 0;
    current = 0;
    windowStart = at;
  };
  return {
    note() {
      roll();
      current++;
    },
    began() {
      answering++;
    },
    ended() {
      answering = Math.max(0, answering - 1);
      if (answering === 0 && waiting.size > 0) setImmediate(callWaiting);
    },
    busy() {
      roll();
      return Math.max(current, previous) >= busyPerSecond;
    },
    whenIdle(callback, maxWaitMs) {
      let called = false;
      const call = () => {
        if (called) return;
        called = true;
        clearTimeout(latest);
        waiting.delete(call);
        callback();
      };
      const latest = setTimeout(call, maxWaitMs);
      latest.unref();
      waiting.add(call);
      if (answering === 0) setImmediate(callWaiting);
    },
  };
}
