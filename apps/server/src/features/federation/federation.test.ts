import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startActivityPubPeer, type ActivityPubPeer, type ReceivedActivity } from '../../../test/activitypub-peer';
import { contentMaker } from '../../../test/content';
import { adminOf, DELIVERY_TEST_MS, DELIVERY_WAIT, federatingMember as federating, startFederatingTown } from '../../../test/federation';
import { as, signUpMember, type TestApp } from '../../../test/helpers';
import { INBOX_PER_SERVER_PER_MINUTE } from './federation.http';

/**
 * Federation end to end on the loopback: Rootshare listening on a real port with its job queue, and a
 * Mastodon-shaped server whose account follows a member and checks the signature of every delivery.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
const AP = { accept: 'application/activity+json' };

let t: TestApp;
let peer: ActivityPubPeer;
let origin: string;
let make: ReturnType<typeof contentMaker>;
let maya: Member;

// Her own point, at the edge of town: only the town's, from the gazetteer, may leave the server.
const federatingMember = () => federating(t, { latitude: 45.49, longitude: -122.8, location: 'Portland, Oregon' });

const get = (url: string, headers: Record<string, string> = AP) => fetch(new URL(url, origin), { headers });

/** The member's actor address, found as Mastodon finds it: WebFinger on their handle. */
async function actorOf(member: Member): Promise<string> {
  const response = await get(`/.well-known/webfinger?resource=acct:${member.profile.username}@${new URL(origin).host}`, {});
  expect(response.status).toBe(200);
  const jrd = (await response.json()) as { links: Array<{ rel: string; type?: string; href?: string }> };
  const self = jrd.links.find((link) => link.rel === 'self' && link.type === 'application/activity+json');
  expect(self?.href).toBeTruthy();
  return self?.href ?? '';
}

/** Waits until the peer has received a verified activity that matches. */
const delivered = (match: (received: ReceivedActivity) => boolean) =>
  vi.waitFor(() => {
    const found = peer.received().find(match);
    if (!found) throw new Error(`not delivered yet; refused: ${peer.refused().join('; ') || 'none'}`);
    return found;
  }, DELIVERY_WAIT);

