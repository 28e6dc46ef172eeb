/**
 * How busy the server is answering members, for background work that should give way to them:
 * requests are counted in one-second windows, and the server counts as busy while the current or
 * the last window holds at least `busyPerSecond` of them. Noting a request is one addition.
 */
export interface ActivityMeter {
  /** Counts one request. */
  note(): void;
  /** Whether members' requests arrive at least `busyPerSecond` a second. */
  busy(): boolean;
}

const WINDOW_MS = 1_000;

export function createActivityMeter(busyPerSecond: number, now: () => number = () => performance.now()): ActivityMeter {
  let windowStart = now();
  let current = 0;
  let previous = 0;
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
    busy() {
      roll();
      return Math.max(current, previous) >= busyPerSecond;
    },
  };
}
