import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthResponseSchema } from '@rootshare/contracts/auth';
import { ConversationPageSchema, MessagePageSchema } from '@rootshare/contracts/messaging';
import { UnreadCountSchema } from '@rootshare/contracts/counts';
import { MeetSchema, NearbyMeetsSchema } from '@rootshare/contracts/meets';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { CommentPageSchema, PostPageSchema, type Post } from '@rootshare/contracts/posts';
import { MediaPathSchema, parseSwapPreferences, ProfileStatsSchema, UsernameSchema } from '@rootshare/contracts/profiles';
import { UserSwapsSchema } from '@rootshare/contracts/swaps';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, nextIp, type TestApp } from '../../../test/helpers';
import { verifyPassword } from '../../platform/auth';
import { openDatabase, type DatabaseHandle } from '../../platform/db';
import { createDiskStorage, type DiskStorage } from '../../platform/storage';
import { users } from '../schema/accounts';
import { postLikes, posts } from '../schema/posts';
import { profiles } from '../schema/profiles';
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBERS, DEMO_PASSWORD, demoMemberLocation, seedDemoCommunity } from './demo';
import { DEMO_POSTS } from './demo-posts';

describe('seedDemoCommunity', () => {
  let handle: DatabaseHandle;
  let storage: DiskStorage;
  let dataDir: string;
  let created: number;

  beforeAll(async () => {
    handle = await openDatabase({});
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-demo-seed-'));
    storage = createDiskStorage(dataDir);
    created = await seedDemoCommunity(handle.db, storage);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const members = () =>
    handle.db
      .select({
        username: users.username,
        email: users.email,
        passwordHash: users.passwordHash,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        bio: profiles.bio,
        latitude: profiles.latitude,
        longitude: profiles.longitude,
        location: profiles.location,
        avatarUrl: profiles.avatarUrl,
        swapPreferences: profiles.swapPreferences,
        federates: profiles.federates,
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id));

  it('creates at least 12 members across US, CA, GB and AU cities', async () => {
    const rows = await members();
    expect(created).toBeGreaterThanOrEqual(12);
    expect(rows).toHaveLength(created);

    for (const country of ['US', 'CA', 'GB', 'AU'] as const) {
      const locations = DEMO_MEMBERS.filter((m) => m.country === country).map(demoMemberLocation);
      const inCountry = rows.filter((row) => row.location !== null && locations.includes(row.location));
      expect(inCountry.length, `members in ${country}`).toBeGreaterThan(0);
    }
    for (const row of rows) {
      expect(row.username).toMatch(/^[a-z0-9_.]+$/);
      expect(UsernameSchema.safeParse(row.username).success).toBe(true);
      expect(row.email).toBe(`${row.username}@${DEMO_EMAIL_DOMAIN}`);
      expect(row.fullName).toBeTruthy();
      expect(row.bio?.length).toBeGreaterThan(20);
      // City and region — nothing that looks like a street number.
      expect(row.location?.split(', ')).toHaveLength(2);
      expect(row.location).not.toMatch(/\d/);
      expect(parseSwapPreferences(row.swapPreferences)).not.toBeNull();
      // A city centre to two decimals, so Browse can measure distances to the member's plants.
      expect(row.latitude).not.toBeNull();
      expect(Math.round((row.latitude ?? 0) * 100) / 100).toBe(row.latitude);
      expect(Math.round((row.longitude ?? 0) * 100) / 100).toBe(row.longitude);
    }
    expect(new Set(rows.map((row) => row.location?.split(', ')[0])).size).toBeGreaterThanOrEqual(8);
    const joined = rows.map((row) => row.createdAt.getTime());
    expect(Math.max(...joined) - Math.min(...joined)).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
    expect(Math.max(...joined)).toBeLessThanOrEqual(Date.now());
  });

  it('lets people on other servers follow every demo member', async () => {
    const rows = await members();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.federates).map((row) => row.username)).toEqual([]);
  });

  it('stores an avatar file for every member', async () => {
    const rows = await members();
    for (const row of rows) {
      const url = MediaPathSchema.parse(row.avatarUrl);
      const key = url.slice('/media/'.length);
      expect(key).toMatch(/^avatars\/.+\.webp$/);
      const file = path.join(storage.root, key);
      expect(fs.existsSync(file), file).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(256);
      expect(metadata.height).toBe(256);
    }
    expect(fs.readdirSync(path.join(storage.root, 'avatars'))).toHaveLength(rows.length);
  });

  it('does nothing when members already exist', async () => {
    const before = await handle.db.select({ n: count() }).from(users);
    const postsBefore = await handle.db.select({ n: count() }).from(posts);
    const files = fs.readdirSync(path.join(storage.root, 'avatars')).length;

    await expect(seedDemoCommunity(handle.db, storage)).resolves.toBe(0);

    const after = await handle.db.select({ n: count() }).from(users);
    expect(after[0]?.n).toBe(before[0]?.n);
    const postsAfter = await handle.db.select({ n: count() }).from(posts);
    expect(postsAfter[0]?.n).toBe(postsBefore[0]?.n);
    expect(fs.readdirSync(path.join(storage.root, 'avatars'))).toHaveLength(files);
  });

  it('lets the demo member sign in with the documented password', async () => {
    const [demo] = await members().where(eq(users.username, 'demo'));
    expect(demo?.fullName).toBe('Demo Gardener');
    expect(await verifyPassword(demo?.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(demo?.passwordHash, 'not-the-password')).toBe(false);
  }, 20_000);
});

describe('the demo community posts', () => {
  let t: TestApp;
  let feed: Post[];
  const DAY_MS = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    await seedDemoCommunity(t.database.db, t.storage);
    const response = await t.app.inject({ method: 'GET', url: '/api/posts?limit=100' });
    expect(response.statusCode).toBe(200);
    feed = PostPageSchema.parse(response.json()).posts;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('lists every demo post in the feed, newest first, from the last 30 days', () => {
    const newestFirst = [...DEMO_POSTS].sort((a, b) => a.hoursAgo - b.hoursAgo);
    expect(feed.map((post) => post.title)).toEqual(newestFirst.map((post) => post.title));
    const times = feed.map((post) => Date.parse(post.created_at));
    for (let i = 1; i < times.length; i += 1) expect(times[i]).toBeLessThan(times[i - 1] ?? 0);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(Date.now() - 30 * DAY_MS);
  });

  it('writes blog and photo posts spread over the members, several of them tagged', () => {
    const usernames = new Set<string>(DEMO_MEMBERS.map((member) => member.username));
    expect(feed.length).toBeGreaterThanOrEqual(15);
    for (const post of feed) {
      expect(['blog_post', 'photo']).toContain(post.type);
      expect(post.content.length).toBeGreaterThan(0);
      expect(usernames.has(post.user.username)).toBe(true);
    }
    expect(new Set(feed.map((post) => post.user.id)).size).toBeGreaterThanOrEqual(12);
    expect(feed.filter((post) => post.tags !== null).length).toBeGreaterThanOrEqual(5);
    expect(feed.filter((post) => post.type === 'photo').length).toBeGreaterThanOrEqual(5);
    expect(feed.filter((post) => post.type === 'blog_post' && post.media_type === null).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every photo post a real catalogue photo that loads, described, with its author, licence and source', async () => {
    const withImages = feed.filter((post) => post.media_type !== null);
    expect(withImages.length).toBeGreaterThanOrEqual(6);
    expect(feed.filter((post) => post.type === 'photo').every((post) => post.media_type === 'image')).toBe(true);
    for (const post of withImages) {
      expect(post.media_type, post.title).toBe('image');
      expect(post.media_description, post.title).toMatch(/\w{3,}/);
      expect(post.media_credit, post.title).toMatchObject({
        author: expect.any(String),
        licence: expect.stringMatching(/^(CC|Public Domain)/),
        source_url: expect.stringMatching(/^https:\/\//),
      });
      const [url] = post.image_urls;
      const photo = await t.app.inject({ method: 'GET', url: url ?? '' });
      expect(photo.statusCode, url).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).width).toBeGreaterThan(100);
    }
    expect(feed.filter((post) => post.media_type === null).every((post) => post.media_credit === null)).toBe(true);
  });

  it('counts exactly the likes and comments each post has', async () => {
    const likeRows = await t.database.db.select({ postId: postLikes.postId, n: count() }).from(postLikes).groupBy(postLikes.postId);
    const likesByPost = new Map(likeRows.map((row) => [row.postId, row.n]));
    for (const post of feed) {
      expect(post.likes_count, post.title).toBe(likesByPost.get(post.id) ?? 0);
      expect(post.likes_count).toBeLessThanOrEqual(9);

      const response = await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments` });
      expect(response.statusCode).toBe(200);
      const { comments } = CommentPageSchema.parse(response.json());
      expect(comments, post.title).toHaveLength(post.comments_count);
      expect(comments.length).toBeLessThanOrEqual(4);
      for (const comment of comments) {
        expect(comment.user?.id, 'comments come from other members').not.toBe(post.user_id);
        expect(Date.parse(comment.created_at)).toBeGreaterThan(Date.parse(post.created_at));
        expect(Date.parse(comment.created_at)).toBeLessThanOrEqual(Date.now());
      }
    }
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(feed.map((post) => post.likes_count))).toBe(sum(DEMO_POSTS.map((post) => post.likes)));
    expect(sum(feed.map((post) => post.comments_count))).toBe(sum(DEMO_POSTS.map((post) => post.comments.length)));
    expect(feed.some((post) => post.likes_count === 0)).toBe(true);
    expect(feed.some((post) => post.likes_count >= 8)).toBe(true);
    expect(feed.some((post) => post.comments_count === 0)).toBe(true);
    expect(feed.some((post) => post.comments_count >= 3)).toBe(true);
  });

  it('shows the demo member which posts they have liked', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'demo', password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(signIn.statusCode).toBe(200);
    const { token, user } = AuthResponseSchema.parse(signIn.json());
    const liked = new Set(
      (await t.database.db.select({ postId: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, user.id))).map(
        (row) => row.postId,
      ),
    );

    const response = await t.app.inject({ method: 'GET', url: '/api/posts?limit=100', headers: bearer(token) });
    const asDemo = PostPageSchema.parse(response.json()).posts;
    expect(asDemo).toHaveLength(feed.length);
    for (const post of asDemo) expect(post.has_liked, post.title).toBe(liked.has(post.id));
    expect(asDemo.some((post) => post.has_liked)).toBe(true);
    expect(asDemo.some((post) => !post.has_liked)).toBe(true);
    expect(feed.every((post) => !post.has_liked)).toBe(true);
  }, 20_000);

  it('leaves a demo photo post deletable by its author without touching the catalogue photo', async () => {
    const post = feed.find((item) => item.type === 'photo');
    if (!post) throw new Error('no demo photo post');
    const author = DEMO_MEMBERS.find((member) => member.username === post.user.username);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: author?.username, password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    const { token } = AuthResponseSchema.parse(signIn.json());
    expect((await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: post.image_urls[0] ?? '' })).statusCode).toBe(200);
  });
});

describe("the demo member's inbox and swaps", () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ catalogue: true });
    await seedDemoCommunity(t.database.db, t.storage);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'demo', password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    token = AuthResponseSchema.parse(signIn.json()).token;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json();

  it('holds three conversations, newest first, with the waiting request unread', async () => {
    const inbox = ConversationPageSchema.parse(await get('/api/conversations'));
    expect(inbox.conversations.map((entry) => entry.otherParticipant.username)).toEqual(['rosa_delgado', 'maya.okafor', 'sam.whitaker']);
    expect(UnreadCountSchema.parse(await get('/api/messages/unread-count')).unreadCount).toBe(2);
    const withRosa = MessagePageSchema.parse(await get(`/api/messages?conversation_id=${inbox.conversations[0]?.conversation.id}`));
    expect(withRosa.messages[0]).toMatchObject({ message_type: 'swap_request', sender: { username: 'rosa_delgado' } });
  });

  it('has a completed, an accepted and a pending swap, with the completed one reviewed on both sides', async () => {
    const swaps = UserSwapsSchema.parse(await get('/api/user-swaps'));
    expect(swaps.counts).toEqual({ active: 1, pending: 1, completed: 1, total: 3 });
    const completed = swaps.swaps.find((swap) => swap.status === 'completed');
    expect(completed?.reviews).toHaveLength(2);
    const pending = swaps.swaps.find((swap) => swap.status === 'pending');
    expect(pending?.offeredPlantsDetails.map((plant) => plant.custom_name)).toEqual(['Gollum jade']);
    expect(pending?.requestedPlantsDetails.map((plant) => plant.custom_name)).toEqual(['Golden pothos']);
    const me = swaps.swaps[0]?.requester.username === 'demo' ? swaps.swaps[0].requester_id : swaps.swaps[0]?.recipient_id;
    const stats = ProfileStatsSchema.parse(await get(`/api/profiles/${me}/stats`));
    expect(stats).toMatchObject({ swaps_completed: 1, rating: { average: 5, count: 1 } });
    const bell = NotificationPageSchema.parse(await get('/api/notifications'));
    expect(bell.notifications.map((n) => [n.type, n.is_read])).toEqual([
      ['swap_request', false],
      ['review_ready', true],
    ]);
  });

  it('shows, once the reply-speed job has run, that Maya usually replies within a few hours', async () => {
    await t.services.replySpeed.recompute();
    expect(ProfileStatsSchema.parse(await get('/api/profiles/maya.okafor/stats')).reply_speed).toBe('hours');
    expect(ProfileStatsSchema.parse(await get('/api/profiles/demo/stats')).reply_speed).toBeNull();
  });

  it('shows the demo member swap meets near Portland on the home page, one they go to with a plant they bring', async () => {
    const nearby = NearbyMeetsSchema.parse(await get('/api/meets/nearby'));
    expect(nearby.radius_miles).toBe(25);
    const [swap, share] = nearby.meets.map((meet) => meet.title);
    expect(swap).toBe('Saturday cutting swap at the library');
    expect(share).toMatch(/^Seed library (spring|summer|autumn|winter) share$/);
    expect(nearby.meets.map((meet) => meet.my_rsvp)).toEqual(['going', 'going']);
    const first = MeetSchema.parse(await get(`/api/meets/${nearby.meets[0]?.id}`));
    expect(first.my_bringing).toHaveLength(1);
  });
});
