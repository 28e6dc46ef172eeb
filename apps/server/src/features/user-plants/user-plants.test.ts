import fs from 'node:fs';
import path from 'node:path';
import { PEST_FREE_REQUIRED, UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg, pngBomb, SCRIPT_AS_JPEG, SVG_IMAGE } from '../../../test/images';
import { mediaFiles } from '../../db/schema/uploads';
import { userPlants } from '../../db/schema/user-plants';

let t: TestApp;
let pothosId: string;
let monsteraId: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let owner: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  const find = async (query: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query } })).json().plants[0].id as string;
  pothosId = await find('pothos');
  monsteraId = await find('monstera');
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
});
afterAll(async () => {
  await t.close();
});

const create = (member: Member, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: bearer(member.token),
    payload: { plant_id: pothosId, swap_type: 'cutting', pest_free_confirmed: true, ...payload },
  });
const mediaCount = async (ownerId: string) =>
  (await t.database.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId)))[0]?.n ?? 0;
const plantCount = async (ownerId: string) =>
  (await t.database.db.select({ n: count() }).from(userPlants).where(eq(userPlants.userId, ownerId)))[0]?.n ?? 0;
const mediaFilesOnDisk = () =>
  fs.readdirSync(path.join(t.config.DATA_DIR, 'media'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));

