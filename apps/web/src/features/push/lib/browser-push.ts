import { serviceWorkerRegistration } from '@/lib/service-worker';

/**
 * How long the browser gets to hand out a subscription (service worker and push service) before the
 * switch gives up: a push service that answers at all does so in a second or two (docs/product-decisions.md).
 */
export const SUBSCRIBE_TIMEOUT_MS = 8_000;

/** Why notifications could not be turned on in this browser, as Settings explains it. */
export type PushProblem = 'unavailable' | 'no-answer';

/** A failure of the browser's own push machinery, as opposed to the server refusing. */
export class BrowserPushError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'BrowserPushError';
  }
}

/**
 * The browser's errors that say this window cannot have a push subscription at all (a private
 * window, a blocked service worker); an AbortError is Chromium's "push service not available".
 */
const UNAVAILABLE_ERRORS = new Set(['SecurityError', 'NotSupportedError', 'InvalidStateError', 'NotAllowedError']);
const NO_ANSWER_ERRORS = new Set(['AbortError', 'NetworkError', 'TimeoutError']);

function browserProblemOf(error: unknown): unknown {
  if (!(error instanceof DOMException)) return error;
  if (NO_ANSWER_ERRORS.has(error.name)) return new BrowserPushError('no-answer');
  if (UNAVAILABLE_ERRORS.has(error.name)) return new BrowserPushError('unavailable');
  return error;
}

/** Whether this browser can receive pushes here: a service worker, the Push API and notifications. */
export function browserSupportsPush(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The browser's subscription, if the service worker is registered and has one. */
export async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const bytesOf = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Resolves as `promise` does, or rejects as the push service not answering once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new BrowserPushError('no-answer')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function subscribeWithKey(key: ReturnType<typeof bytesOf>): Promise<PushSubscription> {
  const { pushManager } = await serviceWorkerRegistration();
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/**
 * Subscribes the browser for pushes signed with the server's key: an existing subscription made for
 * that key is kept, one made for another key (the server's keys changed) is replaced. A browser
 * whose push service cannot be reached may never answer; the whole step gets SUBSCRIBE_TIMEOUT_MS.
 * The browser's own failures reject with a BrowserPushError saying which problem it was.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  try {
    return await within(subscribeWithKey(bytesOf(publicKey)), SUBSCRIBE_TIMEOUT_MS);
  } catch (error) {
    throw browserProblemOf(error);
  }
}
