import { GardenPhotoPageSchema, GardenPhotoSchema } from '@rootshare/contracts/garden-photos';
import { IMAGE_DESCRIPTION_TOO_LONG } from '@rootshare/contracts/image-descriptions';
import { IMAGE_DESCRIPTION_MAX } from '@rootshare/contracts/limits';
import { MessagePageSchema, MessageSchema } from '@rootshare/contracts/messaging';
import { PostSchema } from '@rootshare/contracts/posts';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from './helpers';
import { asDataUrl, gpsTaggedJpeg } from './images';
import { multipartForm, type FilePart } from './multipart';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let owner: Member;
let other: Member;
let photo: string;
let jpeg: Buffer;
let pothosId: string;

const TOO_LONG = 'x'.repeat(IMAGE_DESCRIPTION_MAX + 1);

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  owner = await signUpMember(t.app);
  other = await signUpMember(t.app);
  jpeg = await gpsTaggedJpeg();
  photo = asDataUrl(jpeg);
  pothosId = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } })).json().plants[0]
    .id as string;
});
afterAll(async () => {
  await t.close();
});

const expectRefusedAsTooLong = (response: { statusCode: number; json: () => { error?: string } }) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toContain(IMAGE_DESCRIPTION_TOO_LONG);
};

describe('plant photo descriptions', () => {
  const createPlant = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user-plants',
      headers: as(owner),
      payload: { plant_id: pothosId, swap_type: 'cutting', pest_free_confirmed: true, ...payload },
    });
  const describePhoto = (member: Member, id: string, index: number, description: string | null) =>
    t.app.inject({ method: 'PUT', url: `/api/user-plants/${id}/images/${index}`, headers: as(member), payload: { description } });

  it('stores each photo’s description with the plant and answers it on every read, null where none was given', async () => {
    const response = await createPlant({ image_urls: [photo, photo], image_descriptions: ['  A pothos trailing off a bookshelf  ', ''] });
    expect(response.statusCode).toBe(201);
    const created = UserPlantDetailSchema.parse(response.json());
    expect(created.userPlant.image_descriptions).toEqual(['A pothos trailing off a bookshelf', null]);
    const read = UserPlantDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/user-plants/${created.userPlant.id}` })).json(),
    );
    expect(read.userPlant.image_descriptions).toEqual(['A pothos trailing off a bookshelf', null]);
  });

  it('lets the owner describe a photo later and clear the description again', async () => {
    const id = UserPlantDetailSchema.parse((await createPlant({ image_urls: [photo] })).json()).userPlant.id;
    const described = await describePhoto(owner, id, 0, 'Variegated leaves in morning light');
    expect(described.statusCode).toBe(200);
    expect(UserPlantDetailSchema.parse(described.json()).userPlant.image_descriptions).toEqual(['Variegated leaves in morning light']);
    const read = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json());
    expect(read.userPlant.image_descriptions).toEqual(['Variegated leaves in morning light']);
    expect(UserPlantDetailSchema.parse((await describePhoto(owner, id, 0, '  ')).json()).userPlant.image_descriptions).toEqual([null]);
  });

  it('keeps a description on a photo added later, and keeps the other photos’ descriptions when one is deleted', async () => {
    const id = UserPlantDetailSchema.parse((await createPlant({ image_urls: [photo], image_descriptions: ['First'] })).json()).userPlant.id;
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/user-plants/${id}/images`,
      headers: as(owner),
      payload: { image_data: photo, description: 'Second' },
    });
    expect(UserPlantDetailSchema.parse(added.json()).userPlant.image_descriptions).toEqual(['First', 'Second']);
    const afterDelete = await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}/images/0`, headers: as(owner) });
    expect(UserPlantDetailSchema.parse(afterDelete.json()).userPlant.image_descriptions).toEqual(['Second']);
  });

  it('refuses a description over the limit with a clear message, and stores nothing', async () => {
    expectRefusedAsTooLong(await createPlant({ image_urls: [photo], image_descriptions: [TOO_LONG] }));
    const id = UserPlantDetailSchema.parse((await createPlant({ image_urls: [photo], image_descriptions: ['Kept'] })).json()).userPlant.id;
    expectRefusedAsTooLong(await describePhoto(owner, id, 0, TOO_LONG));
    expectRefusedAsTooLong(
      await t.app.inject({
        method: 'POST',
        url: `/api/user-plants/${id}/images`,
        headers: as(owner),
        payload: { image_data: photo, description: TOO_LONG },
      }),
    );
    const read = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json());
    expect(read.userPlant.image_descriptions).toEqual(['Kept']);
  });

  it("refuses another member's change to a description and leaves it as it was", async () => {
    const id = UserPlantDetailSchema.parse((await createPlant({ image_urls: [photo], image_descriptions: ['Mine'] })).json()).userPlant.id;
    expect((await describePhoto(other, id, 0, 'Not yours')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/user-plants/${id}/images/0`, payload: { description: 'Anyone' } })).statusCode,
    ).toBe(401);
    expect((await describePhoto(owner, id, 3, 'No such photo')).statusCode).toBe(404);
    const read = UserPlantDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/api/user-plants/${id}` })).json());
    expect(read.userPlant.image_descriptions).toEqual(['Mine']);
  });
});

describe('garden photo descriptions', () => {
  const addPhoto = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/garden-photos', headers: as(owner), payload: { image_url: photo, ...payload } });
  const gallery = async () =>
    GardenPhotoPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/garden-photos?user_id=${owner.profile.id}` })).json())
      .photos;

  it('stores the description with the photo and answers it in the gallery', async () => {
    const created = GardenPhotoSchema.parse(
      (await addPhoto({ caption: 'Tomatoes', description: 'Red tomatoes ripening on the vine' })).json(),
    );
    expect(created.description).toBe('Red tomatoes ripening on the vine');
    expect((await gallery()).find((p) => p.id === created.id)?.description).toBe('Red tomatoes ripening on the vine');
    expect(GardenPhotoSchema.parse((await addPhoto({})).json()).description).toBeNull();
  });

  it('lets only the owner change a description, within the limit', async () => {
    const created = GardenPhotoSchema.parse((await addPhoto({ description: 'Before' })).json());
    const url = `/api/garden-photos/${created.id}`;
    const changed = await t.app.inject({ method: 'PUT', url, headers: as(owner), payload: { description: 'After' } });
    expect(changed.statusCode).toBe(200);
    expect(GardenPhotoSchema.parse(changed.json()).description).toBe('After');
    expect((await t.app.inject({ method: 'PUT', url, headers: as(other), payload: { description: 'Not yours' } })).statusCode).toBe(403);
    expectRefusedAsTooLong(await t.app.inject({ method: 'PUT', url, headers: as(owner), payload: { description: TOO_LONG } }));
    expectRefusedAsTooLong(await addPhoto({ description: TOO_LONG }));
    expect((await gallery()).find((p) => p.id === created.id)?.description).toBe('After');
  });
});

