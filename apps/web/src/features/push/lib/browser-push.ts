import { serviceWorkerRegistration } from '@/lib/service-worker';

/** How long the browser's push service gets to hand out a subscription before the switch gives up. */
export const SUBSCRIBE_TIMEOUT_MS = 30_000;
export const PUSH_SERVICE_UNREACHABLE = 'Your browser could not reach its push service. Try again later, or in another browser.';

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

/** Resolves as `promise` does, or rejects with `message` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Subscribes the browser for pushes signed with the server's key: an existing subscription made for
 * that key is kept, one made for another key (the server's keys changed) is replaced. A browser
 * whose push service cannot be reached may never answer; it is given SUBSCRIBE_TIMEOUT_MS.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const key = bytesOf(publicKey);
  const { pushManager } = await serviceWorkerRegistration();
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return within(
    pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    SUBSCRIBE_TIMEOUT_MS,
    PUSH_SERVICE_UNREACHABLE,
  );
}
