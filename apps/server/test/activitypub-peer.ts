import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSignature, digestOf, fetchPublicKeyPem, readBody, signingString } from './draft-cavage';

/**
 * A Mastodon-shaped server on the loopback with one account, alice: her actor document as Mastodon
 * serves it, an inbox that takes only requests signed as Mastodon checks them
 * (`draft-cavage.ts`), and requests she signs the same way.
 */

export interface ReceivedActivity {
  path: string;
  activity: Record<string, unknown>;
  /** The signature's key id, checked against the sender's published key. */
  keyId: string;
}

export interface ActivityPubPeer {
  origin: string;
  actorId: string;
  inbox: string;
  sharedInbox: string;
  /** Verified activities received, in order. */
  received(): ReceivedActivity[];
  /** Requests refused, with why: an unsigned or badly signed delivery. */
  refused(): string[];
  /** Posts an activity to an inbox, signed with alice's key as Mastodon signs. */
  deliver(inbox: string, activity: Record<string, unknown>): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const AS_CONTEXT = ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'];

/** Keys already fetched, by id, as Mastodon keeps them: an actor that is gone can still sign its goodbye. */
const knownKeys = new Map<string, string>();

async function publicKeyPem(keyId: string): Promise<string> {
  const known = knownKeys.get(keyId) ?? (await fetchPublicKeyPem(keyId));
  knownKeys.set(keyId, known);
  return known;
}

export async function startActivityPubPeer(): Promise<ActivityPubPeer> {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const received: ReceivedActivity[] = [];
  const refused: string[] = [];
  let origin = '';

  const actorDocument = () => ({
    '@context': AS_CONTEXT,
    id: `${origin}/users/alice`,
    type: 'Person',
    preferredUsername: 'alice',
    name: 'Alice',
    inbox: `${origin}/users/alice/inbox`,
    outbox: `${origin}/users/alice/outbox`,
    followers: `${origin}/users/alice/followers`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    publicKey: {
      id: `${origin}/users/alice#main-key`,
      owner: `${origin}/users/alice`,
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
  });

  let deliver: ActivityPubPeer['deliver'] = () => Promise.reject(new Error('not started'));
  const acceptFollow = async (follow: Record<string, unknown>) => {
    const follower = await fetch(String(follow.actor), { headers: { accept: 'application/activity+json' } });
    const { inbox } = (await follower.json()) as { inbox: string };
    await deliver(inbox, {
      id: `${origin}/users/alice#accepts/${crypto.randomUUID()}`,
      type: 'Accept',
      actor: `${origin}/users/alice`,
      object: follow,
    });
  };

  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url === '/users/alice') {
        response.writeHead(200, { 'content-type': 'application/activity+json' }).end(JSON.stringify(actorDocument()));
        return;
      }
      if (request.method === 'POST' && (request.url === '/users/alice/inbox' || request.url === '/inbox')) {
        const body = await readBody(request);
        const checked = await checkSignature(request, body, publicKeyPem).catch((error: unknown) => ({ problem: String(error) }));
        if ('problem' in checked) {
          refused.push(checked.problem);
          response.writeHead(401).end();
          return;
        }
        const activity = JSON.parse(body.toString()) as Record<string, unknown>;
        received.push({ path: request.url, activity, keyId: checked.keyId });
        response.writeHead(202).end();
        // As Mastodon does for an unlocked account: every follow of alice is accepted at once.
        if (activity.type === 'Follow' && activity.object === `${origin}/users/alice`) void acceptFollow(activity);
        return;
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  deliver = async (inbox, activity) => {
    const body = JSON.stringify({ '@context': AS_CONTEXT, ...activity });
    const url = new URL(inbox);
    const headers: Record<string, string> = {
      host: url.host,
      date: new Date().toUTCString(),
      digest: digestOf(body),
      'content-type': 'application/activity+json',
    };
    const names = ['(request-target)', 'host', 'date', 'digest', 'content-type'];
    const signature = crypto
      .sign('sha256', Buffer.from(signingString('POST', url.pathname, headers, names)), privateKey)
      .toString('base64');
    headers.signature = `keyId="${origin}/users/alice#main-key",algorithm="rsa-sha256",headers="${names.join(' ')}",signature="${signature}"`;
    // fetch sets the same host itself.
    const { host: _host, ...sent } = headers;
    const response = await fetch(url, { method: 'POST', headers: sent, body });
    return { status: response.status, body: await response.text() };
  };

  return {
    origin,
    actorId: `${origin}/users/alice`,
    inbox: `${origin}/users/alice/inbox`,
    sharedInbox: `${origin}/inbox`,
    received: () => [...received],
    refused: () => [...refused],
    deliver: (inbox, activity) => deliver(inbox, activity),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
