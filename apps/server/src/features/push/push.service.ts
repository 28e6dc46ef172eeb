import { isIP } from 'node:net';
import { PUSH_BODY_MAX_LENGTH, PUSH_DEVICES_PER_MEMBER, PUSH_TITLE_MAX_LENGTH } from '@rootshare/contracts/push-constants';
import {
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_TAKEN,
  PushPayloadSchema,
  type PushDevice,
  type PushPayload,
  type PushSubscriptionInput,
} from '@rootshare/contracts/push';
import type { Database } from '../../platform/db';
import { conflict, HttpError } from '../../platform/errors';
import type { JobData, JobQueue } from '../../platform/jobs';
import type { PushTarget, WebPushSender } from '../../platform/web-push';
import type { Member } from '../auth/auth.service';
import {
  deleteSessionSubscription,
  deleteSubscription,
  findSessionEndpoint,
  hasLiveSubscription,
  listSubscriptions,
  recordDelivery,
  saveSubscription,
  wasDelivered,
} from './push.repo';
import { presentDevice } from './push.presenter';

/** What notifying features call to reach a member's devices (the push service is one). */
export interface PushChannel {
  /**
   * Queues one push to every device of the member that asked for notifications. `key` names what is
   * notified (a notification's id, say): a second send with the same key reaches no device twice.
   */
  send(userId: string, payload: PushPayload, key: string): Promise<void>;
}

/** How long a push service keeps a push for a device that is away. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * Top-level names that never reach a public push service: the loopback, link-local and private-use
 * names (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal) and those common on home and office routers.
 */
const LOCAL_TOP_LEVEL = new Set([
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'private',
  'lan',
  'home',
  'corp',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
  'alt',
]);

/**
 * Whether the server may post to this endpoint. Browsers' push services are https on the default
 * port under a public name; anything else (an address in any spelling, a local name, another port,
 * credentials) could point our requests into a private network, so it is refused. Trailing dots are
 * dropped and the name parsed again, so 'localhost..' and '127.0.0.1..' are what they spell.
 * Plain-HTTP loopback endpoints pass only when the app is built for tests (the stand-in push
 * service they run).
 */
function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (allowLoopback && LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const trimmed = url.hostname.replace(/\.+$/, '');
  if (trimmed === '') return false;
  // Parsed again without its trailing dots, an address in decimal, octal or hex comes out dotted;
  // one that is no address then ('1.2.3.999..') is no name either.
  let host: string;
  try {
    host = new URL(`https://${trimmed}/`).hostname;
  } catch {
    return false;
  }
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  return labels.length > 1 && !isIP(host.replace(/^\[|\]$/g, '')) && /[a-z]/.test(topLevel) && !LOCAL_TOP_LEVEL.has(topLevel);
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

interface PushDeps {
  db: Database;
  jobs: JobQueue;
  sender: WebPushSender;
  /** Tests only: lets a subscription name a plain-HTTP push service on the loopback. */
  allowLoopbackEndpoints: boolean;
}

export function createPushService({ db, jobs, sender, allowLoopbackEndpoints }: PushDeps) {
  /** Posts the push to one device; answers why it failed, or null when it was accepted or the device is gone. */
  async function deliverTo(target: PushTarget & { id: string }, body: string, key: string): Promise<string | null> {
    if (await wasDelivered(db, target.id, key)) return null;
    const host = new URL(target.endpoint).host;
    let status: number;
    try {
      status = await sender.send(target, body, PUSH_TTL_SECONDS);
    } catch (error) {
      return `${host}: ${error instanceof Error ? error.message : String(error)}`;
    }
    // 404 and 410: the browser dropped the subscription (RFC 8030); it never comes back.
    if (status === 404 || status === 410) await deleteSubscription(db, target.id);
    else if (status >= 200 && status < 300) await recordDelivery(db, target.id, key);
    else return `${host} answered ${status}`;
    return null;
  }

  return {
    /** The server's public key, and the endpoint this sign-in's device is subscribed with. */
    async device(member: Member): Promise<PushDevice> {
      return presentDevice(sender.publicKey, await findSessionEndpoint(db, member.sessionId));
    },

    /**
     * Subscribes this sign-in's device, replacing what it had; the member's least recently
     * subscribed device beyond PUSH_DEVICES_PER_MEMBER stops getting pushes. An endpoint another
     * member's live sign-in holds answers 409 and stays theirs.
     */
    async subscribe(member: Member, input: PushSubscriptionInput): Promise<void> {
      if (!endpointAllowed(input.endpoint, allowLoopbackEndpoints)) throw new HttpError(400, PUSH_ENDPOINT_INVALID);
      const saved = await saveSubscription(
        db,
        { userId: member.userId, sessionId: member.sessionId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
        PUSH_DEVICES_PER_MEMBER,
      );
      if (!saved) throw conflict(PUSH_ENDPOINT_TAKEN);
    },

    /** Stops pushes to this sign-in's device; other devices keep theirs. */
    async unsubscribe(member: Member): Promise<void> {
      await deleteSessionSubscription(db, member.sessionId);
    },

    /** PushChannel.send: queues the push for a job (nothing is sent inside the caller's request). */
    async send(userId: string, payload: PushPayload, key: string): Promise<void> {
      if (!(await hasLiveSubscription(db, userId))) return;
      const clipped = PushPayloadSchema.parse({
        ...payload,
        title: clip(payload.title, PUSH_TITLE_MAX_LENGTH),
        body: clip(payload.body, PUSH_BODY_MAX_LENGTH),
      });
      await jobs.send('push-send', { userId, key, payload: clipped }, { key: `${userId}:${key}` });
    },

    /**
     * The push-send job: posts the push to each live device that has not had it under this key;
     * subscriptions of ended sessions and those their push service no longer knows are removed. Any
     * other failure fails the job, and its retry skips the devices that already accepted it.
     */
    async deliver({ userId, key, payload }: JobData['push-send']): Promise<void> {
      const subscriptions = await listSubscriptions(db, userId);
      const body = JSON.stringify(payload);
      const failures = await Promise.all(
        subscriptions.map(async (subscription) => {
          if (subscription.live) return deliverTo(subscription, body, key);
          await deleteSubscription(db, subscription.id);
          return null;
        }),
      );
      const failed = failures.filter((failure): failure is string => failure !== null);
      if (failed.length > 0)
        throw new Error(`The push was not accepted for ${failed.length} of ${subscriptions.length} devices: ${failed.join('; ')}`);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
