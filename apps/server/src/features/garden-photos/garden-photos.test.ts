import { GardenPhotoPageSchema, GardenPhotoSchema } from '@rootshare/contracts/garden-photos';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg, SCRIPT_AS_JPEG } from '../../../test/images';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let owner: Member;
let other: Member;
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
  photo = asDataUrl(await gpsTaggedJpeg());
});
afterAll(async () => {
  await t.close();
});

const add = (member: Member | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/garden-photos', headers: member ? bearer(member.token) : {}, payload });
const gallery = async (userId: string, query = '') =>
  GardenPhotoPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/garden-photos?user_id=${userId}${query}` })).json());

describe('garden photos', () => {
  it('adds a photo with caption and location, stored as WebP without its GPS data', async () => {
    const response = await add(owner, {
      user_id: owner.profile.id,
      image_url: photo,
      caption: '  First tomatoes  ',
      location: 'Back yard',
    });
    expect(response.statusCode).toBe(201);
    const created = GardenPhotoSchema.parse(response.json());
    expect(created).toMatchObject({ user_id: owner.profile.id, caption: 'First tomatoes', location: 'Back yard' });
    const served = await t.app.inject({ method: 'GET', url: created.image_url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('lists a gallery newest first for anyone, page by page', async () => {
    const member = await signUpMember(t.app);
    for (const caption of ['one', 'two', 'three']) await add(member, { image_url: photo, caption });
    const first = await gallery(member.profile.id, '&limit=2');
    expect(first.photos.map((p) => p.caption)).toEqual(['three', 'two']);
    const second = await gallery(member.profile.id, `&limit=2&cursor=${first.nextCursor}`);
    expect(second.photos.map((p) => p.caption)).toEqual(['one']);
    expect(second.nextCursor).toBeNull();
  });

  it("refuses a photo for another member's gallery, a signed-out one and anything that is not an image", async () => {
    expect((await add(owner, { user_id: other.profile.id, image_url: photo })).statusCode).toBe(403);
    expect((await add(null, { image_url: photo })).statusCode).toBe(401);
    expect((await add(owner, { image_url: asDataUrl(SCRIPT_AS_JPEG) })).statusCode).toBe(415);
    expect((await add(owner, { image_url: '/media/plants/someone-elses.webp' })).statusCode).toBe(400);
    expect((await add(owner, { image_url: photo, caption: 'x'.repeat(301) })).statusCode).toBe(400);
    expect((await gallery(other.profile.id)).photos).toEqual([]);
  });

  it('lets only the owner remove a photo, and removes its files', async () => {
    const created = (await add(owner, { image_url: photo })).json();
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/garden-photos/${created.id}`, headers: bearer(other.token) })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/garden-photos/${created.id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: created.image_url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/garden-photos/${created.id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });
});
