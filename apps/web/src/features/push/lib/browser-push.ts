import { serviceWorkerRegistration } from '@/lib/service-worker';

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

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/**
 * Subscribes the browser for pushes signed with the server's key: an existing subscription made for
 * that key is kept, one made for another key (the server's keys changed) is replaced.
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const key = bytesOf(publicKey);
  const { pushManager } = await serviceWorkerRegistration();
  const existing = await pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}
