import { FEDERATES_INVALID } from '@rootshare/contracts/federation';
import { FEDERATION_OFF_HERE } from '@rootshare/contracts/federation-admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf } from '../../../test/federation';
import { as, bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { freePort } from '../../../test/free-port';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

const read = (t: TestApp, token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/account/federation', ...(token ? { headers: bearer(token) } : {}) });
const write = (t: TestApp, token: string | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/federation',
    payload: JSON.stringify(payload),
    headers: {
      'content-type': 'application/json',
      ...(token ? bearer(token) : {}),
    },
  });

async function storedFlag(t: TestApp, member: Member): Promise<boolean | undefined> {
  const [row] = await t.database.db.select({ federates: profiles.federates }).from(profiles).where(eq(profiles.id, member.profile.id));
  return row?.federates;
}

describe('the choice on a server that federates', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    host = new URL(origin).host;
    t = await createTestApp({ env: { PUBLIC_URL: origin, FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  });
  afterAll(() => t.close());

  const webfinger = (member: Member) =>
    t.app.inject({ method: 'GET', url: `/.well-known/webfinger?resource=acct:${member.profile.username}@${host}` });

  it('asks for sign-in to read or change it', async () => {
    expect((await read(t, null)).statusCode).toBe(401);
    expect((await write(t, null, { federates: true })).statusCode).toBe(401);
  });

  it('is off for a new member, and once turned on reads back on and makes them findable by WebFinger', async () => {
    const maya = await signUpMember(t.app);
    const handle = `@${maya.profile.username}@${host}`;
    const before = await read(t, maya.token);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ federates: false, available: true, handle });
    expect((await webfinger(maya)).statusCode).toBe(404);

    const saved = await write(t, maya.token, { federates: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ federates: true, available: true, handle });
    expect((await read(t, maya.token)).json()).toEqual({ federates: true, available: true, handle });
    expect(await storedFlag(t, maya)).toBe(true);
    expect((await webfinger(maya)).statusCode).toBe(200);

    expect((await write(t, maya.token, { federates: false })).json()).toMatchObject({ federates: false });
    expect((await webfinger(maya)).statusCode).toBe(404);
  });

  it("changes only the signed-in member's own flag, whoever else is named in the request", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    expect((await write(t, owner.token, { federates: true })).statusCode).toBe(200);

    const turnedOff = await t.app.inject({
      method: 'PUT',
      url: `/api/account/federation?id=${owner.profile.id}`,
      payload: { federates: false },
      headers: bearer(other.token),
    });
    expect(turnedOff.statusCode).toBe(200);
    expect(await storedFlag(t, owner)).toBe(true);
    expect(await storedFlag(t, other)).toBe(false);
    expect((await read(t, owner.token)).json()).toMatchObject({ federates: true });
  });

  it('refuses a choice that is not true or false, or comes with other fields, with 400 and says why', async () => {
    const member = await signUpMember(t.app);
    for (const payload of [{ federates: 'yes' }, {}, { federates: 1 }]) {
      const refused = await write(t, member.token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error, JSON.stringify(payload)).toBe(FEDERATES_INVALID);
    }
    const extra = await write(t, member.token, { federates: true, id: member.profile.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toMatch(/Unrecognized key.*"id"/);
    const empty = await write(t, member.token, null);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatch(/expected object/);
    expect(await storedFlag(t, member)).toBe(false);
  });
});

describe('the choice on a server that does not federate', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says other servers are out of reach and gives no handle, yet keeps the choice for when they are not', async () => {
    const member = await signUpMember(t.app);
    expect((await read(t, member.token)).json()).toEqual({ federates: false, available: false, handle: null });
    const saved = await write(t, member.token, { federates: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ federates: true, available: false, handle: null });
    expect(await storedFlag(t, member)).toBe(true);
  });

  it('tells an admin that a report cannot be sent to another server from here', async () => {
    const admin = await adminOf(t);
    const forward = await t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/reports/00000000-0000-4000-8000-000000000000/forward',
      headers: as(admin),
    });
    expect(forward.statusCode).toBe(409);
    expect(forward.json()).toMatchObject({ error: FEDERATION_OFF_HERE });
  });
});