/** Waits until an object's sync job has run to its end `times` times. */
const synced = (object: string, times: number) =>
  vi.waitFor(async () => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'federation-sync' and data->>'object' = $1 and state = 'completed'`,
      [object],
    );
    expect((rows[0] as { n: number }).n).toBe(times);
  }, DELIVERY_WAIT);

/** The peer's alice follows the member, and waits for the signed Accept of that follow. */
async function followedByAlice(actor: string, followId: string): Promise<ReceivedActivity> {
  const follow = await peer.deliver(`${actor}/inbox`, { id: followId, type: 'Follow', actor: peer.actorId, object: actor });
  expect(follow.status, follow.body).toBeLessThan(300);
  return delivered((received) => received.activity.type === 'Accept' && (received.activity.object as { id?: string }).id === followId);
}

const typed = (type: string) => (received: ReceivedActivity) => received.activity.type === type;
const objectOf = (received: ReceivedActivity) => received.activity.object as Record<string, unknown>;

beforeAll(async () => {
  peer = await startActivityPubPeer();
  ({ t, origin } = await startFederatingTown({ catalogue: true, places: true }));
  make = contentMaker(t.app);
  maya = await federatingMember();
}, DELIVERY_TEST_MS);
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('finding a member from another server', { timeout: DELIVERY_TEST_MS }, () => {
  it('answers WebFinger with the actor of a member who lets other servers follow them', async () => {
    const actor = await actorOf(maya);
    const document = (await (await get(actor)).json()) as Record<string, unknown>;
    expect(document.type).toBe('Person');
    expect(document.preferredUsername).toBe(maya.profile.username);
    expect(document.url).toBe(`${origin}/profile/${maya.profile.id}`);
    expect(JSON.stringify(document)).toContain('BEGIN PUBLIC KEY');
    // Only what a visitor sees of a profile: never the address or the exact place.
    expect(JSON.stringify(document)).not.toContain(maya.user.email);
    expect(JSON.stringify(document)).not.toContain('45.49');
  });

  it('does not know a member who did not let other servers follow them', async () => {
    const private_ = await signUpMember(t.app);
    const response = await get(`/.well-known/webfinger?resource=acct:${private_.profile.username}@${new URL(origin).host}`, {});
    expect(response.status).toBe(404);
    expect((await get(`/ap/users/${private_.profile.id}`)).status).toBe(404);
  });

  it('has an actor for the town itself and NodeInfo saying it speaks ActivityPub', async () => {
    const instance = (await (await get('/ap/users/instance')).json()) as Record<string, unknown>;
    expect(instance.type).toBe('Application');
    const links = (await (await get('/.well-known/nodeinfo', {})).json()) as { links: Array<{ href: string }> };
    const nodeInfo = (await (await get(links.links[0]?.href ?? '', {})).json()) as { software: { name: string }; protocols: string[] };
    expect(nodeInfo.software.name).toBe('rootshare');
    expect(nodeInfo.protocols).toContain('activitypub');
  });
});

describe('a Mastodon account following a member', { timeout: DELIVERY_TEST_MS }, () => {
  it('refuses a follow that is not signed', async () => {
    const actor = await actorOf(maya);
    const response = await fetch(`${actor}/inbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${peer.origin}/f/0`,
        type: 'Follow',
        actor: peer.actorId,
        object: actor,
      }),
    });
    expect(response.status).toBe(401);
  });

  it('accepts a signed follow, then delivers her new listing, its edit and its removal, each signed', async () => {
    const actor = await actorOf(maya);
    const accept = await followedByAlice(actor, `${peer.origin}/follows/1`);
    expect(accept.keyId.startsWith(actor)).toBe(true);

    const listing = await make.plant(maya, { customName: 'Grandma’s pothos' });
    const create = await delivered((received) => received.activity.type === 'Create' && String(objectOf(received).id).endsWith(listing));
    const note = objectOf(create);
    expect(note.type).toBe('Note');
    expect(note.attributedTo).toBe(actor);
    expect(note.url).toBe(`${origin}/plant/${listing}`);
    expect(String(note.content)).toContain('Grandma’s pothos');
    expect(String(note.content)).toContain('Up for swap (cutting) from');
    expect(note.location).toMatchObject({ type: 'Place', name: expect.stringContaining('Portland') });
    expect(JSON.stringify(note)).not.toContain('45.49');
    expect(JSON.stringify(note)).not.toContain('-122.8,');
    expect(create.keyId.startsWith(actor)).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${listing}`,
      headers: as(maya),
      payload: { notes: 'Rooted in water.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const update = await delivered(
      (received) => received.activity.type === 'Update' && String(objectOf(received).content).includes('Rooted in water.'),
    );
    expect(objectOf(update).id).toBe(note.id);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${listing}`, headers: as(maya) });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const deletion = await delivered(typed('Delete'));
    expect(objectOf(deletion).id).toBe(note.id);
  });

  it('serves a listing as a Note at its id, and stops once it is no longer up for swap', async () => {
    const listing = await make.plant(maya, { customName: 'Spare spider plant' });
    const id = `${origin}/ap/notes/listings/${listing}`;
    const note = (await (await get(id)).json()) as Record<string, unknown>;
    expect(note.type).toBe('Note');
    expect(String(note.content)).toContain('Spare spider plant');
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${listing}`,
      headers: as(maya),
      payload: { available_for_swap: false },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await get(id)).status).toBe(404);
  });

  it('delivers a blog post as an Article that links to its page and is served at its id', async () => {
    const article = await make.blogPost(maya, 'Taking pothos cuttings', 'Cut below a node.\n\nRoot them in water.');
    const created = await delivered((received) => received.activity.type === 'Create' && objectOf(received).type === 'Article');
    const object = objectOf(created);
    expect(object.name).toBe('Taking pothos cuttings');
    expect(object.url).toBe(`${origin}/posts/${article}`);
    expect(String(object.content)).toContain('<p>Root them in water.</p>');
    expect((await get(String(object.id))).status).toBe(200);
  });

  it('counts a like from another server once in the post’s likes, and takes it back on Undo', async () => {
    const postId = await make.blogPost(maya, 'Dividing hostas');
    const like = { id: `${peer.origin}/likes/1`, type: 'Like', actor: peer.actorId, object: `${origin}/ap/articles/${postId}` };
    const likes = async () => (await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json().likes_count as number;
    expect((await peer.deliver(`${origin}/ap/inbox`, like)).status).toBe(202);
    expect((await peer.deliver(`${origin}/ap/inbox`, like)).status).toBe(202);
    await vi.waitFor(async () => expect(await likes()).toBe(1), DELIVERY_WAIT);
    const undo = { id: `${peer.origin}/likes/1/undo`, type: 'Undo', actor: peer.actorId, object: like };
    expect((await peer.deliver(`${origin}/ap/inbox`, undo)).status).toBe(202);
    await vi.waitFor(async () => expect(await likes()).toBe(0), DELIVERY_WAIT);
  });

  it('delivers a swap meet as an Event with its times and town, never its venue, and sends nothing for an RSVP', async () => {
    const meet = await make.meet(maya, { capacity: 12 });
    const created = await delivered((received) => received.activity.type === 'Create' && objectOf(received).type === 'Event');
    const event = objectOf(created);
    expect(event.name).toBe(meet.title);
    expect(event.startTime).toBe(new Date(meet.starts_at).toISOString().replace('.000Z', 'Z'));
    expect(event.location).toMatchObject({ type: 'Place', name: expect.stringContaining('Portland') });
    expect(JSON.stringify(event)).not.toContain('Hollywood Library');
    // Mobilizon's and Gancio's terms, by the names they read, each defined in the @context as theirs.
    const mobilizon = {
      timezone: 'America/Los_Angeles',
      joinMode: 'external',
      externalParticipationUrl: `${origin}/meets/${meet.id}`,
      maximumAttendeeCapacity: 12,
      status: 'CONFIRMED',
    };
    expect(event).toMatchObject(mobilizon);
    const defines = (context: unknown) =>
      expect([context].flat()).toContainEqual(
        expect.objectContaining({
          timezone: { '@id': 'https://joinmobilizon.org/ns#timezone', '@type': 'http://schema.org#Text' },
          joinMode: { '@id': 'https://joinmobilizon.org/ns#joinMode', '@type': 'https://joinmobilizon.org/ns#joinModeType' },
        }),
      );
    defines(created.activity['@context']);
    // The same when Mobilizon fetches the Event from its id.
    const fetched = (await (await get(String(event.id))).json()) as Record<string, unknown>;
    expect(fetched).toMatchObject({ type: 'Event', ...mobilizon });
    defines(fetched['@context']);

    const before = peer.received().length;
    const guest = await signUpMember(t.app);
    const rsvp = await t.app.inject({ method: 'PUT', url: `/api/meets/${meet.id}/rsvp`, headers: as(guest), payload: { status: 'going' } });
    expect(rsvp.statusCode, rsvp.body).toBeLessThan(300);
    // The RSVP's own sync runs to its end before the meet changes again.
    await synced(`meet:${meet.id}`, 2);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/meets/${meet.id}/cancel`, headers: as(maya) });
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(300);
    const update = await delivered((received) => received.activity.type === 'Update' && objectOf(received).id === event.id);
    expect(String(objectOf(update).name)).toMatch(/^Cancelled: /);
    expect(objectOf(update).status).toBe('CANCELLED');
    // The RSVP changed nothing other servers hold: the cancellation is the only delivery since.
    expect(
      peer
        .received()
        .slice(before)
        .map((received) => received.activity.type),
    ).toEqual(['Update']);
  });

  it('stops delivering to an account that undid its follow', async () => {
    const actor = await actorOf(maya);
    const undo = await peer.deliver(`${actor}/inbox`, {
      id: `${peer.origin}/follows/1/undo`,
      type: 'Undo',
      actor: peer.actorId,
      object: { id: `${peer.origin}/follows/1`, type: 'Follow', actor: peer.actorId, object: actor },
    });
    expect(undo.status, undo.body).toBeLessThan(300);
    await vi.waitFor(async () => {
      const followers = (await (await get(`${actor}/followers`)).json()) as { totalItems: number };
      expect(followers.totalItems).toBe(0);
    }, DELIVERY_WAIT);
  });
});

describe('an admin cutting a server off', { timeout: DELIVERY_TEST_MS }, () => {
  it('hides the blocklist from members and refuses an address that is not a server', async () => {
    const member = await signUpMember(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/federation/blocked-domains', headers: as(member) })).statusCode).toBe(404);
    const admin = await adminOf(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      payload: { domain: 'not a server!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Enter a server’s address, like mastodon.example');
  });

  it('drops its followers, refuses its activities and delivers nothing more to it', async () => {
    const actor = await actorOf(maya);
    await followedByAlice(actor, `${peer.origin}/follows/2`);

    const admin = await adminOf(t);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      // Pasted as a link to the account, as admins do.
      payload: { domain: peer.actorId },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json().domain).toBe(new URL(peer.origin).host);
    expect(((await (await get(`${actor}/followers`)).json()) as { totalItems: number }).totalItems).toBe(0);

    const again = await peer.deliver(`${actor}/inbox`, {
      id: `${peer.origin}/follows/3`,
      type: 'Follow',
      actor: peer.actorId,
      object: actor,
    });
    expect(again.status).toBe(403);

    const before = peer.received().length;
    const listing = await make.plant(maya, { customName: 'After the block' });
    await synced(`listing:${listing}`, 1);
    expect(peer.received().slice(before)).toEqual([]);

    const unblocked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/federation/blocked-domains/${encodeURIComponent(new URL(peer.origin).host)}`,
      headers: as(admin),
    });
    expect(unblocked.statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/federation/blocked-domains', headers: as(admin) });
    expect(list.json()).toEqual({ federation: true, domains: [] });
  });

  it('answers 429 to a server that sends more than its budget in a minute', async () => {
    const actor = await actorOf(maya);
    const send = (n: number) =>
      fetch(`${actor}/inbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/activity+json' },
        body: JSON.stringify({ id: `https://flood.example/a/${n}`, type: 'Like', actor: 'https://flood.example/users/x', object: actor }),
      }).then((response) => response.status);
    const statuses: number[] = [];
    // In parallel batches, as a busy server delivers: the whole budget well within its minute.
    for (let sent = 0; sent < INBOX_PER_SERVER_PER_MINUTE + 20; sent += 20) {
      statuses.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => send(sent + i)))));
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(INBOX_PER_SERVER_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe('a member who stops letting other servers follow them', { timeout: DELIVERY_TEST_MS }, () => {
  it('tells each follower’s server they are gone, signed, and answers 410 from then on', async () => {
    const zoe = await federatingMember();
    const actor = await actorOf(zoe);
    // The Accept is signed by zoe: the peer keeps her key, as Mastodon does.
    await followedByAlice(actor, `${peer.origin}/follows/zoe`);

    const off = await t.app.inject({ method: 'PUT', url: '/api/account/federation', headers: as(zoe), payload: { federates: false } });
    expect(off.statusCode, off.body).toBe(200);
    const goodbye = await delivered((received) => received.activity.type === 'Delete' && received.activity.object === actor);
    expect(goodbye.keyId.startsWith(actor)).toBe(true);
    expect((await get(actor)).status).toBe(410);
    expect((await get(`/.well-known/webfinger?resource=acct:${zoe.profile.username}@${new URL(origin).host}`, {})).status).toBe(404);
  });
});
