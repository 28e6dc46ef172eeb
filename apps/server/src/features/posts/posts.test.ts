import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CommentPageSchema, PostPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { gpsTaggedJpeg, SCRIPT_AS_JPEG } from '../../../test/images';
import { multipartForm, paddedBytes, type FilePart } from '../../../test/multipart';
import {
  gpsTaggedMp4,
  locationTaggedOgg,
  locationTaggedWebm,
  MKV_HEAD,
  oggPages,
  openMedia,
  THEORA_IDENTIFICATION,
  THEORA_SETUP,
  tinyWebm,
  VIDEO_LOCATION,
  webmStart,
} from '../../../test/videos';
import { oggPageChecksum } from '../../platform/ogg-metadata';
import { posts as postsTable } from '../../db/schema/posts';
import { mediaFiles } from '../../db/schema/uploads';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let author: Member;
let reader: Member;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  author = await signUpMember(t.app);
  reader = await signUpMember(t.app);
  png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const photo = (body: Buffer = png): FilePart => ({ name: 'media', filename: 'garden.png', type: 'image/png', body });
const video = (body: Buffer = tinyWebm()): FilePart => ({ name: 'media', filename: 'reel.webm', type: 'video/webm', body });

function send(method: 'POST' | 'PUT', url: string, member: Member | null, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipartForm(fields, files);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...(member ? bearer(member.token) : {}) } });
}
const create = (member: Member | null, fields: Record<string, string>, files: FilePart[] = []) =>
  send('POST', '/api/posts', member, fields, files);
const createBlog = async (member: Member, title = 'Repotting notes') =>
  (await create(member, { type: 'blog_post', title, content: 'Loosen the roots first.' })).json() as { id: string };

const postCount = async () => (await t.database.db.select({ n: count() }).from(postsTable))[0]?.n ?? 0;
const mediaRows = async (ownerId: string) =>
  (await t.database.db.select({ n: count() }).from(mediaFiles).where(eq(mediaFiles.ownerId, ownerId)))[0]?.n ?? 0;