describe('adding plants', () => {
  it('adds a plant with a photo and answers { userPlant, plant, profile }', async () => {
    const response = await create(owner, {
      custom_name: 'Kitchen pothos',
      size: 'Small',
      notes: 'Rooted in water',
      image_urls: [asDataUrl(await gpsTaggedJpeg())],
    });
    expect(response.statusCode).toBe(201);
    const body = UserPlantDetailSchema.parse(response.json());
    expect(body.userPlant).toMatchObject({
      custom_name: 'Kitchen pothos',
      swap_type: 'cutting',
      available_for_swap: true,
      user_id: owner.profile.id,
    });
    expect(body.plant.common_name).toBe('Pothos');
    expect(body.profile).toEqual({ id: owner.profile.id, username: owner.user.username, location: null, avatar_url: null });
    expect(body.userPlant.image_urls).toHaveLength(1);
    expect(body.userPlant.thumbnail_urls[0]).toMatch(/\.thumb\.webp$/);
  });

  it('serves the photo as WebP with no GPS or other metadata left', async () => {
    const created = (await create(owner, { image_urls: [asDataUrl(await gpsTaggedJpeg(2400, 1200))] })).json();
    for (const url of [created.userPlant.image_urls[0], created.userPlant.thumbnail_urls[0]]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes('GPS')).toBe(false);
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(1600);
    }
  });

  it('stores every accepted spelling of a swap type as one canonical value', async () => {
    for (const [given, stored] of [
      ['seeds', 'seed'],
      ['full-plant', 'full_plant'],
      ['bulbs', 'bulb'],
      ['any', 'any'],
    ] as const) {
      const response = await create(owner, { swap_type: given });
      expect(response.json().userPlant.swap_type).toBe(stored);
    }
    expect((await create(owner, { swap_type: 'banana' })).statusCode).toBe(400);
  });

  it('refuses a plant that is not in the catalogue, or none', async () => {
    expect((await create(owner, { plant_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/user-plants', headers: bearer(owner.token), payload: { swap_type: 'cutting' } }))
        .statusCode,
    ).toBe(400);
  });

  it("refuses to add a plant to another member's collection", async () => {
    const before = await plantCount(other.profile.id);
    const response = await create(owner, { user_id: other.profile.id });
    expect(response.statusCode).toBe(403);
    expect(await plantCount(other.profile.id)).toBe(before);
  });

  it('requires a signed-in member', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      payload: { plant_id: pothosId, swap_type: 'cutting', pest_free_confirmed: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses more than 5 photos', async () => {
    const image = asDataUrl(await gpsTaggedJpeg());
    expect((await create(owner, { image_urls: Array(6).fill(image) })).statusCode).toBe(400);
  });

  it.each([
    ['a script renamed .jpg', () => Promise.resolve(asDataUrl(SCRIPT_AS_JPEG)), 415],
    ['an SVG', () => Promise.resolve(asDataUrl(SVG_IMAGE, 'image/svg+xml')), 415],
    ['HTML labelled image/png', () => Promise.resolve(asDataUrl(Buffer.from('<html><body>hi</body></html>'), 'image/png')), 415],
    ['a 30000×30000 PNG', async () => asDataUrl(await pngBomb(), 'image/png'), 413],
  ])('refuses %s and stores nothing', async (_name, makeImage, status) => {
    const member = await signUpMember(t.app);
    const filesBefore = mediaFilesOnDisk().length;
    const response = await create(member, { image_urls: [await makeImage()] });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(/image/i);
    expect(await mediaCount(member.profile.id)).toBe(0);
    expect(await plantCount(member.profile.id)).toBe(0);
    expect(mediaFilesOnDisk().length).toBe(filesBefore);
  });

  it('keeps the first photo out of storage when a later one is refused', async () => {
    const member = await signUpMember(t.app);
    const response = await create(member, { image_urls: [asDataUrl(await gpsTaggedJpeg()), asDataUrl(SCRIPT_AS_JPEG)] });
    expect(response.statusCode).toBe(415);
    expect(await mediaCount(member.profile.id)).toBe(0);
  });

  it("refuses to attach another member's uploaded photo", async () => {
    const theirs = (await create(other, { image_urls: [asDataUrl(await gpsTaggedJpeg())] })).json().userPlant.image_urls[0] as string;
    const response = await create(owner, { image_urls: [theirs] });
    expect(response.statusCode).toBe(400);
  });
});

describe('reading plants', () => {
  it('shows plants not available for swap to their owner only', async () => {
    const hidden = (await create(owner, { available_for_swap: false, custom_name: 'Mother plant' })).json().userPlant.id as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${hidden}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${hidden}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${hidden}` })).statusCode).toBe(404);

    const asOwner = (
      await t.app.inject({ method: 'GET', url: `/api/user-plants?user_id=${owner.profile.id}`, headers: bearer(owner.token) })
    ).json();
    const asVisitor = (await t.app.inject({ method: 'GET', url: `/api/user-plants?user_id=${owner.profile.id}` })).json();
    expect(asOwner.some((p: { id: string }) => p.id === hidden)).toBe(true);
    expect(asVisitor.some((p: { id: string }) => p.id === hidden)).toBe(false);
    expect(asVisitor.every((p: { available_for_swap: boolean }) => p.available_for_swap)).toBe(true);
  });

  it("answers the caller's own plants with a bearer token and no user_id", async () => {
    const own = (await t.app.inject({ method: 'GET', url: '/api/user-plants', headers: bearer(owner.token) })).json();
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p: { user_id: string }) => p.user_id === owner.profile.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-plants' })).statusCode).toBe(401);
  });

  it("never shows another member's e-mail address", async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const body = (await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).body;
    expect(body).not.toContain(owner.user.email);
    expect(body).not.toMatch(/"email"|password|lat"|lon"/);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user-plants/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/user-plants/not-an-id' })).statusCode).toBe(400);
  });
});

describe('confirming a plant free of pests before listing it', () => {
  const change = (member: Member, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/user-plants/${id}`, headers: bearer(member.token), payload });
  const confirmedAt = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}`, headers: bearer(owner.token) })).json().userPlant
      .pest_free_confirmed_at as string | null;

  it('refuses to list a new plant for swap unless its owner confirms it free of pests, and stores nothing', async () => {
    const before = await plantCount(owner.profile.id);
    for (const payload of [
      { pest_free_confirmed: undefined },
      { pest_free_confirmed: false },
      { available_for_swap: true, pest_free_confirmed: undefined },
    ]) {
      const response = await create(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(PEST_FREE_REQUIRED);
    }
    expect(await plantCount(owner.profile.id)).toBe(before);
  });

  it('keeps a plant in the collection without any confirmation', async () => {
    const response = await create(owner, { available_for_swap: false, pest_free_confirmed: undefined });
    expect(response.statusCode).toBe(201);
    expect(response.json().userPlant.pest_free_confirmed_at).toBeNull();
  });

  it('stores when the owner confirmed a listed plant and shows the date on its page to everyone', async () => {
    const before = Date.now();
    const id = (await create(owner, {})).json().userPlant.id as string;
    const after = Date.now();
    const page = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json());
    const confirmed = Date.parse(page.userPlant.pest_free_confirmed_at ?? '');
    expect(confirmed).toBeGreaterThanOrEqual(before);
    expect(confirmed).toBeLessThanOrEqual(after);
  });

  it('asks for the confirmation when a plant from the collection is listed, then keeps it while the plant stays listed', async () => {
    const id = (await create(owner, { available_for_swap: false })).json().userPlant.id as string;
    for (const payload of [{ available_for_swap: true }, { available_for_swap: true, pest_free_confirmed: false }]) {
      const refused = await change(owner, id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain(PEST_FREE_REQUIRED);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).statusCode).toBe(404);

    const listed = await change(owner, id, { available_for_swap: true, pest_free_confirmed: true });
    expect(listed.statusCode).toBe(200);
    const date = listed.json().userPlant.pest_free_confirmed_at as string;
    expect(date).not.toBeNull();
    const edited = await change(owner, id, { available_for_swap: true, custom_name: 'Still clean' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().userPlant).toMatchObject({ custom_name: 'Still clean', pest_free_confirmed_at: date });
  });

  it('forgets the confirmation when the plant is taken off swap, so listing it again asks again', async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    expect((await change(owner, id, { available_for_swap: false })).json().userPlant.pest_free_confirmed_at).toBeNull();
    expect((await change(owner, id, { available_for_swap: true })).statusCode).toBe(400);
    expect(await confirmedAt(id)).toBeNull();
  });

  it('refuses to withdraw the confirmation of a plant that stays listed', async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const date = await confirmedAt(id);
    const response = await change(owner, id, { pest_free_confirmed: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(PEST_FREE_REQUIRED);
    expect(await confirmedAt(id)).toBe(date);
  });

  it("refuses another member's confirmation and leaves the owner's date as it was", async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const date = await confirmedAt(id);
    expect((await change(other, id, { available_for_swap: true, pest_free_confirmed: true })).statusCode).toBe(403);
    expect(await confirmedAt(id)).toBe(date);
  });
});

describe('changing and removing plants', () => {
  it('lets the owner change their plant', async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: bearer(owner.token),
      payload: { custom_name: 'Renamed', swap_type: 'seeds', available_for_swap: false, notes: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userPlant).toMatchObject({ custom_name: 'Renamed', swap_type: 'seed', available_for_swap: false, notes: null });
  });

  it('shows a change to a plant that was just read, at once', async () => {
    const id = (await create(owner, { custom_name: 'Before' })).json().userPlant.id as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json().userPlant.custom_name).toBe('Before');
    await t.app.inject({ method: 'PUT', url: `/api/user-plants/${id}`, headers: bearer(owner.token), payload: { custom_name: 'After' } });
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json().userPlant.custom_name).toBe('After');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: bearer(owner.token),
      payload: { available_for_swap: false },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).statusCode).toBe(404);
  });

  it("refuses another member's change and leaves the plant as it was", async () => {
    const id = (await create(owner, { custom_name: 'Mine' })).json().userPlant.id as string;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: bearer(other.token),
      payload: { custom_name: 'Stolen' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json().userPlant.custom_name).toBe('Mine');
  });

  it('refuses fields the server owns', async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    for (const payload of [
      { user_id: other.profile.id },
      { plant_id: monsteraId },
      { image_urls: [] },
      { pest_free_confirmed_at: new Date().toISOString() },
    ]) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/user-plants/${id}`, headers: bearer(owner.token), payload })).statusCode).toBe(
        400,
      );
    }
  });

  it("refuses another member's delete, then lets the owner delete it and its photo files", async () => {
    const created = (await create(owner, { image_urls: [asDataUrl(await gpsTaggedJpeg())] })).json();
    const id = created.userPlant.id as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}`, headers: bearer(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}`, headers: bearer(owner.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.userPlant.image_urls[0] })).statusCode).toBe(404);
  });
});

