import { ProfileStatsSchema } from '@rootshare/contracts/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg } from '../../../test/images';
import { multipartForm } from '../../../test/multipart';

let t: TestApp;
let pothosId: string;
let photo: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  pothosId = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } })).json().plants[0].id;
  photo = asDataUrl(await gpsTaggedJpeg());
});
afterAll(async () => {
  await t.close();
});

async function addPlant(member: Member, availableForSwap: boolean) {
  const payload = { plant_id: pothosId, swap_type: 'cutting', available_for_swap: availableForSwap, pest_free_confirmed: availableForSwap };
  const response = await t.app.inject({ method: 'POST', url: '/api/user-plants', headers: bearer(member.token), payload });
  expect(response.statusCode).toBe(201);
}

async function addPost(member: Member) {
  const form = multipartForm({ type: 'blog_post', title: 'Repotting notes', content: 'Loosen the roots first.' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(member.token) },
  });
  expect(response.statusCode).toBe(201);
}

async function addGardenPhoto(member: Member) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/garden-photos',
    headers: bearer(member.token),
    payload: { image_url: photo },
  });
  expect(response.statusCode).toBe(201);
}

const stats = (idOrUsername: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/profiles/${idOrUsername}/stats`, headers });

describe('profile stats', () => {
  it("counts a member's plants, those available for swap, posts and garden photos, and nobody else's", async () => {
    const member = await signUpMember(t.app);
    const neighbour = await signUpMember(t.app);
    for (const available of [true, true, false]) await addPlant(member, available);
    for (let i = 0; i < 2; i += 1) await addPost(member);
    await addGardenPhoto(member);
    await addPlant(neighbour, true);
    await addPost(neighbour);

    const response = await stats(member.profile.id);
    expect(response.statusCode).toBe(200);
    expect(ProfileStatsSchema.parse(response.json())).toEqual({
      plants: 3,
      available: 2,
      posts: 2,
      garden_photos: 1,
      swaps_completed: 0,
      rating: { average: null, count: 0 },
      reply_speed: null,
    });
  });

  it('answers zeros and no rating for a member who has shared nothing', async () => {
    const member = await signUpMember(t.app);
    expect((await stats(member.profile.id)).json()).toEqual({
      plants: 0,
      available: 0,
      posts: 0,
      garden_photos: 0,
      swaps_completed: 0,
      rating: { average: null, count: 0 },
      reply_speed: null,
    });
  });

  it('finds the member by username, in any letter case, as well as by id', async () => {
    const member = await signUpMember(t.app, { username: 'Stats_Sprout' });
    await addPlant(member, false);
    const byName = await stats('stats_sprout');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual((await stats(member.profile.id)).json());
    expect(byName.json()).toMatchObject({ plants: 1, available: 0 });
  });

  it("answers 404 'Profile not found' for an unknown id or username", async () => {
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'no_such_member']) {
      const response = await stats(unknown);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Profile not found');
    }
  });

  it('is public, holds only the counts and never the e-mail address, even for the owner', async () => {
    const member = await signUpMember(t.app);
    for (const headers of [{}, bearer(member.token)]) {
      const response = await stats(member.profile.id, headers);
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json()).sort()).toEqual(Object.keys(ProfileStatsSchema.shape).sort());
      expect(response.body).not.toContain(member.user.email);
    }
  });
});
