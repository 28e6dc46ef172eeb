import { ReportQueuePageSchema, type AdminReport } from '@rootshare/contracts/admin';
import { ExplorePageSchema, ExploreSummarySchema } from '@rootshare/contracts/explore';
import { ConversationPageSchema, MessagePageSchema } from '@rootshare/contracts/messaging';
import { CommentPageSchema, PostPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { SOCKET_CLOSE } from '@rootshare/contracts/realtime';
import { HIDDEN_MESSAGE_CONTENT } from '@rootshare/contracts/reports';
import { UserPlantDetailSchema, UserPlantListSchema } from '@rootshare/contracts/user-plants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentMaker } from '../../../test/content';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg } from '../../../test/images';
import { openMemberSocket } from '../../../test/sockets';
import { reports } from '../../db/schema/reports';
import { CACHE_LIFETIMES } from '../../platform/read-cache';
import { changeAdminRole, parseAdminArgs } from './admin-command';

let t: TestApp;
let baseUrl: string;
let make: ReturnType<typeof contentMaker>;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let moderator: Member;
let ben: Member;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  make = contentMaker(t.app);
  [moderator, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
  await changeAdminRole(t.database.db, moderator.user.username, true);
});
afterAll(async () => {
  await t.close();
});

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (member: Member | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const report = async (reporter: Member, target_type: string, target_id: string, reason = 'spam') =>
  expect((await call(reporter, 'POST', '/api/reports', { target_type, target_id, reason })).statusCode).toBe(201);

const setHidden = async (type: string, id: string, hidden: boolean) => {
  const response = await call(moderator, 'PUT', `/api/admin/content/${type}/${id}`, { hidden });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ hidden });
};

