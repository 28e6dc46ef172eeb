import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TownConnectionsSchema } from '@rootshare/contracts/federation-connections';
import { TownItemsSchema, type TownItemKind } from '@rootshare/contracts/federation-towns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentMaker } from '../../../test/content';
import {
  adminOf,
  DELIVERY_TEST_MS,
  DELIVERY_WAIT as WAIT,
  federatingMember,
  startFederatingTown,
  type FederatingTown as Town,
} from '../../../test/federation';
import { as, createTestApp, signUpMember } from '../../../test/helpers';

/**
 * Two towns' Rootshares on the loopback: Portland's admin connects with Salem's Rootshare, and what
 * Salem's members list and host then shows in Portland's Browse and Events reads, near enough.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
let portland: Town;
let salem: Town;
let admin: Member;
let bo: Member;
/** A web server that is not a Rootshare: it answers 404 to everything. */
let stranger: Server;

const PORTLAND = { user_latitude: 45.52, user_longitude: -122.68 };
const LONDON = { user_latitude: 51.5, user_longitude: -0.12 };

const connectionsOf = async (town: Town) =>
  TownConnectionsSchema.parse(
    (await town.t.app.inject({ method: 'GET', url: '/api/admin/federation/connections', headers: as(admin) })).json(),
  ).connections;

