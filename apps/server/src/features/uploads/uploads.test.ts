import { Readable } from 'node:stream';
import { imageTooLarge } from '@rootshare/contracts/format';
import { PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { gpsTaggedJpeg, SCRIPT_AS_JPEG } from '../../../test/images';
import { uploadSlots } from '../../db/schema/uploads';
import { createUploadsService } from './uploads.service';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let owner: Member;
let other: Member;
beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
});
afterAll(async () => {
  await t.close();
});

const slot = async (member: Member) =>
  (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(member.token) })).json().uploadURL as string;
const put = (url: string, member: Member, body: Buffer | Readable, type = 'image/jpeg') =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(member.token), 'content-type': type }, payload: body });
const commit = (member: Member, imageURL: string) =>
  t.app.inject({ method: 'PUT', url: '/api/plant-images', headers: bearer(member.token), payload: { imageURL } });
/** Files, finished or temporary, left in storage for one upload slot. */
const incomingFiles = (uploadURL: string) => {
  const dir = path.join(t.config.DATA_DIR, 'media', 'incoming');
  const id = uploadURL.split('/').pop() ?? '';
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.includes(id)) : [];
};

describe('the presigned upload flow', () => {
  it('sweeps a slot that expired before its commit, with the file it received, and keeps live ones', async () => {
    const abandoned = await slot(owner);
    expect((await put(abandoned, owner, await gpsTaggedJpeg())).statusCode).toBe(200);
    const live = await slot(owner);
    expect((await put(live, owner, await gpsTaggedJpeg())).statusCode).toBe(200);
    expect(incomingFiles(abandoned)).toHaveLength(1);
    const abandonedId = abandoned.split('/').pop() ?? '';
    await t.database.db
      .update(uploadSlots)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSlots.id, abandonedId));
    expect(await createUploadsService(t.database.db, t.storage).sweepExpiredUploads()).toBe(1);
    expect(incomingFiles(abandoned)).toEqual([]);
    expect(incomingFiles(live)).toHaveLength(1);
    expect((await commit(owner, abandoned)).statusCode).toBe(404);
    expect((await commit(owner, live)).statusCode).toBe(200);
  });

  it('turns an uploaded file into a processed plant image the member can attach', async () => {
    const uploadURL = await slot(owner);
    expect(uploadURL).toMatch(/^\/api\/objects\/upload\/[0-9a-f-]{36}$/);
    expect((await put(uploadURL, owner, await gpsTaggedJpeg())).statusCode).toBe(200);
    const committed = await commit(owner, uploadURL);
    expect(committed.statusCode).toBe(200);
    const { objectPath, thumbnailPath } = committed.json();
    expect(objectPath).toMatch(/^\/media\/plants\/.+\.webp$/);
    expect((await t.app.inject({ method: 'GET', url: thumbnailPath })).statusCode).toBe(200);
    expect(incomingFiles(uploadURL)).toEqual([]);
    const search = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } });
    const plant = await t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      headers: bearer(owner.token),
      payload: { plant_id: search.json().plants[0].id, swap_type: 'cutting', pest_free_confirmed: true, image_urls: [objectPath] },
    });
    expect(plant.statusCode).toBe(201);
    expect(plant.json().userPlant.image_urls).toEqual([objectPath]);
  });

  it('never serves a file that has not been through the pipeline', async () => {
    const uploadURL = await slot(owner);
    await put(uploadURL, owner, await gpsTaggedJpeg());
    const id = uploadURL.split('/').pop();
    expect((await t.app.inject({ method: 'GET', url: `/media/incoming/${id}.bin` })).statusCode).toBe(404);
  });

  it("refuses to fill or commit another member's upload slot", async () => {
    const uploadURL = await slot(owner);
    expect((await put(uploadURL, other, await gpsTaggedJpeg())).statusCode).toBe(404);
    expect((await put(uploadURL, owner, await gpsTaggedJpeg())).statusCode).toBe(200);
    expect((await commit(other, uploadURL)).statusCode).toBe(404);
    expect((await commit(owner, uploadURL)).statusCode).toBe(200);
    expect((await commit(owner, uploadURL)).statusCode).toBe(404);
  });

  it('refuses a second file for the same slot', async () => {
    const uploadURL = await slot(owner);
    expect((await put(uploadURL, owner, await gpsTaggedJpeg())).statusCode).toBe(200);
    expect((await put(uploadURL, owner, await gpsTaggedJpeg())).statusCode).toBe(404);
  });

  it('cuts off a file over 50 MB with 413 and keeps nothing', async () => {
    const uploadURL = await slot(owner);
    // In 1 MB parts, as a socket delivers it: the server stops reading at the limit, mid-body.
    const parts = [...Array.from({ length: 50 }, () => Buffer.alloc(1024 * 1024, 1)), Buffer.alloc(1, 1)];
    const response = await put(uploadURL, owner, Readable.from(parts), 'application/octet-stream');
    expect(response.statusCode).toBe(413);
    // The same words as every upload screen, from the one formatter.
    expect(response.json().error).toBe(imageTooLarge(PLANT_IMAGE_MAX_BYTES));
    expect(response.json().error).toBe('This image is too large. Images can be up to 50 MB.');
    expect(incomingFiles(uploadURL)).toEqual([]);
    expect((await commit(owner, uploadURL)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image when it is committed, and removes it', async () => {
    const uploadURL = await slot(owner);
    await put(uploadURL, owner, SCRIPT_AS_JPEG);
    const response = await commit(owner, uploadURL);
    expect(response.statusCode).toBe(415);
    expect(incomingFiles(uploadURL)).toEqual([]);
  });

  it('requires a signed-in member at every step', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/objects/upload' })).statusCode).toBe(401);
    const uploadURL = await slot(owner);
    expect(
      (await t.app.inject({ method: 'PUT', url: uploadURL, payload: Buffer.from('x'), headers: { 'content-type': 'image/jpeg' } }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/plant-images', payload: { imageURL: uploadURL } })).statusCode).toBe(401);
  });
});

describe('serving media', () => {
  it('answers byte ranges with 206 so large files can be read in parts', async () => {
    await t.storage.put('plants/range-test.webp', Buffer.from('0123456789'));
    const response = await t.app.inject({ method: 'GET', url: '/media/plants/range-test.webp', headers: { range: 'bytes=2-5' } });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('2345');
    expect(response.headers['content-range']).toBe('bytes 2-5/10');
    expect(response.headers['accept-ranges']).toBe('bytes');
  });
});