/** Every report in the queue, walking its pages. */
async function wholeQueue(view: 'open' | 'all' = 'all', limit = 2): Promise<AdminReport[]> {
  const all: AdminReport[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/admin/reports?view=${view}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await call(moderator, 'GET', query);
    expect(response.statusCode, response.body).toBe(200);
    const page = ReportQueuePageSchema.parse(response.json());
    all.push(...page.reports);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

const visibleFeed = async (member: Member | null, query = '') =>
  PostPageSchema.parse((await call(member, 'GET', `/api/posts?limit=100${query}`)).json());

describe('the admin routes', () => {
  it('answer 404 to visitors, members and bad tokens on every route, before reading the body, and change nothing', async () => {
    const ana = await signUpMember(t.app);
    const postId = await make.blogPost(ana);
    await report(ben, 'post', postId);
    const [open] = await t.database.db.select().from(reports).where(eq(reports.targetId, postId));
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', '/api/admin/reports'],
      ['PATCH', `/api/admin/reports/${open?.id}`, { status: 'resolved' }],
      ['PATCH', '/api/admin/reports/not-an-id', '{ not json'],
      ['PUT', `/api/admin/content/post/${postId}`, { hidden: true }],
      ['PUT', `/api/admin/members/${ana.profile.id}/suspension`, { suspended: true }],
      ['GET', '/api/admin/no-such-route'],
    ];
    const callers: Array<Record<string, string>> = [{}, bearer(ben.token), bearer(ana.token), { authorization: 'Bearer not-a-token' }];
    for (const headers of callers) {
      for (const [method, url, payload] of routes) {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
      }
    }
    expect((await call(null, 'GET', `/api/posts/${postId}`)).statusCode).toBe(200);
    expect((await call(ana, 'GET', `/api/profiles/${ana.profile.id}`)).statusCode).toBe(200);
    const [still] = await t.database.db.select().from(reports).where(eq(reports.targetId, postId));
    expect(still?.status).toBe('open');
  });

  it('let in a member granted the role from the command line, and only that member is told they are an admin', async () => {
    const candidate = await signUpMember(t.app);
    expect(parseAdminArgs([`@${candidate.user.username}`])).toEqual({ kind: 'change', username: candidate.user.username, grant: true });
    expect(parseAdminArgs(['--revoke', candidate.user.username])).toEqual({
      kind: 'change',
      username: candidate.user.username,
      grant: false,
    });
    expect(parseAdminArgs([]).kind).toBe('usage-error');
    expect(parseAdminArgs(['one', 'two']).kind).toBe('usage-error');
    expect(parseAdminArgs(['--force', 'one']).kind).toBe('usage-error');
    expect(parseAdminArgs(['--help']).kind).toBe('help');

    expect((await call(candidate, 'GET', '/api/admin/reports')).statusCode).toBe(404);
    expect(await changeAdminRole(t.database.db, candidate.user.username.toUpperCase(), true)).toMatchObject({
      code: 0,
      message: expect.stringContaining('is now an admin'),
    });
    expect(await changeAdminRole(t.database.db, candidate.user.username, true)).toMatchObject({
      code: 0,
      message: expect.stringContaining('already an admin'),
    });
    expect(await changeAdminRole(t.database.db, 'nobody-by-this-name', true)).toMatchObject({ code: 1 });
    // The same token works within the sessions' lifetime: the role is read with the session.
    await vi.waitFor(async () => expect((await call(candidate, 'GET', '/api/admin/reports')).statusCode).toBe(200), {
      timeout: CACHE_LIFETIMES.sessions.ms + 1_000,
      interval: 100,
    });

    expect((await call(candidate, 'GET', `/api/profiles/${candidate.profile.id}`)).json()).toMatchObject({ is_admin: true });
    expect((await call(ben, 'GET', `/api/profiles/${ben.profile.id}`)).json()).toMatchObject({ is_admin: false });
    expect((await call(ben, 'GET', `/api/profiles/${candidate.profile.id}`)).json()).not.toHaveProperty('is_admin');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: candidate.user.username, password: candidate.password },
      remoteAddress: nextIp(),
    });
    expect(signIn.json().profile).toMatchObject({ is_admin: true });

    expect(await changeAdminRole(t.database.db, candidate.user.username, false)).toMatchObject({
      code: 0,
      message: expect.stringContaining('no longer an admin'),
    });
    await vi.waitFor(async () => expect((await call(candidate, 'GET', '/api/admin/reports')).statusCode).toBe(404), {
      timeout: CACHE_LIFETIMES.sessions.ms + 1_000,
      interval: 100,
    });
  });
});

