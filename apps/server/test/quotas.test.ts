import {
  BRAG_BOARD_MAX_ITEMS,
  CREATION_QUOTAS,
  PLANT_IMAGES_MAX,
  WIZARD_MAX_UPLOADS,
  WIZARD_PLANTS_MAX,
} from '@rootshare/contracts/limits';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from './content';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers';
import { asDataUrl } from './images';
import { multipartForm } from './multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_SCALE: '1' }, catalogue: true });
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpMember>>;
const blog = (member: Member, title: string) => {
  const form = multipartForm({ type: 'blog_post', title, content: 'Loosen the roots first.' });
  return t.app.inject({ method: 'POST', url: '/api/posts', headers: { ...bearer(member.token), ...form.headers }, payload: form.payload });
};

describe('per-member creation quotas', () => {
  it('answers the post past the hourly quota and the comment past the ten-minute quota with 429 and Retry-After, storing neither', async () => {
    const member = await signUpMember(t.app);
    for (let i = 1; i <= CREATION_QUOTAS.posts.max; i++) expect((await blog(member, `Post ${i}`)).statusCode).toBe(201);
    const refusedPost = await blog(member, 'One too many');
    expect(refusedPost.statusCode).toBe(429);
    expect(Number(refusedPost.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedPost.json().error).toMatch(
      new RegExp(`^You can share ${CREATION_QUOTAS.posts.max} posts an hour\\. Try again in \\d+ minutes\\.$`),
    );

    const other = await signUpMember(t.app);
    const post = (await blog(other, 'Comment on me')).json() as { id: string };
    const comment = () =>
      t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/comments`, headers: bearer(member.token), payload: { content: 'Nice!' } });
    for (let i = 0; i < CREATION_QUOTAS.comments.max; i++) expect((await comment()).statusCode).toBe(201);
    const refusedComment = await comment();
    expect(refusedComment.statusCode).toBe(429);
    expect(refusedComment.json().error).toMatch(/^You can write 60 comments every 10 minutes\. Try again in (a minute|\d+ minutes)\.$/);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments?limit=100` })).json() as {
      comments: unknown[];
    };
    expect(listed.comments).toHaveLength(CREATION_QUOTAS.comments.max);
    // Quotas are per member: someone else still comments.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/posts/${post.id}/comments`,
          headers: bearer(other.token),
          payload: { content: 'Thanks!' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('answers the 21st report in a day with 429, Retry-After and a sentence saying it resets in hours', async () => {
    const [reporter, reported] = [await signUpMember(t.app), await signUpMember(t.app)];
    const report = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: bearer(reporter.token),
        payload: { target_type: 'member', target_id: reported.profile.id, reason: 'spam' },
      });
    for (let i = 0; i < CREATION_QUOTAS.reports.max; i++) expect((await report()).statusCode).toBe(201);
    const refused = await report();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect(refused.json().error).toBe('You can send 20 reports a day. Try again in about 24 hours.');
  });
});

describe('the swap request and upload quotas', () => {
  it('answers the 21st swap request in an hour with 429 and Retry-After, storing none past the quota', async () => {
    const [asker, owner] = [await signUpMember(t.app), await signUpMember(t.app)];
    const make = contentMaker(t.app);
    const [offered, wanted] = [await make.plant(asker), await make.plant(owner)];
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/swap-requests',
        headers: bearer(asker.token),
        payload: { recipient_id: owner.profile.id, offered_plants: [offered], requested_plants: [wanted] },
      });
    for (let i = 0; i < CREATION_QUOTAS.swapRequests.max; i++) expect((await ask()).statusCode).toBe(201);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const swaps = (await t.app.inject({ method: 'GET', url: '/api/user-swaps?status=pending', headers: bearer(owner.token) })).json() as {
      counts: { pending: number };
    };
    expect(swaps.counts.pending).toBe(CREATION_QUOTAS.swapRequests.max);
  });

  it('answers the upload past the hourly quota with 429, Retry-After and a sentence naming the limit and when it resets', async () => {
    const uploader = await signUpMember(t.app);
    const slot = () => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(uploader.token) });
    for (let i = 0; i < CREATION_QUOTAS.uploads.max; i++) expect((await slot()).statusCode).toBe(200);
    const refused = await slot();
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.json()).toEqual({
      error: `You can upload ${CREATION_QUOTAS.uploads.max} photos and videos an hour. Try again in 60 minutes.`,
      details: {
        limit: `You can upload ${CREATION_QUOTAS.uploads.max} photos and videos an hour.`,
        retry_after_seconds: retryAfter,
        // Which quota, so that a page in another language can say it in its own words.
        quota: { kind: 'uploads', max: CREATION_QUOTAS.uploads.max },
      },
    });
  });
});

