import crypto from 'node:crypto';
import type http from 'node:http';

/**
 * HTTP signatures as Mastodon checks them (draft-cavage: (request-target), host, date and digest,
 * the key fetched from the sender's actor), written from its documentation rather than with Fedify
 * so that the test peer and the bench's inbox servers check Rootshare's side instead of agreeing
 * with it. Plain enough for Node to strip its types, so the bench's JavaScript imports it too.
 */

export const digestOf = (body: Buffer | string): string => `SHA-256=${crypto.createHash('sha256').update(body).digest('base64')}`;

export function signingString(method: string, path: string, headers: Record<string, string | undefined>, names: string[]): string {
  return names
    .map((name) => (name === '(request-target)' ? `(request-target): ${method.toLowerCase()} ${path}` : `${name}: ${headers[name] ?? ''}`))
    .join('\n');
}

/** The PEM of the key a key id names, from the actor document it points into. */
export async function fetchPublicKeyPem(keyId: string): Promise<string> {
  const response = await fetch(keyId.split('#')[0] ?? keyId, { headers: { accept: 'application/activity+json' } });
  if (!response.ok) throw new Error(`key owner answered ${response.status}`);
  const actor = (await response.json()) as { publicKey?: unknown };
  const keys = (Array.isArray(actor.publicKey) ? actor.publicKey : [actor.publicKey]) as Array<{ id?: string; publicKeyPem?: string }>;
  const key = keys.find((candidate) => candidate?.id === keyId);
  if (!key?.publicKeyPem) throw new Error(`no key ${keyId} in its owner's document`);
  return key.publicKeyPem;
}

export async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `{ keyId }` when the delivery's signature holds, else `{ problem }`; `keyOf` answers a key id's PEM (cached by the caller). */
export async function checkSignature(
  request: http.IncomingMessage,
  body: Buffer,
  keyOf: (keyId: string) => Promise<string>,
): Promise<{ problem: string } | { keyId: string }> {
  const header = request.headers.signature;
  if (typeof header !== 'string') return { problem: 'no Signature header' };
  const params = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]));
  const { keyId, signature, headers: signed } = params;
  if (!keyId || !signature || !signed) return { problem: 'incomplete Signature header' };
  const names = signed.split(' ');
  if (!['(request-target)', 'host', 'date', 'digest'].every((name) => names.includes(name))) return { problem: `signs only ${signed}` };
  if (request.headers.digest !== digestOf(body)) return { problem: 'digest does not match the body' };
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
  const text = signingString(request.method ?? 'POST', request.url ?? '/', headers, names);
  const verified = crypto.verify('sha256', Buffer.from(text), await keyOf(keyId), Buffer.from(signature, 'base64'));
  return verified ? { keyId } : { problem: 'signature does not verify' };
}