describe('the report queue', () => {
  it('lists open reports first and newest first, page by page, with the reporter, a preview and the open reports against the same member', async () => {
    const [ivy, cy] = [await signUpMember(t.app), await signUpMember(t.app)];
    const postId = await make.blogPost(ivy, 'Free plants, click my link', 'x'.repeat(400));
    const commentId = await make.comment(ivy, postId, 'Buy followers here');
    const plantId = await make.plant(ivy, { customName: 'Suspicious Monstera' });
    await report(ben, 'post', postId, 'spam');
    await report(cy, 'comment', commentId, 'spam');
    await report(ben, 'plant', plantId, 'pests_or_prohibited');
    await report(cy, 'member', ivy.profile.id, 'scam_or_no_show');
    const mine = (queue: AdminReport[]) => queue.filter((entry) => entry.member?.id === ivy.profile.id);

    const before = mine(await wholeQueue());
    expect(before.map((entry) => entry.target_type)).toEqual(['member', 'plant', 'comment', 'post']);
    const plantReport = before[1];
    if (!plantReport) throw new Error('no plant report');
    expect(plantReport).toMatchObject({
      status: 'open',
      reason: 'pests_or_prohibited',
      reporter: { id: ben.profile.id, username: ben.user.username },
      member: { id: ivy.profile.id, username: ivy.user.username, is_admin: false, suspended: false },
      open_reports_against_member: 4,
      content: { title: 'Suspicious Monstera', link: `/plant/${plantId}`, hidden: false, removed: false },
    });
    const postReport = before[3];
    expect(postReport?.content).toMatchObject({ title: 'Free plants, click my link', link: `/posts/${postId}` });
    expect(postReport?.content.text).toHaveLength(300);
    expect(before[2]?.content).toMatchObject({ title: 'Comment on “Free plants, click my link”', text: 'Buy followers here' });
    expect(before[0]?.content).toMatchObject({ title: `@${ivy.user.username}`, link: `/profile/${ivy.user.username}` });

    // Closed reports go to the end; the open ones still count only open reports.
    expect((await call(moderator, 'PATCH', `/api/admin/reports/${postReport?.id}`, { status: 'resolved' })).statusCode).toBe(204);
    const after = mine(await wholeQueue());
    expect(after.map((entry) => [entry.target_type, entry.status])).toEqual([
      ['member', 'open'],
      ['plant', 'open'],
      ['comment', 'open'],
      ['post', 'resolved'],
    ]);
    expect(after[0]?.open_reports_against_member).toBe(3);
    expect(after[3]?.resolved_at).not.toBeNull();
    expect(mine(await wholeQueue('open', 1)).map((entry) => entry.target_type)).toEqual(['member', 'plant', 'comment']);

    // A moderator still sees what was hidden, and is told what was deleted.
    await setHidden('comment', commentId, true);
    await call(ivy, 'DELETE', `/api/user-plants/${plantId}`);
    const later = mine(await wholeQueue());
    expect(later[2]?.content).toMatchObject({ text: 'Buy followers here', hidden: true });
    expect(later[1]?.content).toMatchObject({ removed: true, title: null });
  });

  it('resolves, dismisses and reopens a report, and answers 404 for one that does not exist', async () => {
    const dan = await signUpMember(t.app);
    await report(ben, 'member', dan.profile.id);
    const find = async () => (await wholeQueue('all', 50)).find((entry) => entry.member?.id === dan.profile.id);
    const id = (await find())?.id ?? '';
    for (const status of ['dismissed', 'open', 'resolved'] as const) {
      expect((await call(moderator, 'PATCH', `/api/admin/reports/${id}`, { status })).statusCode).toBe(204);
      const entry = await find();
      expect(entry?.status).toBe(status);
      expect(entry?.resolved_at === null).toBe(status === 'open');
    }
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.resolvedBy).toBe(moderator.profile.id);
    expect((await call(moderator, 'PATCH', `/api/admin/reports/${NO_SUCH_ID}`, { status: 'resolved' })).statusCode).toBe(404);
    expect((await call(moderator, 'PATCH', `/api/admin/reports/${id}`, { status: 'deleted' })).statusCode).toBe(400);
  });
});

