import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a push service received. */
export interface ReceivedPush {
  deviceId: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its keys, and what only it can do, decrypt. */
export interface FakeDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes this device's push service received. */
  received(): ReceivedPush[];
  /** Resolves once this device's push service has received `count` pushes. */
  waitForPushes(count: number): Promise<ReceivedPush[]>;
  /** How its push service answers from now on (201 unless set). */
  answerWith(status: number): void;
  /** The plaintext of an aes128gcm push body (RFC 8188, keys derived as RFC 8291 says). */
  decrypt(body: Buffer): string;
}

export interface FakePushService {
  /** A new browser subscribed at this push service, with freshly made keys. */
  device(): FakeDevice;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** Decrypts a one-record aes128gcm body for the holder of the ECDH key pair and auth secret. */
function decryptAes128gcm(body: Buffer, ecdh: crypto.ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ownKey = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderKey);
  // RFC 8291 section 3.4: the input keying material, from the auth secret and both public keys.
  const ikm = hmac(hmac(authSecret, sharedSecret), Buffer.concat([Buffer.from('WebPush: info\0'), ownKey, senderKey, Buffer.from([1])]));
  // RFC 8188 section 2.2: the content key and nonce, from the salt.
  const prk = hmac(salt, ikm);
  const key = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('not the last record of an aes128gcm body');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A stand-in push service on the loopback, over plain HTTP: the pushes the app sends to a
 * subscription's endpoint land here, still encrypted, as a browser's push service would get them.
 */
export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiters: Array<{ deviceId: string; count: number; resolve: (pushes: ReceivedPush[]) => void }> = [];
  const receivedBy = (deviceId: string) => received.filter((push) => push.deviceId === deviceId);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const deviceId = (request.url ?? '').replace(/^\/push\//, '');
      response.writeHead(statuses.get(deviceId) ?? 404).end();
      if (!statuses.has(deviceId)) return;
      received.push({ deviceId, headers: request.headers, body: Buffer.concat(chunks) });
      for (const waiter of waiters.filter((w) => w.deviceId === deviceId && receivedBy(deviceId).length >= w.count))
        waiter.resolve(receivedBy(deviceId));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    device() {
      const id = crypto.randomUUID();
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = crypto.randomBytes(16);
      statuses.set(id, 201);
      return {
        id,
        subscription: {
          endpoint: `http://127.0.0.1:${port}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        },
        received: () => receivedBy(id),
        waitForPushes: (count) =>
          receivedBy(id).length >= count
            ? Promise.resolve(receivedBy(id))
            : new Promise((resolve) => waiters.push({ deviceId: id, count, resolve })),
        answerWith: (status) => statuses.set(id, status),
        decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
