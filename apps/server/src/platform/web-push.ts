import webpush from 'web-push';
import { keptInDataDir } from './kept-secret';

/** The VAPID key pair (RFC 8292) that signs our pushes, base64url. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The configured pair (WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY), or one made once into DATA_DIR and kept there. */
export function resolveVapidKeys(
  configured: { publicKey: string | undefined; privateKey: string | undefined },
  dataDir: string,
): VapidKeys {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  const kept = keptInDataDir(dataDir, 'web-push-keys.json', () => JSON.stringify(webpush.generateVAPIDKeys()));
  const keys = JSON.parse(kept) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${dataDir}/web-push-keys.json does not hold a key pair`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/** A browser's push subscription: its push service's endpoint and the keys its pushes are encrypted for. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service may answer before the try counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

export interface WebPushSender {
  publicKey: string;
  /**
   * Encrypts the payload for the subscription (aes128gcm, RFC 8291), signs the request with our
   * VAPID key and posts it to the push service, which keeps it up to `ttlSeconds` for a device that
   * is away. Answers the push service's status; redirects are refused, never followed.
   */
  send(target: PushTarget, payload: string, ttlSeconds: number): Promise<number>;
}

/**
 * Sends through our own fetch, not web-push's https-only sender: the library encrypts and signs,
 * and the tests' stand-in push service on the loopback can be plain HTTP.
 */
export function createWebPushSender(keys: VapidKeys, subject: string): WebPushSender {
  const vapidDetails = { subject, ...keys };
  return {
    publicKey: keys.publicKey,
    async send(target, payload, ttlSeconds) {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails,
          TTL: ttlSeconds,
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body,
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
