import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FollowingListSchema, MEDIA_NOT_KEPT_HERE, proxiedMediaUrl, RemoteFeedSchema } from '@rootshare/contracts/federation-following';
import { CommentPageSchema } from '@rootshare/contracts/posts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federationFollowing, federationRemoteObjects } from '../../db/schema/federation';
import { postComments } from '../../db/schema/posts';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { MEDIA_MAX_BYTES, MEDIA_PER_MINUTE } from './federation.media';

/**
 * The media proxy against a real picture server on the loopback: pictures kept here come through
 * this server with its headers, anything else is refused before a byte is fetched.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;

interface PictureServer {
  origin: string;
  /** How many times each path was asked for. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

async function startPictureServer(png: Buffer): Promise<PictureServer> {
  const hits = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/leaf.png') {
      response.writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'tracker=1' }).end(png);
    } else if (path === '/huge.png') {
      // No length declared: the cap must stop the reading itself.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(png);
      const block = Buffer.alloc(1024 * 1024);
      for (let sent = 0; sent <= MEDIA_MAX_BYTES; sent += block.length) response.write(block);
      response.end();
    } else if (path === '/page.png') {
      response.writeHead(200, { 'content-type': 'image/png' }).end('<html><script>alert(1)</script></html>');
    } else if (path === '/moved.png') {
      response.writeHead(302, { location: '/leaf.png' }).end();
    } else if (path === '/to-file.png') {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (path === '/loop.png') {
      response.writeHead(302, { location: '/loop.png' }).end();
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let pictures: PictureServer;
let png: Buffer;
let maya: Member;
let postId: string;
const ACTOR = 'https://elsewhere.example/users/alice';

const at = (path: string) => `${pictures.origin}${path}`;
const proxied = (url: string) => proxiedMediaUrl(url) ?? '';
const media = (url: string, member: Member | null = null, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url: proxied(url), headers: as(member), remoteAddress });

/** Keeps a picture address as a kept post from elsewhere would have it. */
async function keptImage(path: string): Promise<string> {
  const url = at(path);
  await t.database.db
    .insert(federationRemoteObjects)
    .values({ uri: `${ACTOR}/statuses${path}`, actorUri: ACTOR, type: 'Note', text: 'A leaf', imageUrl: url, publishedAt: new Date() });
  return url;
}

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  pictures = await startPictureServer(png);
  t = await createTestApp({ env: { FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: 'http://127.0.0.1:3499' } });
  maya = await signUpMember(t.app);
  postId = await contentMaker(t.app).blogPost(maya);
  await t.database.db.insert(federationFollowing).values({
    memberId: maya.user.id,
    actorUri: ACTOR,
    handle: '@alice@elsewhere.example',
    iconUrl: at('/alice.png'),
    inbox: `${ACTOR}/inbox`,
    followId: 'https://rootshare.example/follows/1',
    acceptedAt: new Date(),
  });
  await t.database.db.insert(federationRemoteObjects).values({
    uri: `${ACTOR}/statuses/1`,
    actorUri: ACTOR,
    type: 'Note',
    text: 'New leaf',
    imageUrl: at('/feed.png'),
    publishedAt: new Date(),
  });
  await t.database.db.insert(postComments).values({
    postId,
    content: 'Lovely!',
    remoteUri: `${ACTOR}/statuses/2`,
    remoteActorUri: ACTOR,
    remoteAuthor: { handle: '@alice@elsewhere.example', name: 'Alice', iconUrl: at('/replier.png'), url: null, home: 'elsewhere.example' },
  });
});
afterAll(async () => {
  await t.close();
  await pictures.close();
});

describe('pictures from other servers come through this server', () => {
  it('hands the web proxy addresses for followed accounts, their posts and replies from elsewhere', async () => {
    const following = FollowingListSchema.parse((await t.app.inject({ url: '/api/federation/following', headers: as(maya) })).json());
    expect(following.accounts[0]?.icon_url).toBe(proxied(at('/alice.png')));
    const feed = RemoteFeedSchema.parse((await t.app.inject({ url: '/api/federation/feed', headers: as(maya) })).json());
    expect(feed.items[0]).toMatchObject({ image_url: proxied(at('/feed.png')), author: { icon_url: proxied(at('/alice.png')) } });
    const comments = CommentPageSchema.parse((await t.app.inject({ url: `/api/posts/${postId}/comments` })).json());
    expect(comments.comments[0]?.remote_author?.icon_url).toBe(proxied(at('/replier.png')));
  });

  it('serves a kept picture with its type and safe headers, fetching it once for two views', async () => {
    const url = await keptImage('/leaf.png');
    const [first, second] = await Promise.all([media(url, maya), media(url, maya)]);
    const third = await media(url, maya);
    for (const response of [first, second, third]) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(png)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
      expect(response.headers['cache-control']).toMatch(/max-age=86400/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(pictures.hits.get('/leaf.png')).toBe(1);
  });

  it('serves the icons of replies from elsewhere to signed-out visitors too', async () => {
    const url = at('/moved.png');
    await t.database.db.insert(postComments).values({
      postId,
      content: 'Same here',
      remoteUri: `${ACTOR}/statuses/3`,
      remoteActorUri: ACTOR,
      remoteAuthor: { handle: '@alice@elsewhere.example', name: 'Alice', iconUrl: url, url: null, home: 'elsewhere.example' },
    });
    const response = await media(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for an address not kept here, without fetching it', async () => {
    const response = await media(at('/unknown.png'), maya);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MEDIA_NOT_KEPT_HERE });
    expect(pictures.hits.get('/unknown.png')).toBeUndefined();
  });

  it('refuses an address that is not http(s) as not kept here', async () => {
    const response = await t.app.inject({ url: `/api/federation/media?url=${encodeURIComponent('file:///etc/passwd')}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(MEDIA_NOT_KEPT_HERE);
  });

  it.each([
    ['a picture past the size cap', '/huge.png', 'media_too_large'],
    ['a page that says it is a PNG', '/page.png', 'media_not_an_image'],
    ['a redirect to a file', '/to-file.png', 'media_unreachable'],
    ['redirects without end', '/loop.png', 'media_unreachable'],
    ['a picture the server has lost', '/gone.png', 'media_unreachable'],
  ])('answers 502 with a code for %s', async (_what, path, code) => {
    const response = await media(await keptImage(path), maya);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ details: { code } });
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers 429 to a visitor asking for more pictures than a minute allows', async () => {
    const ip = nextIp();
    const url = at('/leaf.png');
    for (let i = 0; i < MEDIA_PER_MINUTE; i++) expect((await media(url, null, ip)).statusCode).toBe(200);
    const refused = await media(url, null, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe('the media proxy on a server that keeps to public addresses', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ env: { FEDERATION: 'true', PUBLIC_URL: 'https://rootshare.example' } });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('refuses a kept picture on a loopback address without reaching it', async () => {
    const url = at('/private.png');
    await strict.database.db
      .insert(federationRemoteObjects)
      .values({ uri: `${ACTOR}/statuses/private`, actorUri: ACTOR, type: 'Note', text: 'A leaf', imageUrl: url, publishedAt: new Date() });
    const response = await strict.app.inject({ url: proxied(url) });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ details: { code: 'media_unreachable' } });
    expect(pictures.hits.get('/private.png')).toBeUndefined();
  });

  it('is not there when the server does not federate', async () => {
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ url: proxied(at('/leaf.png')) })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
