import { FULL_NAME_INVISIBLE, FULL_NAME_LOOKALIKE, PublicProfileSchema } from '@rootshare/contracts/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsTaggedJpeg } from '../../../test/images';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { profiles } from '../../db/schema/profiles';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (id: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/profiles/${id}`, payload: payload as object, headers: token ? bearer(token) : {} });

describe('reading profiles', () => {
  it('finds a profile by id and by username, in any letter case', async () => {
    const member = await signUpMember(t.app, { username: 'Hoya_Heaven' });
    const byId = await t.app.inject({ method: 'GET', url: `/api/profiles/${member.profile.id}` });
    const byName = await t.app.inject({ method: 'GET', url: '/api/profiles/hoya_heaven' });
    expect(byId.statusCode).toBe(200);
    expect(byName.json().id).toBe(member.profile.id);
  });

  it("shows other people's profiles without the e-mail address", async () => {
    const owner = await signUpMember(t.app);
    const viewer = await signUpMember(t.app);
    for (const headers of [{}, bearer(viewer.token)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}`, headers });
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(Object.keys(PublicProfileSchema.shape).sort());
      expect(JSON.stringify(body)).not.toContain(owner.user.email);
    }
  });

  it('shows the owner their own e-mail address', async () => {
    const owner = await signUpMember(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}`, headers: bearer(owner.token) });
    expect(response.json().email).toBe(owner.user.email);
  });

  it('answers 404 for a missing profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/no_such_member' })).statusCode).toBe(404);
  });

  it('answers 401 when a bad token is sent, so the browser can sign out', async () => {
    const owner = await signUpMember(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}`, headers: bearer('garbage') });
    expect(response.statusCode).toBe(401);
  });
});

describe('updating profiles', () => {
  it('changes the own profile and answers it', async () => {
    const owner = await signUpMember(t.app);
    const prefs = JSON.stringify({ swapTypes: ['cuttings'], interests: ['succulents'], careLevels: [], notes: 'Happy to trade' });
    const response = await put(owner.profile.id, owner.token, {
      full_name: 'Ivy Green',
      bio: 'Collector of hoyas.',
      location: 'Portland, Oregon, USA',
      swap_preferences: prefs,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ full_name: 'Ivy Green', bio: 'Collector of hoyas.', location: 'Portland, Oregon, USA' });
    expect(JSON.parse(response.json().swap_preferences)).toMatchObject({ swapTypes: ['cuttings'], notes: 'Happy to trade' });
    const again = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` });
    expect(again.json().full_name).toBe('Ivy Green');
  });

  it('takes swap preferences as an object too, stores them as JSON without unknown keys, and refuses unknown options', async () => {
    const owner = await signUpMember(t.app);
    const accepted = await put(owner.profile.id, owner.token, { swap_preferences: { swapTypes: ['seeds'], interests: [], colour: 'red' } });
    expect(accepted.statusCode).toBe(200);
    expect(JSON.parse(accepted.json().swap_preferences)).toEqual({ swapTypes: ['seeds'], interests: [], careLevels: [] });
    const refused = await put(owner.profile.id, owner.token, { swap_preferences: { swapTypes: ['trees'] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('Swap preferences are not valid');
    expect(JSON.parse((await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` })).json().swap_preferences)).toEqual({
      swapTypes: ['seeds'],
      interests: [],
      careLevels: [],
    });
  });

  it('refuses swap preferences without a swap type with a clear error, keeping the stored ones, and still lets them be cleared', async () => {
    const owner = await signUpMember(t.app);
    expect(
      (await put(owner.profile.id, owner.token, { swap_preferences: { swapTypes: ['bulbs'], interests: ['herbs'] } })).statusCode,
    ).toBe(200);
    const refused = await put(owner.profile.id, owner.token, {
      swap_preferences: JSON.stringify({ swapTypes: [], interests: ['herbs'], careLevels: [] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'Choose at least one swap type',
      details: [{ path: 'swap_preferences', message: 'Choose at least one swap type' }],
    });
    const stored = (await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` })).json().swap_preferences as string;
    expect(JSON.parse(stored)).toMatchObject({ swapTypes: ['bulbs'] });
    expect((await put(owner.profile.id, owner.token, { swap_preferences: null })).json().swap_preferences).toBeNull();
  });

  it("refuses to change another member's profile and leaves it unchanged", async () => {
    const owner = await signUpMember(t.app);
    const intruder = await signUpMember(t.app);
    const response = await put(owner.profile.id, intruder.token, { full_name: 'Hacked' });
    expect(response.statusCode).toBe(403);
    const after = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` });
    expect(after.json().full_name).toBeNull();
  });

  it('lets only the member hide their own profile from search engines, off until they choose it', async () => {
    const owner = await signUpMember(t.app);
    const intruder = await signUpMember(t.app);
    const read = async () =>
      PublicProfileSchema.parse((await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` })).json());
    expect((await read()).hidden_from_search).toBe(false);
    expect((await put(owner.profile.id, intruder.token, { hidden_from_search: true })).statusCode).toBe(403);
    expect((await read()).hidden_from_search).toBe(false);
    const own = await put(owner.profile.id, owner.token, { hidden_from_search: true });
    expect(own.statusCode).toBe(200);
    expect(own.json().hidden_from_search).toBe(true);
    expect((await read()).hidden_from_search).toBe(true);
    expect((await put(owner.profile.id, owner.token, { hidden_from_search: 'yes' })).statusCode).toBe(400);
  });

  it('requires a signed-in member', async () => {
    const owner = await signUpMember(t.app);
    expect((await put(owner.profile.id, undefined, { full_name: 'X' })).statusCode).toBe(401);
  });

  it("answers 409 'Username already exists' for a taken username and changes nothing", async () => {
    const taken = await signUpMember(t.app);
    const owner = await signUpMember(t.app);
    const response = await put(owner.profile.id, owner.token, {
      username: taken.user.username.toUpperCase(),
      full_name: 'Should Not Stick',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('Username already exists');
    const after = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}` });
    expect(after.json()).toMatchObject({ username: owner.user.username, full_name: null });
  });

  it('refuses a full name holding bidi, zero-width or control characters with 400', async () => {
    const owner = await signUpMember(t.app);
    for (const name of ['Maria\u202eairaM', 'Ma\u200bria', 'Ma\u200dria', 'Maria\u0007', 'Line\u2028break', '\u2066Maria\u2069']) {
      const response = await put(owner.profile.id, owner.token, { full_name: name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().error).toBe(FULL_NAME_INVISIBLE);
    }
    expect((await put(owner.profile.id, owner.token, { full_name: 'María José Ñúñez' })).statusCode).toBe(200);
  });

  it("refuses a full name that imitates another member's name or username with look-alike letters, and changes nothing", async () => {
    const victim = await signUpMember(t.app);
    expect((await put(victim.profile.id, victim.token, { full_name: 'Joan Smith' })).statusCode).toBe(200);
    const impostor = await signUpMember(t.app);
    // Cyrillic о and і; Greek Ο; a Cyrillic imitation of the victim's username.
    for (const name of ['Jоan Smіth', 'JΟAN SMITH', victim.user.username.replace(/o/g, 'о').replace(/a/g, 'а').replace(/e/g, 'е')]) {
      const response = await put(impostor.profile.id, impostor.token, { full_name: name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error).toBe(FULL_NAME_LOOKALIKE);
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/profiles/${impostor.profile.id}` });
    expect(after.json().full_name).toBeNull();
    // The same plain name, with or without accents, and names in other alphabets are fine.
    expect((await put(impostor.profile.id, impostor.token, { full_name: 'Joan Smith' })).statusCode).toBe(200);
    expect((await put(impostor.profile.id, impostor.token, { full_name: 'Jóan Smith' })).statusCode).toBe(200);
    expect((await put(impostor.profile.id, impostor.token, { full_name: 'Иван Петров' })).statusCode).toBe(200);
  });

  it("takes the member's own uploaded image as avatar or banner, never someone else's", async () => {
    const owner = await signUpMember(t.app);
    const other = await signUpMember(t.app);
    const upload = async (member: typeof owner) => {
      const { uploadURL } = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(member.token) })).json();
      await t.app.inject({
        method: 'PUT',
        url: uploadURL,
        headers: { ...bearer(member.token), 'content-type': 'image/jpeg' },
        payload: await gpsTaggedJpeg(),
      });
      return (
        await t.app.inject({ method: 'PUT', url: '/api/plant-images', headers: bearer(member.token), payload: { imageURL: uploadURL } })
      ).json().objectPath as string;
    };
    const mine = await upload(owner);
    const theirs = await upload(other);
    const refused = await put(owner.profile.id, owner.token, { avatar_url: theirs });
    expect(refused.statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { banner_image_url: '/media/plants/made-up.webp' })).statusCode).toBe(400);
    const accepted = await put(owner.profile.id, owner.token, { avatar_url: mine, banner_image_url: mine });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ avatar_url: mine, banner_image_url: mine });
    expect((await put(owner.profile.id, owner.token, { avatar_url: mine, bio: 'Same avatar' })).statusCode).toBe(200);
    expect((await put(owner.profile.id, owner.token, { avatar_url: null })).json().avatar_url).toBeNull();
  });

  it('refuses fields the server owns, and invalid values', async () => {
    const owner = await signUpMember(t.app);
    expect((await put(owner.profile.id, owner.token, { id: 'other' })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { created_at: '2020-01-01' })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { swap_preferences: '{not json' })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { avatar_url: 'https://evil.example/x.png' })).statusCode).toBe(400);
  });
});

