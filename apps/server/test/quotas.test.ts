import { CREATION_QUOTAS } from '@rootshare/contracts/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from './content';
import { bearer, createTestApp, signUpMember, type TestApp } from './helpers';
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
  it('answers the 21st post in an hour and the 61st comment in ten minutes with 429 and Retry-After, storing neither', async () => {
    const member = await signUpMember(t.app);
    for (let i = 1; i <= CREATION_QUOTAS.posts.max; i++) expect((await blog(member, `Post ${i}`)).statusCode).toBe(201);
    const refusedPost = await blog(member, 'One too many');
    expect(refusedPost.statusCode).toBe(429);
    expect(Number(refusedPost.headers['retry-after'])).toBeGreaterThan(0);

    const other = await signUpMember(t.app);
    const post = (await blog(other, 'Comment on me')).json() as { id: string };
    const comment = () => t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/comments`, headers: bearer(member.token), payload: { content: 'Nice!' } });
    for (let i = 0; i < CREATION_QUOTAS.comments.max; i++) expect((await comment()).statusCode).toBe(201);
    const refusedComment = await comment();
    expect(refusedComment.statusCode).toBe(429);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/posts/${post.id}/comments?limit=100` })).json() as { comments: unknown[] };
    expect(listed.comments).toHaveLength(CREATION_QUOTAS.comments.max);
    // Quotas are per member: someone else still comments.
    expect((await t.app.inject({ method: 'POST', url: `/api/posts/${post.id}/comments`, headers: bearer(other.token), payload: { content: 'Thanks!' } })).statusCode).toBe(201);
  });

  it('answers the 21st report in a day with 429 and Retry-After', async () => {
    const [reporter, reported] = [await signUpMember(t.app), await signUpMember(t.app)];
    const report = () => t.app.inject({ method: 'POST', url: '/api/reports', headers: bearer(reporter.token), payload: { target_type: 'member', target_id: reported.profile.id, reason: 'spam' } });
    for (let i = 0; i < CREATION_QUOTAS.reports.max; i++) expect((await report()).statusCode).toBe(201);
    const refused = await report();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20 * 3600);
  });
});

describe('the swap request and upload quotas', () => {
  it('answers the 21st swap request in an hour with 429 and Retry-After, storing none past the quota', async () => {
    const [asker, owner] = [await signUpMember(t.app), await signUpMember(t.app)];
    const make = contentMaker(t.app);
    const [offered, wanted] = [await make.plant(asker), await make.plant(owner)];
    const ask = () => t.app.inject({ method: 'POST', url: '/api/swap-requests', headers: bearer(asker.token), payload: { recipient_id: owner.profile.id, offered_plants: [offered], requested_plants: [wanted] } });
    for (let i = 0; i < CREATION_QUOTAS.swapRequests.max; i++) expect((await ask()).statusCode).toBe(201);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const swaps = (await t.app.inject({ method: 'GET', url: '/api/user-swaps?status=pending', headers: bearer(owner.token) })).json() as { counts: { pending: number } };
    expect(swaps.counts.pending).toBe(CREATION_QUOTAS.swapRequests.max);
  });

  it('answers the 31st upload in half an hour with 429 and Retry-After', async () => {
    const uploader = await signUpMember(t.app);
    const slot = () => t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: bearer(uploader.token) });
    for (let i = 0; i < CREATION_QUOTAS.uploads.max; i++) expect((await slot()).statusCode).toBe(200);
    const refused = await slot();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the message quota', () => {
  it('answers the 601st message in ten minutes with 429 and stores only 600', async () => {
    const [sender, recipient] = [await signUpMember(t.app), await signUpMember(t.app)];
    const opened = await t.app.inject({ method: 'POST', url: '/api/conversations', headers: bearer(sender.token), payload: { participant_id: recipient.profile.id } });
    const conversationId = (opened.json() as { id: string }).id;
    const send = () => t.app.inject({ method: 'POST', url: '/api/messages', headers: bearer(sender.token), payload: { conversation_id: conversationId, content: 'hi' } });
    for (let i = 0; i < CREATION_QUOTAS.messages.max; i++) expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(429);
    const unread = (await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: bearer(recipient.token) })).json() as { unreadCount: number };
    expect(unread.unreadCount).toBe(CREATION_QUOTAS.messages.max);
  });
});