describe('hiding content', () => {
  it('takes a post off the feed, its page, search, the Brag Board and its comments for everyone but its author; restoring brings it back', async () => {
    const ana = await signUpMember(t.app);
    const postId = await make.blogPost(ana, 'Zanzibar gem giveaway', 'Message me for cuttings.');
    await make.comment(ben, postId);
    const listed = (page: { posts: Array<{ id: string }> }) => page.posts.some((post) => post.id === postId);
    expect(listed(await visibleFeed(null))).toBe(true);

    await setHidden('post', postId, true);
    for (const viewer of [null, ben, ana]) expect(listed(await visibleFeed(viewer))).toBe(false);
    expect(listed(await visibleFeed(ben, '&search=zanzibar'))).toBe(false);
    const boardForOthers = await visibleFeed(ben, `&user_id=${ana.profile.id}`);
    expect(boardForOthers).toMatchObject({ posts: [], total: 0 });
    const boardForAuthor = await visibleFeed(ana, `&user_id=${ana.profile.id}`);
    expect(boardForAuthor.posts.map((post) => [post.id, post.is_hidden])).toEqual([[postId, true]]);
    expect(boardForAuthor.total).toBe(1);

    for (const viewer of [null, ben]) {
      expect((await call(viewer, 'GET', `/api/posts/${postId}`)).statusCode).toBe(404);
      expect((await call(viewer, 'GET', `/api/posts/${postId}/comments`)).statusCode).toBe(404);
    }
    expect((await call(ben, 'POST', `/api/posts/${postId}/like`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/posts/${postId}/comments`, { content: 'Still here?' })).statusCode).toBe(404);
    expect((await call(ben, 'POST', '/api/reports', { target_type: 'post', target_id: postId, reason: 'spam' })).statusCode).toBe(404);
    const own = await call(ana, 'GET', `/api/posts/${postId}`);
    expect(PostSchema.parse(own.json())).toMatchObject({ id: postId, is_hidden: true });
    expect(CommentPageSchema.parse((await call(ana, 'GET', `/api/posts/${postId}/comments`)).json()).comments).toHaveLength(1);

    await setHidden('post', postId, false);
    expect(listed(await visibleFeed(null))).toBe(true);
    expect(PostSchema.parse((await call(ben, 'GET', `/api/posts/${postId}`)).json()).is_hidden).toBe(false);
  });

  it("hides a comment from everyone but its author and takes it off the post's count", async () => {
    const [ana, cy] = [await signUpMember(t.app), await signUpMember(t.app)];
    const postId = await make.blogPost(ana);
    const rude = await make.comment(cy, postId, 'Rude words');
    const kind = await make.comment(ben, postId, 'Kind words');
    await setHidden('comment', rude, true);
    await setHidden('comment', rude, true);
    const commentsFor = async (viewer: Member | null) =>
      CommentPageSchema.parse((await call(viewer, 'GET', `/api/posts/${postId}/comments`)).json()).comments;
    expect((await commentsFor(null)).map((c) => c.id)).toEqual([kind]);
    expect((await commentsFor(ana)).map((c) => c.id)).toEqual([kind]);
    expect((await commentsFor(cy)).map((c) => [c.id, c.is_hidden])).toEqual([
      [rude, true],
      [kind, false],
    ]);
    expect(PostSchema.parse((await call(null, 'GET', `/api/posts/${postId}`)).json()).comments_count).toBe(1);
    expect((await call(ben, 'POST', '/api/reports', { target_type: 'comment', target_id: rude, reason: 'harassment' })).statusCode).toBe(
      404,
    );

    await setHidden('comment', rude, false);
    expect((await commentsFor(null)).map((c) => c.id)).toEqual([rude, kind]);
    expect(PostSchema.parse((await call(null, 'GET', `/api/posts/${postId}`)).json()).comments_count).toBe(2);
  });

  it("takes a plant off Browse, its page and its owner's list for others, but not for its owner", async () => {
    const ana = await signUpMember(t.app);
    const plantId = await make.plant(ana, { customName: 'Moderated Monstera' });
    const onBrowse = async (viewer: Member | null) =>
      ExplorePageSchema.parse((await call(viewer, 'GET', '/api/explore-v2?limit=48')).json()).items.some(
        (item) => item.userPlant.id === plantId,
      );
    const available = async () => ExploreSummarySchema.parse((await call(null, 'GET', '/api/explore-v2/summary')).json()).available;
    expect(await onBrowse(ben)).toBe(true);
    const countBefore = await available();

    await setHidden('plant', plantId, true);
    expect(await onBrowse(ben)).toBe(false);
    expect(await onBrowse(null)).toBe(false);
    expect(await available()).toBe(countBefore - 1);
    expect((await call(ben, 'GET', `/api/user-plants/${plantId}`)).statusCode).toBe(404);
    expect(UserPlantListSchema.parse((await call(ben, 'GET', `/api/user-plants?user_id=${ana.profile.id}`)).json())).toEqual([]);
    expect(UserPlantDetailSchema.parse((await call(ana, 'GET', `/api/user-plants/${plantId}`)).json()).userPlant.is_hidden).toBe(true);
    expect(
      UserPlantListSchema.parse((await call(ana, 'GET', `/api/user-plants?user_id=${ana.profile.id}`)).json()).map((p) => p.is_hidden),
    ).toEqual([true]);

    await setHidden('plant', plantId, false);
    expect(await onBrowse(ben)).toBe(true);
    expect((await call(ben, 'GET', `/api/user-plants/${plantId}`)).statusCode).toBe(200);
  });

  it("withholds a hidden message's text and image from both members, in the thread and in the inbox", async () => {
    const ana = await signUpMember(t.app);
    const conversationId = await make.conversation(ana, ben);
    await make.message(ana, conversationId, { content: 'Hi!' });
    const imageId = await make.message(ana, conversationId, {
      message_type: 'image',
      image_data: asDataUrl(await gpsTaggedJpeg()),
      content: 'Look at this',
    });
    const threadFor = async (member: Member) =>
      MessagePageSchema.parse((await call(member, 'GET', `/api/messages?conversation_id=${conversationId}`)).json()).messages;
    const inboxFor = async (member: Member) =>
      ConversationPageSchema.parse((await call(member, 'GET', '/api/conversations')).json()).conversations.find(
        (entry) => entry.conversation.id === conversationId,
      );

    await setHidden('message', imageId, true);
    for (const member of [ana, ben]) {
      const hidden = (await threadFor(member)).find((message) => message.id === imageId);
      expect(hidden).toMatchObject({ content: HIDDEN_MESSAGE_CONTENT, image_url: null, is_hidden: true, message_type: 'image' });
      expect((await inboxFor(member))?.lastMessage).toMatchObject({ content: HIDDEN_MESSAGE_CONTENT, message_type: 'text' });
    }
    expect((await threadFor(ben)).find((message) => message.content === 'Hi!')?.is_hidden).toBe(false);

    await setHidden('message', imageId, false);
    expect((await threadFor(ben)).find((message) => message.id === imageId)).toMatchObject({
      content: 'Look at this',
      is_hidden: false,
      image_url: expect.stringMatching(/^\/media\//),
    });
  });

  it('answers 404 for content that does not exist', async () => {
    for (const type of ['post', 'comment', 'plant', 'message']) {
      expect((await call(moderator, 'PUT', `/api/admin/content/${type}/${NO_SUCH_ID}`, { hidden: true })).statusCode).toBe(404);
    }
  });
});

describe('suspension', () => {
  it('ends the live token of a suspended member and closes their socket within 5 seconds; lifting it lets them sign in again', async () => {
    const eve = await signUpMember(t.app);
    await report(ben, 'member', eve.profile.id, 'harassment');
    const socket = await openMemberSocket(baseUrl, eve.token);
    const started = Date.now();
    const response = await call(moderator, 'PUT', `/api/admin/members/${eve.profile.id}/suspension`, { suspended: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ suspended: true, sessions_ended: 1 });
    const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
    expect(closed?.code).toBe(SOCKET_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call(eve, 'GET', `/api/profiles/${eve.profile.id}`)).statusCode).toBe(401);
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: eve.user.username, password: eve.password },
        remoteAddress: nextIp(),
      });
    expect((await signIn()).statusCode).toBe(403);
    expect((await wholeQueue('open', 50)).find((entry) => entry.member?.id === eve.profile.id)?.member?.suspended).toBe(true);

    expect((await call(moderator, 'PUT', `/api/admin/members/${eve.profile.id}/suspension`, { suspended: false })).json()).toEqual({
      suspended: false,
      sessions_ended: 0,
    });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('refuses to suspend an admin or yourself, and answers 404 for an unknown member', async () => {
    const suspend = (id: string) => call(moderator, 'PUT', `/api/admin/members/${id}/suspension`, { suspended: true });
    expect((await suspend(moderator.profile.id)).statusCode).toBe(400);
    const other = await signUpMember(t.app);
    await changeAdminRole(t.database.db, other.user.username, true);
    expect((await suspend(other.profile.id)).statusCode).toBe(400);
    expect((await call(other, 'GET', `/api/profiles/${other.profile.id}`)).statusCode).toBe(200);
    expect((await suspend(NO_SUCH_ID)).statusCode).toBe(404);
  });
});