describe('profile coordinates', () => {
  const storedCoordinates = async (id: string) => {
    const [row] = await t.database.db
      .select({ latitude: profiles.latitude, longitude: profiles.longitude })
      .from(profiles)
      .where(eq(profiles.id, id));
    return row;
  };

  it("stores the chosen place's coordinates rounded to two decimals", async () => {
    const owner = await signUpMember(t.app);
    const response = await put(owner.profile.id, owner.token, { location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
    expect(response.statusCode).toBe(200);
    expect(await storedCoordinates(owner.profile.id)).toEqual({ latitude: 41.85, longitude: -87.65 });
  });

  it('clears them when the location changes without new coordinates', async () => {
    const owner = await signUpMember(t.app);
    await put(owner.profile.id, owner.token, { location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
    expect((await put(owner.profile.id, owner.token, { location: 'Somewhere sunny' })).statusCode).toBe(200);
    expect(await storedCoordinates(owner.profile.id)).toEqual({ latitude: null, longitude: null });
  });

  it('keeps them when other fields change, or the same location is sent again', async () => {
    const owner = await signUpMember(t.app);
    await put(owner.profile.id, owner.token, { location: 'Sydney, New South Wales', latitude: -33.86785, longitude: 151.20732 });
    await put(owner.profile.id, owner.token, { bio: 'Ferns and more ferns.' });
    await put(owner.profile.id, owner.token, { location: 'Sydney, New South Wales', bio: 'Ferns.' });
    expect(await storedCoordinates(owner.profile.id)).toEqual({ latitude: -33.87, longitude: 151.21 });
  });

  it('clears them when both are sent as null', async () => {
    const owner = await signUpMember(t.app);
    await put(owner.profile.id, owner.token, { location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
    expect((await put(owner.profile.id, owner.token, { latitude: null, longitude: null })).statusCode).toBe(200);
    expect(await storedCoordinates(owner.profile.id)).toEqual({ latitude: null, longitude: null });
  });

  it('answers 400 when only one of them is sent, and changes nothing', async () => {
    const owner = await signUpMember(t.app);
    await put(owner.profile.id, owner.token, { location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
    const onlyLatitude = await put(owner.profile.id, owner.token, { location: 'Elsewhere', latitude: 10 });
    expect(onlyLatitude.statusCode).toBe(400);
    expect(onlyLatitude.json().error).toBe('Latitude and longitude go together');
    expect((await put(owner.profile.id, owner.token, { longitude: 10 })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { latitude: 10, longitude: null })).statusCode).toBe(400);
    expect((await put(owner.profile.id, owner.token, { latitude: 91, longitude: 10 })).statusCode).toBe(400);
    expect(await storedCoordinates(owner.profile.id)).toEqual({ latitude: 41.85, longitude: -87.65 });
  });

  it('never shows them in any answer', async () => {
    const owner = await signUpMember(t.app);
    const viewer = await signUpMember(t.app);
    const updated = await put(owner.profile.id, owner.token, { location: 'Chicago, Illinois', latitude: 41.85003, longitude: -87.65005 });
    const own = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}`, headers: bearer(owner.token) });
    const seenByOther = await t.app.inject({ method: 'GET', url: `/api/profiles/${owner.profile.id}`, headers: bearer(viewer.token) });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: owner.user.username, password: owner.password },
      remoteAddress: nextIp(),
    });
    for (const response of [updated, own, seenByOther, signIn]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Chicago, Illinois');
      expect(response.body).not.toMatch(/latitude|longitude|41\.85|-87\.65/);
    }
  });
});
