import { DISTANCE_UNIT_INVALID, UnitSettingsSchema } from '@rootshare/contracts/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { recipientOf, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';

type Member = Awaited<ReturnType<typeof signUpMember>>;

// Town-level places as members' are stored; the two in Toronto are about 7 km (4 miles) apart.
const PLACES = {
  downtownToronto: { latitude: 43.65, longitude: -79.38, location: 'Toronto, Ontario' },
  northToronto: { latitude: 43.71, longitude: -79.4, location: 'Toronto, Ontario' },
  london: { latitude: 51.51, longitude: -0.13, location: 'London, England' },
  sydney: { latitude: -33.87, longitude: 151.21, location: 'Sydney, New South Wales' },
} as const;

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    catalogue: true,
    places: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>', PUBLIC_URL: 'https://rootshare.test' },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** A member with a verified address, at a place when given. */
async function member(place?: keyof typeof PLACES): Promise<Member> {
  const m = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, m.user.id));
  if (place) await t.database.db.update(profiles).set(PLACES[place]).where(eq(profiles.id, m.profile.id));
  return m;
}

const read = (m: Member | null) => t.app.inject({ method: 'GET', url: '/api/account/units', ...(m ? { headers: bearer(m.token) } : {}) });
const write = (m: Member | null, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/units',
    payload: payload as Record<string, unknown>,
    ...(m ? { headers: bearer(m.token) } : {}),
  });
const settingsOf = async (m: Member) => UnitSettingsSchema.parse((await read(m)).json());

describe('distance units', () => {
  it("answers Automatic with the unit of the member's country: kilometres in Toronto and Sydney, miles in London, none without a place", async () => {
    expect(await settingsOf(await member('downtownToronto'))).toEqual({ distance_unit: 'auto', place_unit: 'km' });
    expect(await settingsOf(await member('sydney'))).toEqual({ distance_unit: 'auto', place_unit: 'km' });
    expect(await settingsOf(await member('london'))).toEqual({ distance_unit: 'auto', place_unit: 'mi' });
    expect(await settingsOf(await member())).toEqual({ distance_unit: 'auto', place_unit: null });
  });

  it('stores the choice with the member and goes back to Automatic when asked', async () => {
    const m = await member('downtownToronto');
    const saved = await write(m, { distance_unit: 'mi' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    expect(saved.json()).toEqual({ distance_unit: 'mi', place_unit: 'km' });
    expect(await settingsOf(m)).toEqual({ distance_unit: 'mi', place_unit: 'km' });
    expect((await write(m, { distance_unit: 'auto' })).json()).toEqual({ distance_unit: 'auto', place_unit: 'km' });
    const [row] = await t.database.db.select({ unit: users.distanceUnit }).from(users).where(eq(users.id, m.user.id));
    expect(row?.unit).toBeNull();
  });

  it('refuses an unknown unit, a missing one and extra fields with 400 and says which units there are', async () => {
    const m = await member('london');
    for (const payload of [{ distance_unit: 'furlongs' }, {}, { distance_unit: 'km', user_id: m.user.id }]) {
      const response = await write(m, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await write(m, { distance_unit: 'furlongs' })).json().error).toContain(DISTANCE_UNIT_INVALID);
    expect(await settingsOf(m)).toEqual({ distance_unit: 'auto', place_unit: 'mi' });
  });

  it("asks for sign-in, and another member's choice changes only their own unit", async () => {
    expect((await read(null)).statusCode).toBe(401);
    expect((await write(null, { distance_unit: 'km' })).statusCode).toBe(401);
    const owner = await member('london');
    const other = await member('sydney');
    expect((await write(other, { distance_unit: 'mi' })).statusCode).toBe(200);
    expect(await settingsOf(owner)).toEqual({ distance_unit: 'auto', place_unit: 'mi' });
    expect(await settingsOf(other)).toEqual({ distance_unit: 'mi', place_unit: 'km' });
  });

  it('mails a Toronto member on Automatic a wishlist match in kilometres, rounded no finer than whole miles', async () => {
    const plants = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'Monstera deliciosa' } })).json()
      .plants as Array<{ id: string; scientific_name: string | null }>;
    const monstera = plants.find((p) => p.scientific_name === 'Monstera deliciosa')?.id;
    const owner = await member('downtownToronto');
    const wisher = await member('northToronto');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/wishlist', headers: bearer(wisher.token), payload: { plant_id: monstera } }))
        .statusCode,
    ).toBe(201);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      headers: bearer(owner.token),
      payload: { plant_id: monstera, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
    });
    expect(listed.statusCode, listed.body).toBe(201);

    const mail = await sink.waitFor((m) => recipientOf(m) === wisher.user.email && /near you/.test(m.subject ?? ''));
    // 6.9 km apart: 4 whole miles, written as the 6 km they make, never the finer 7.
    expect(mail.text).toContain('6 km from you');
    expect(mail.text).not.toMatch(/\bmiles?\b/);
  });
});