describe('post image descriptions', () => {
  const image: FilePart = { name: 'media', filename: 'garden.jpg', type: 'image/jpeg', body: Buffer.alloc(0) };
  const send = (method: 'POST' | 'PUT', url: string, member: Member, fields: Record<string, string>, files: FilePart[] = []) => {
    const form = multipartForm(fields, files);
    return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...as(member) } });
  };
  const photoPost = (fields: Record<string, string>) =>
    send('POST', '/api/posts', owner, { type: 'photo', title: 'New leaf', content: 'Look!', ...fields }, [{ ...image, body: jpeg }]);

  it('stores the image description with a photo post and answers it', async () => {
    const response = await photoPost({ media_description: 'A monstera leaf unfurling' });
    expect(response.statusCode).toBe(201);
    const post = PostSchema.parse(response.json());
    expect(post.media_description).toBe('A monstera leaf unfurling');
    expect(PostSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json()).media_description).toBe(
      'A monstera leaf unfurling',
    );
  });

  it('lets the author change the description without replacing the photo; another member cannot', async () => {
    const post = PostSchema.parse((await photoPost({})).json());
    expect(post.media_description).toBeNull();
    const edited = PostSchema.parse(
      (
        await send('PUT', `/api/posts/${post.id}`, owner, { title: post.title, content: post.content, media_description: 'Dew on a leaf' })
      ).json(),
    );
    expect(edited).toMatchObject({ media_description: 'Dew on a leaf', media_urls: post.media_urls });
    const refused = await send('PUT', `/api/posts/${post.id}`, other, { title: 'Mine now', content: 'x', media_description: 'Not yours' });
    expect(refused.statusCode).toBe(403);
    expect(PostSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}` })).json()).media_description).toBe(
      'Dew on a leaf',
    );
  });

  it('refuses a description over the limit with a clear message', async () => {
    expectRefusedAsTooLong(await photoPost({ media_description: TOO_LONG }));
  });
});

describe('chat image descriptions', () => {
  const sendImage = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: as(owner),
      payload: { recipient_id: other.profile.id, message_type: 'image', image_data: photo, ...payload },
    });

  it('stores the description with an image message and answers it to both members', async () => {
    const response = await sendImage({ image_description: 'A cutting rooting in a jam jar' });
    expect(response.statusCode).toBe(201);
    const message = MessageSchema.parse(response.json());
    expect(message.image_description).toBe('A cutting rooting in a jam jar');
    const page = MessagePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/messages?conversation_id=${message.conversation_id}`, headers: as(other) })).json(),
    );
    expect(page.messages.find((m) => m.id === message.id)?.image_description).toBe('A cutting rooting in a jam jar');
  });

  it('refuses a description over the limit with a clear message', async () => {
    expectRefusedAsTooLong(await sendImage({ image_description: TOO_LONG }));
  });
});