describe('photos used in more than one place', () => {
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const remove = (member: Member, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}`, headers: bearer(member.token) });

  it('keeps a photo, and its thumbnail, that another plant still shows until that plant goes too', async () => {
    const first = (await create(owner, { image_urls: [asDataUrl(await gpsTaggedJpeg())] })).json().userPlant;
    const [url] = first.image_urls as string[];
    const second = (await create(owner, { image_urls: [url] })).json().userPlant;
    const [thumbnail] = second.thumbnail_urls as string[];
    expect((await remove(owner, first.id)).statusCode).toBe(204);
    expect(await served(url ?? '')).toBe(200);
    expect(await served(thumbnail ?? '')).toBe(200);
    expect((await remove(owner, second.id)).statusCode).toBe(204);
    expect(await served(url ?? '')).toBe(404);
  });

  it("keeps a plant's photo that is the owner's avatar when the plant is deleted", async () => {
    const plant = (await create(owner, { image_urls: [asDataUrl(await gpsTaggedJpeg())] })).json().userPlant;
    const [url] = plant.image_urls as string[];
    const avatar = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${owner.profile.id}`,
      headers: bearer(owner.token),
      payload: { avatar_url: url },
    });
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect((await remove(owner, plant.id)).statusCode).toBe(204);
    expect(await served(url ?? '')).toBe(200);
  });
});