describe('the quotas against the set-up wizard', () => {
  it('lets a new member publish the wizard at its maxima, every Brag Board item and every plant with all its photos, without meeting a quota', async () => {
    const member = await signUpMember(t.app);
    const headers = bearer(member.token);
    const image = await sharp({ create: { width: 48, height: 32, channels: 3, background: { r: 60, g: 140, b: 80 } } })
      .png()
      .toBuffer();
    const gardenPhotos = BRAG_BOARD_MAX_ITEMS / 2;
    const posts = BRAG_BOARD_MAX_ITEMS - gardenPhotos;
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${member.profile.id}`,
      headers,
      payload: { full_name: 'Wren Maxwell', swap_preferences: { swapTypes: ['cuttings'] } },
    });
    expect(profile.statusCode).toBe(200);
    for (let i = 0; i < gardenPhotos; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/garden-photos',
        headers,
        payload: { image_url: asDataUrl(image, 'image/png'), caption: `Bed ${i}` },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    for (let i = 0; i < posts; i++) {
      const form = multipartForm({ type: 'photo', title: `Harvest ${i}`, content: 'From the back garden.' }, [
        { name: 'media', filename: 'harvest.png', type: 'image/png', body: image },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const catalogueId = (await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } })).json().plants[0]
      .id as string;
    for (let plant = 0; plant < WIZARD_PLANTS_MAX; plant++) {
      const imageUrls: string[] = [];
      for (let photo = 0; photo < PLANT_IMAGES_MAX; photo++) {
        const slot = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers });
        expect(slot.statusCode, slot.body).toBe(200);
        const { uploadURL } = slot.json() as { uploadURL: string };
        expect(
          (await t.app.inject({ method: 'PUT', url: uploadURL, headers: { ...headers, 'content-type': 'image/png' }, payload: image }))
            .statusCode,
        ).toBe(200);
        const committed = await t.app.inject({ method: 'PUT', url: '/api/plant-images', headers, payload: { imageURL: uploadURL } });
        expect(committed.statusCode, committed.body).toBe(200);
        imageUrls.push((committed.json() as { objectPath: string }).objectPath);
      }
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/user-plants',
        headers,
        payload: { plant_id: catalogueId, swap_type: 'any', available_for_swap: true, pest_free_confirmed: true, image_urls: imageUrls },
      });
      expect(created.statusCode, created.body).toBe(201);
    }

    const gallery = (await t.app.inject({ method: 'GET', url: `/api/garden-photos?user_id=${member.profile.id}&limit=100` })).json() as {
      photos: unknown[];
    };
    expect(gallery.photos).toHaveLength(gardenPhotos);
    expect((await t.app.inject({ method: 'GET', url: `/api/posts?user_id=${member.profile.id}` })).json().total).toBe(posts);
    const plants = (await t.app.inject({ method: 'GET', url: `/api/user-plants?user_id=${member.profile.id}` })).json() as Array<{
      image_urls: string[];
    }>;
    expect(plants).toHaveLength(WIZARD_PLANTS_MAX);
    expect(plants.every((plant) => plant.image_urls.length === PLANT_IMAGES_MAX)).toBe(true);
    // The rest of a busy first hour still fits: as many uploads again as the wizard took.
    expect(CREATION_QUOTAS.uploads.max - WIZARD_MAX_UPLOADS).toBeGreaterThanOrEqual(WIZARD_MAX_UPLOADS);
    expect(CREATION_QUOTAS.posts.max - posts).toBeGreaterThanOrEqual(20);
  });
});

describe('the message quota', () => {
  it('answers the 601st message in ten minutes with 429 and stores only 600', async () => {
    const [sender, recipient] = [await signUpMember(t.app), await signUpMember(t.app)];
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: bearer(sender.token),
      payload: { participant_id: recipient.profile.id },
    });
    const conversationId = (opened.json() as { id: string }).id;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: bearer(sender.token),
        payload: { conversation_id: conversationId, content: 'hi' },
      });
    for (let i = 0; i < CREATION_QUOTAS.messages.max; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    const unread = (await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: bearer(recipient.token) })).json() as {
      unreadCount: number;
    };
    expect(unread.unreadCount).toBe(CREATION_QUOTAS.messages.max);
  });
});