const itemsAt = async (kind: TownItemKind, point: typeof PORTLAND, search?: string) => {
  const response = await portland.t.app.inject({
    method: 'GET',
    url: '/api/federation/towns/items',
    query: {
      kind,
      radius: '50',
      user_latitude: String(point.user_latitude),
      user_longitude: String(point.user_longitude),
      ...(search === undefined ? {} : { search }),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return TownItemsSchema.parse(response.json()).items;
};

const connect = (address: string, who: Member = admin, town: Town = portland) =>
  town.t.app.inject({ method: 'POST', url: '/api/admin/federation/connections', headers: as(who), payload: { address } });

beforeAll(async () => {
  [portland, salem] = [
    await startFederatingTown({ catalogue: true, places: true }),
    await startFederatingTown({ catalogue: true, places: true }),
  ];
  admin = await adminOf(portland.t);
  bo = await federatingMember(salem.t, { latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' });
  stranger = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
}, DELIVERY_TEST_MS);
afterAll(async () => {
  await portland.t.close();
  await salem.t.close();
  stranger.close();
});

describe('connecting with another town’s Rootshare', { timeout: DELIVERY_TEST_MS }, () => {
  it('hides the connections from a member who is not an admin, as every admin route does, and connects nothing for them', async () => {
    const member = await signUpMember(portland.t.app);
    expect((await connect(salem.origin, member)).statusCode).toBe(404);
    const list = await portland.t.app.inject({ method: 'GET', url: '/api/admin/federation/connections', headers: as(member) });
    expect(list.statusCode).toBe(404);
    expect(await connectionsOf(portland)).toEqual([]);
  });

  it('refuses a server that is not a Rootshare town, its own server and a blocked one, and saves nothing', async () => {
    const notTown = await connect(`http://127.0.0.1:${(stranger.address() as AddressInfo).port}`);
    expect(notTown.statusCode).toBe(404);
    expect(notTown.json().error).toBe('No Rootshare town was found at that address');

    const own = await connect(portland.origin);
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('That address is this town’s own server');

    const blocked = await portland.t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      payload: { domain: 'blocked.example' },
    });
    expect(blocked.statusCode).toBe(201);
    const refused = await connect('https://blocked.example');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('That server is blocked here: unblock it before connecting');
    expect(await connectionsOf(portland)).toEqual([]);
  });

  it('says a server that does not federate cannot connect', async () => {
    const quiet = await createTestApp();
    try {
      const quietAdmin = await adminOf(quiet);
      const response = await quiet.app.inject({
        method: 'POST',
        url: '/api/admin/federation/connections',
        headers: as(quietAdmin),
        payload: { address: salem.origin },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('This server does not talk to other servers');
    } finally {
      await quiet.close();
    }
  });

  it('connects, is sent what was already listed, then new listings and meets near the page’s point, and forgets them on disconnect', async () => {
    const make = contentMaker(salem.t.app);
    const earlier = await make.plant(bo, { customName: 'Listed before connecting' });

    const connected = await connect(salem.origin);
    expect(connected.statusCode, connected.body).toBe(201);
    expect(connected.json()).toMatchObject({ host: new URL(salem.origin).host, connected: false });
    await vi.waitFor(async () => expect((await connectionsOf(portland))[0]?.connected).toBe(true), WAIT);

    // What Salem listed before the connection came with it.
    await vi.waitFor(
      async () => expect((await itemsAt('listing', PORTLAND)).map((item) => item.url)).toContain(`${salem.origin}/plant/${earlier}`),
      WAIT,
    );

    const listing = await make.plant(bo, { customName: 'Variegated pothos' });
    const item = await vi.waitFor(async () => {
      const found = (await itemsAt('listing', PORTLAND)).find((entry) => entry.url === `${salem.origin}/plant/${listing}`);
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    expect(item).toMatchObject({ kind: 'listing', name: 'Variegated pothos', home: new URL(salem.origin).host, distance_miles: 0 });
    expect(await itemsAt('listing', LONDON)).toEqual([]);
    // A search on Browse narrows them as it narrows ours, by name and text, its wildcards taken as typed.
    expect((await itemsAt('listing', PORTLAND, '  VARIEGATED ')).map((entry) => entry.url)).toEqual([item.url]);
    expect(await itemsAt('listing', PORTLAND, 'monstera')).toEqual([]);
    expect(await itemsAt('listing', PORTLAND, '%')).toEqual([]);
    // A member's saved place is the point without a position, as Browse measures from it.
    const neighbour = await federatingMember(portland.t, { latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' });
    const fromSaved = await portland.t.app.inject({
      method: 'GET',
      url: '/api/federation/towns/items?kind=listing&radius=50',
      headers: as(neighbour),
    });
    expect(TownItemsSchema.parse(fromSaved.json()).items.map((entry) => entry.url)).toContain(item.url);
    // A listing is not a meet.
    expect((await itemsAt('meet', PORTLAND)).map((entry) => entry.url)).not.toContain(item.url);

    const meet = await make.meet(bo);
    await vi.waitFor(
      async () => expect((await itemsAt('meet', PORTLAND)).map((entry) => entry.url)).toContain(`${salem.origin}/meets/${meet.id}`),
      WAIT,
    );
    // Its time comes with its own zone, which the other town shows it in.
    expect((await itemsAt('meet', PORTLAND)).find((entry) => entry.url === `${salem.origin}/meets/${meet.id}`)).toMatchObject({
      starts_at: meet.starts_at,
      time_zone: meet.time_zone,
    });
    expect(await itemsAt('meet', LONDON)).toEqual([]);

    const disconnected = await portland.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/federation/connections/${encodeURIComponent(new URL(salem.origin).host)}`,
      headers: as(admin),
    });
    expect(disconnected.statusCode).toBe(204);
    expect(await connectionsOf(portland)).toEqual([]);
    expect(await itemsAt('listing', PORTLAND)).toEqual([]);
    expect(await itemsAt('meet', PORTLAND)).toEqual([]);
    // Salem stops sending: our town is no longer among its town's followers.
    await vi.waitFor(async () => {
      const { rows } = await salem.t.database.executeSql(
        `select count(*)::int as n from federation_followers where actor = 'instance'`,
        [],
      );
      expect((rows[0] as { n: number }).n).toBe(0);
    }, WAIT);
  });

  it('ends the connection when its server is blocked, with what it brought', async () => {
    const connected = await connect(salem.origin);
    expect(connected.statusCode, connected.body).toBe(201);
    await vi.waitFor(async () => expect((await itemsAt('listing', PORTLAND)).length).toBeGreaterThan(0), WAIT);
    const blocked = await portland.t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      payload: { domain: new URL(salem.origin).host },
    });
    expect(blocked.statusCode).toBe(201);
    expect(await connectionsOf(portland)).toEqual([]);
    expect(await itemsAt('listing', PORTLAND)).toEqual([]);
  });
});