const storedFiles = () => {
  const root = path.join(t.config.DATA_DIR, 'media');
  return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => /\.(webp|webm|mp4|ogg)$/.test(String(f))) : [];
};
const mediaKey = (url: string) => url.replace(/^\/media\//, '');

describe('creating posts', () => {
  it('creates a photo post whose image is served as metadata-free WebP with a thumbnail', async () => {
    const response = await create(
      author,
      { type: 'photo', title: 'My monstera', content: 'New leaf!', tags: 'monstera, #aroids, monstera' },
      [photo(await gpsTaggedJpeg())],
    );
    expect(response.statusCode).toBe(201);
    const post = PostSchema.parse(response.json());
    expect(post).toMatchObject({
      type: 'photo',
      title: 'My monstera',
      tags: 'monstera, aroids',
      media_type: 'image',
      likes_count: 0,
      comments_count: 0,
      user: { id: author.profile.id },
    });
    expect(post.image_urls).toEqual(post.media_urls);
    const served = await t.app.inject({ method: 'GET', url: post.media_urls[0] ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: post.thumbnail_url ?? '' })).statusCode).toBe(200);
  });

  it('creates a reel from a WebM video with the poster the browser made', async () => {
    const poster: FilePart = { name: 'poster', filename: 'poster.jpg', type: 'image/jpeg', body: await gpsTaggedJpeg(320, 180) };
    const response = await create(author, { type: 'reel', title: 'Watering day', content: 'Bottom watering my calatheas.' }, [
      poster,
      video(),
    ]);
    expect(response.statusCode).toBe(201);
    const post = PostSchema.parse(response.json());
    expect(post.media_type).toBe('video');
    expect(post.media_urls[0]).toMatch(/^\/media\/videos\/[0-9a-f-]+\.webm$/);
    expect(post.image_urls).toEqual([]);
    expect(post.thumbnail_url).toMatch(/^\/media\/posters\/.+\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: post.media_urls[0] ?? '' });
    expect(served.headers['content-type']).toBe('video/webm');
    expect(served.rawPayload.equals(tinyWebm())).toBe(true);
  });

  it('posts a reel without its poster when the poster is not a usable image', async () => {
    const poster: FilePart = { name: 'poster', filename: 'poster.jpg', type: 'image/jpeg', body: SCRIPT_AS_JPEG };
    const response = await create(author, { type: 'reel', title: 'No poster', content: 'x' }, [poster, video()]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ media_type: 'video', thumbnail_url: null });
  });

  it('blanks the location and other metadata boxes of an MP4, keeping its size and media bytes', async () => {
    const original = gpsTaggedMp4();
    const response = await create(author, { type: 'reel', title: 'Phone video', content: 'Straight from the phone.' }, [
      { name: 'media', filename: 'clip.mp4', type: 'video/mp4', body: original },
    ]);
    expect(response.statusCode).toBe(201);
    const served = (await t.app.inject({ method: 'GET', url: response.json().media_urls[0] })).rawPayload;
    expect(served.length).toBe(original.length);
    const text = served.toString('latin1');
    expect(text).not.toContain('+51.5074');
    expect(text).not.toContain('udta');
    expect(text).not.toContain('\xa9xyz');
    expect(text).toContain('ftypisom');
    expect(served.subarray(served.length - 4096).equals(Buffer.alloc(4096, 7))).toBe(true);
  });

  it('removes the location and other tags, the attached picture and the app names of a WebM, which still opens with its video track', async () => {
    const response = await create(author, { type: 'reel', title: 'Garden tour', content: 'Filmed this morning.' }, [
      video(await locationTaggedWebm()),
    ]);
    expect(response.statusCode).toBe(201);
    const served = (await t.app.inject({ method: 'GET', url: response.json().media_urls[0] })).rawPayload;
    const text = served.toString('latin1');
    for (const trace of [VIDEO_LOCATION, 'LOCATION', 'maya.okafor', 'Elm Street', 'cover', 'Pixel 7', 'Mediabunny'])
      expect(text).not.toContain(trace);
    const input = openMedia(served);
    expect(await input.getMetadataTags()).toEqual({});
    const track = await input.getPrimaryVideoTrack();
    expect([track?.codec, track?.codedWidth, track?.codedHeight]).toEqual(['vp8', 16, 16]);
  });

  it('empties the comment headers of a Theora Ogg, whose pages still carry valid checksums', async () => {
    const response = await create(author, { type: 'reel', title: 'Old camcorder', content: 'From the archive.' }, [
      { name: 'media', filename: 'clip.ogv', type: 'video/ogg', body: await locationTaggedOgg() },
    ]);
    expect(response.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: response.json().media_urls[0] });
    expect(served.headers['content-type']).toBe('video/ogg');
    const text = served.rawPayload.toString('latin1');
    for (const trace of [VIDEO_LOCATION, 'LOCATION', 'maya.okafor', 'Elm Street', 'libtheora']) expect(text).not.toContain(trace);
    for (const page of oggPages(served.rawPayload)) expect(oggPageChecksum(page)).toBe(page.readUInt32LE(22));
    expect(served.rawPayload.includes(THEORA_IDENTIFICATION) && served.rawPayload.includes(THEORA_SETUP)).toBe(true);
    const input = openMedia(served.rawPayload);
    expect(await input.getMetadataTags()).toEqual({});
    expect((await input.getPrimaryAudioTrack())?.codec).toBe('opus');
  });

  it('refuses a WebM or an Ogg cut short with 415 and keeps nothing', async () => {
    const [posts, files, rows] = [await postCount(), storedFiles().length, await mediaRows(author.profile.id)];
    const webm = await locationTaggedWebm();
    const ogg = await locationTaggedOgg();
    for (const body of [webm.subarray(0, webm.length - 20), ogg.subarray(0, ogg.length - 20)]) {
      const response = await create(author, { type: 'reel', title: 'Cut short', content: 'x' }, [video(body)]);
      expect(response.statusCode).toBe(415);
      expect(response.json().error).toBe('The video could not be read');
    }
    expect([await postCount(), storedFiles().length, await mediaRows(author.profile.id)]).toEqual([posts, files, rows]);
  });

  it('creates a blog post without media', async () => {
    const response = await create(author, { type: 'blog_post', title: 'Propagating pothos', content: 'Cut below a node. '.repeat(30) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ media_type: null, media_urls: [], thumbnail_url: null });
  });

  it.each([
    [{ type: 'blog_post', content: 'x' }, 'Title is required'],
    [{ type: 'blog_post', title: '   ', content: 'x' }, 'Title is required'],
    [{ type: 'blog_post', title: 'x'.repeat(201), content: 'x' }, 'Title must be at most 200 characters'],
    [{ type: 'blog_post', title: 'x' }, 'Content is required'],
    [{ type: 'blog_post', title: 'x', content: ' \n ' }, 'Content is required'],
    [{ type: 'story', title: 'x', content: 'x' }, 'Please choose a post type'],
    [{ type: 'blog_post', title: 'x', content: 'x', user_id: '00000000-0000-4000-8000-000000000000' }, undefined],
  ])('refuses the fields %j with 400', async (fields, message) => {
    const before = await postCount();
    const response = await create(author, fields as Record<string, string>);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
    expect(await postCount()).toBe(before);
  });

  it('refuses a reel without a video and a photo without an image, keeping no file', async () => {
    const files = storedFiles().length;
    const reel = await create(author, { type: 'reel', title: 'x', content: 'x' }, [photo()]);
    expect(reel.statusCode).toBe(400);
    expect(reel.json().error).toBe('Please select a video file for reels');
    const still = await create(author, { type: 'photo', title: 'x', content: 'x' }, [video()]);
    expect(still.json().error).toBe('Please select an image file for photos');
    expect((await create(author, { type: 'photo', title: 'x', content: 'x' })).json().error).toBe('Please select an image file for photos');
    expect(storedFiles().length).toBe(files);
  });

  it('refuses files that are not what they claim, by their bytes, with 415', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    for (const body of [SCRIPT_AS_JPEG, gif, Buffer.from('<html><script>alert(1)</script></html>')]) {
      const response = await create(author, { type: 'photo', title: 'x', content: 'x' }, [photo(body)]);
      expect(response.statusCode).toBe(415);
    }
    const mkv = Buffer.concat([MKV_HEAD, Buffer.alloc(5000)]);
    expect((await create(author, { type: 'reel', title: 'x', content: 'x' }, [video(mkv)])).statusCode).toBe(415);
  });

  it('requires a signed-in member and a multipart body', async () => {
    expect((await create(null, { type: 'blog_post', title: 'x', content: 'x' })).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: bearer(author.token),
      payload: { type: 'blog_post', title: 'x', content: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('upload limits', () => {
  it('cuts off an image of 10 MB + 1 byte with 413 and keeps nothing', async () => {
    const [posts, files, rows] = [await postCount(), storedFiles().length, await mediaRows(author.profile.id)];
    const body = paddedBytes(png.subarray(0, 64), 10 * 1024 * 1024 + 1);
    const response = await create(author, { type: 'photo', title: 'Huge', content: 'x' }, [
      { name: 'media', filename: 'huge.png', type: 'image/png', body },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File too large: Please select a file smaller than 10MB');
    expect([await postCount(), storedFiles().length, await mediaRows(author.profile.id)]).toEqual([posts, files, rows]);
  });

  it('cuts off a video of 200 MB + 1 byte with 413 and keeps nothing', async () => {
    const [posts, files, rows] = [await postCount(), storedFiles().length, await mediaRows(author.profile.id)];
    const body = paddedBytes(webmStart(200 * 1024 * 1024 + 1), 200 * 1024 * 1024 + 1);
    const response = await create(author, { type: 'reel', title: 'Huge', content: 'x' }, [
      { name: 'media', filename: 'huge.webm', type: 'video/webm', body },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('File too large: Please select a video smaller than 200MB');
    expect([await postCount(), storedFiles().length, await mediaRows(author.profile.id)]).toEqual([posts, files, rows]);
    const leftovers = fs.readdirSync(path.join(t.config.DATA_DIR, 'media'), { recursive: true }).filter((f) => String(f).includes('.tmp'));
    expect(leftovers).toEqual([]);
  });
});

describe('oversized uploads over a real connection', () => {
  it('answers 413 as soon as a video passes 200 MB, without reading the rest of the body', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const form = multipartForm({ type: 'reel', title: 'Endless', content: 'x' }, [
      { name: 'media', filename: 'endless.webm', type: 'video/webm', body: paddedBytes(webmStart(400 * 1024 * 1024), 400 * 1024 * 1024) },
    ]);
    const url = new URL('/api/posts', address);
    let written = 0;
    let request: http.ClientRequest | undefined;
    const status = await new Promise<number>((resolve, reject) => {
      const sending = http.request(url, { method: 'POST', headers: { ...form.headers, ...bearer(author.token) } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request = sending;
      sending.on('error', reject);
      form.payload.on('data', (chunk: Buffer) => {
        written += chunk.length;
        if (!sending.write(chunk)) form.payload.pause();
      });
      sending.on('drain', () => form.payload.resume());
      form.payload.on('end', () => sending.end());
    });
    // A client told 413 stops sending and hangs up, as a browser does; the server would otherwise
    // keep reading what it still sends, and the app's close would wait for that connection.
    form.payload.destroy();
    request?.destroy();
    expect(status).toBe(413);
    expect(written).toBeLessThan(260 * 1024 * 1024);
  });
});

describe('serving videos', () => {
  it('answers byte ranges of a video so players can seek', async () => {
    const bytes = tinyWebm(10_000);
    const url = (await create(author, { type: 'reel', title: 'Seek me', content: 'x' }, [video(bytes)])).json().media_urls[0] as string;
    const response = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(response.rawPayload.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=9990-' } });
    expect(tail.rawPayload.equals(bytes.subarray(9990))).toBe(true);
  });
});

describe('editing and deleting posts', () => {
  it('lets the author change the text and keeps the media when none is sent', async () => {
    const created = (await create(author, { type: 'photo', title: 'Before', content: 'x' }, [photo()])).json();
    const response = await send('PUT', `/api/posts/${created.id}`, author, { title: 'After', content: 'Edited', tags: 'edited' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'After', content: 'Edited', tags: 'edited', media_urls: created.media_urls });
  });

  it('replaces the media and deletes the old files', async () => {
    const created = (await create(author, { type: 'photo', title: 'Old photo', content: 'x' }, [photo()])).json();
    const newer = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const response = await send('PUT', `/api/posts/${created.id}`, author, { title: 'New photo', content: 'x', replaceMedia: 'true' }, [
      photo(newer),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().media_urls[0]).not.toBe(created.media_urls[0]);
    expect((await t.app.inject({ method: 'GET', url: created.media_urls[0] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.thumbnail_url })).statusCode).toBe(404);
    expect(await t.storage.exists(mediaKey(response.json().media_urls[0]))).toBe(true);
  });

  it('lets a blog post drop its media but not a photo', async () => {
    const blog = (await create(author, { type: 'blog_post', title: 'With cover', content: 'x' }, [photo()])).json();
    const cleared = await send('PUT', `/api/posts/${blog.id}`, author, { title: 'No cover', content: 'x', replaceMedia: 'true' });
    expect(cleared.json().media_urls).toEqual([]);
    const still = (await create(author, { type: 'photo', title: 'Photo', content: 'x' }, [photo()])).json();
    const refused = await send('PUT', `/api/posts/${still.id}`, author, { title: 'Photo', content: 'x', replaceMedia: 'true' });
    expect(refused.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: still.media_urls[0] })).statusCode).toBe(200);
  });

  it("refuses another member's edit and delete, and changes nothing", async () => {
    const created = (await create(author, { type: 'photo', title: 'Mine', content: 'x' }, [photo()])).json();
    expect((await send('PUT', `/api/posts/${created.id}`, reader, { title: 'Stolen', content: 'x' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: bearer(reader.token) })).statusCode).toBe(403);
    const after = (await t.app.inject({ method: 'GET', url: `/api/posts/${created.id}` })).json();
    expect(after.title).toBe('Mine');
    expect((await t.app.inject({ method: 'GET', url: created.media_urls[0] })).statusCode).toBe(200);
  });

  it('deletes a post with its likes, comments and files for the author', async () => {
    const created = (await create(author, { type: 'photo', title: 'Short-lived', content: 'x' }, [photo()])).json();
    await t.app.inject({ method: 'POST', url: `/api/posts/${created.id}/like`, headers: bearer(reader.token) });
    await t.app.inject({
      method: 'POST',
      url: `/api/posts/${created.id}/comments`,
      headers: bearer(reader.token),
      payload: { content: 'Nice' },
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${created.id}`, headers: bearer(author.token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${created.id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: created.media_urls[0] })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${created.id}/comments` })).statusCode).toBe(404);
  });

  it('answers 404 for a post that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${missing}` })).statusCode).toBe(404);
    expect((await send('PUT', `/api/posts/${missing}`, author, { title: 'x', content: 'x' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${missing}`, headers: bearer(author.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts/not-a-post' })).statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('counts one like per member, however often they like, and unlikes back', async () => {
    const { id } = await createBlog(author);
    const like = () => t.app.inject({ method: 'POST', url: `/api/posts/${id}/like`, headers: bearer(reader.token) });
    expect((await like()).json()).toEqual({ hasLiked: true, likes_count: 1 });
    expect((await like()).json()).toEqual({ hasLiked: true, likes_count: 1 });
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}/like-status`, headers: bearer(reader.token) })).json()).toEqual({
      hasLiked: true,
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}/like-status`, headers: bearer(author.token) })).json()).toEqual({
      hasLiked: false,
    });
    const unlike = () => t.app.inject({ method: 'DELETE', url: `/api/posts/${id}/like`, headers: bearer(reader.token) });
    expect((await unlike()).json()).toEqual({ hasLiked: false, likes_count: 0 });
    expect((await unlike()).json()).toEqual({ hasLiked: false, likes_count: 0 });
  });

  it('counts 20 parallel likes by 20 members as exactly 20', async () => {
    const { id } = await createBlog(author, 'Popular');
    const members = await Promise.all(Array.from({ length: 20 }, () => signUpMember(t.app)));
    const responses = await Promise.all(
      members.map((m) => t.app.inject({ method: 'POST', url: `/api/posts/${id}/like`, headers: bearer(m.token) })),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().likes_count).toBe(20);
  });

  it('needs a signed-in member and an existing post', async () => {
    const { id } = await createBlog(author);
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${id}/like` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}/like-status` })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${missing}/like`, headers: bearer(reader.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${missing}/like`, headers: bearer(reader.token) })).statusCode).toBe(
      404,
    );
  });
});

describe('comments', () => {
  it('adds comments oldest first and counts them on the post', async () => {
    const { id } = await createBlog(author);
    for (const content of ['First!', 'Second thoughts']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/posts/${id}/comments`,
        headers: bearer(reader.token),
        payload: { content: `  ${content} ` },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ content, user: { username: reader.user.username } });
    }
    const list = (await t.app.inject({ method: 'GET', url: `/api/posts/${id}/comments` })).json();
    expect(list.comments.map((c: { content: string }) => c.content)).toEqual(['First!', 'Second thoughts']);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().comments_count).toBe(2);
  });

  it('refuses a blank comment, a signed-out one and one on a missing post', async () => {
    const { id } = await createBlog(author);
    const blank = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${id}/comments`,
      headers: bearer(reader.token),
      payload: { content: '  \n ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Comment cannot be empty');
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${id}/comments`, payload: { content: 'hi' } })).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/posts/${missing}/comments`,
          headers: bearer(reader.token),
          payload: { content: 'hi' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts/${id}` })).json().comments_count).toBe(0);
  });

  it('pages through a long thread without repeating or skipping', async () => {
    const { id } = await createBlog(author);
    for (let i = 0; i < 7; i++)
      await t.app.inject({
        method: 'POST',
        url: `/api/posts/${id}/comments`,
        headers: bearer(reader.token),
        payload: { content: `c${i}` },
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.app.inject({ method: 'GET', url: `/api/posts/${id}/comments?limit=3${cursor ? `&cursor=${cursor}` : ''}` });
      const page = CommentPageSchema.parse(response.json());
      seen.push(...page.comments.map((c) => c.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
  });
});

describe('the feed', () => {
  it('lists posts newest first, page by page, without repeats', async () => {
    const writer = await signUpMember(t.app);
    for (let i = 0; i < 5; i++) await createBlog(writer, `Feed ${i}`);
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/posts?user_id=${writer.profile.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      const page = PostPageSchema.parse(response.json());
      titles.push(...page.posts.map((p) => p.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(['Feed 4', 'Feed 3', 'Feed 2', 'Feed 1', 'Feed 0']);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts?user_id=${writer.profile.id}&limit=2` })).json().total).toBe(5);
  });

  it('searches titles, content and tags, word by word, and shows counts and the viewer’s like', async () => {
    const writer = await signUpMember(t.app);
    const { id } = (
      await create(writer, {
        type: 'blog_post',
        title: 'Hoya care 101',
        content: 'Let them dry out between waterings.',
        tags: 'hoya, 50%_off',
      })
    ).json();
    await createBlog(writer, 'Unrelated');
    await t.app.inject({ method: 'POST', url: `/api/posts/${id}/like`, headers: bearer(reader.token) });
    const found = (await t.app.inject({ method: 'GET', url: '/api/posts?search=HOYA%20dry', headers: bearer(reader.token) })).json();
    expect(found.posts.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(found.total).toBe(1);
    expect(found.posts[0]).toMatchObject({ likes_count: 1, has_liked: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?search=50%25_off' })).json().posts).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?search=5_%25' })).json().posts).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?search=hoya' })).json().posts[0].has_liked).toBe(false);
  });

  it('shows a new post on the first page at once, with the viewer’s own likes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts' })).statusCode).toBe(200);
    const { id } = await createBlog(author, 'Fresh off the press');
    const first = (await t.app.inject({ method: 'GET', url: '/api/posts' })).json();
    expect(first.posts[0]).toMatchObject({ id, has_liked: false });
    await t.app.inject({ method: 'POST', url: `/api/posts/${id}/like`, headers: bearer(reader.token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(reader.token) })).json().posts[0]).toMatchObject({
      id,
      has_liked: true,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts', headers: bearer(author.token) })).json().posts[0]).toMatchObject({
      id,
      has_liked: false,
    });
    await t.app.inject({ method: 'DELETE', url: `/api/posts/${id}`, headers: bearer(author.token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/posts' })).json().posts.some((p: { id: string }) => p.id === id)).toBe(false);
  });

  it('refuses a cursor it did not make', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/posts?cursor=bm90LWEtY3Vyc29y' })).statusCode).toBe(400);
  });

  it("never shows an author's e-mail address", async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/posts?limit=100' })).body;
    expect(body).not.toContain(author.user.email);
    expect(body).not.toMatch(/"email"|password/);
  });
});