describe('plant photos', () => {
  it('adds photos up to 5, then refuses, even when added all at once', async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const image = asDataUrl(await gpsTaggedJpeg());
    const mediaBefore = await mediaCount(owner.profile.id);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/user-plants/${id}/images`,
          headers: bearer(owner.token),
          payload: { image_data: image },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(3);
    const plant = (await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json();
    expect(plant.userPlant.image_urls).toHaveLength(5);
    expect(await mediaCount(owner.profile.id)).toBe(mediaBefore + 5);
  });

  it('deletes a photo by index, and refuses another member', async () => {
    const created = (
      await create(owner, { image_urls: [asDataUrl(await gpsTaggedJpeg()), asDataUrl(await gpsTaggedJpeg(30, 30))] })
    ).json();
    const id = created.userPlant.id as string;
    const [first, second] = created.userPlant.image_urls as string[];
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}/images/0`, headers: bearer(other.token) })).statusCode,
    ).toBe(403);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}/images/0`, headers: bearer(owner.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().userPlant.image_urls).toEqual([second]);
    expect((await t.app.inject({ method: 'GET', url: first ?? '' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}/images/3`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
  });

  it("refuses another member's photo upload to my plant", async () => {
    const id = (await create(owner, {})).json().userPlant.id as string;
    const [otherBefore, ownerBefore] = [await mediaCount(other.profile.id), await mediaCount(owner.profile.id)];
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/user-plants/${id}/images`,
      headers: bearer(other.token),
      payload: { image_data: asDataUrl(await gpsTaggedJpeg()) },
    });
    expect(response.statusCode).toBe(403);
    expect(await mediaCount(other.profile.id)).toBe(otherBefore);
    expect(await mediaCount(owner.profile.id)).toBe(ownerBefore);
  });
});
