import { BlockListSchema, CANNOT_BLOCK_YOURSELF, CONVERSATION_READ_ONLY, UNBLOCK_FIRST } from '@rootshare/contracts/blocks';
import { UserCardPageSchema, ExplorePageSchema } from '@rootshare/contracts/explore';
import { ActivityStatusListSchema, ConversationPageSchema, MessagePageSchema } from '@rootshare/contracts/messaging';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { CommentPageSchema, PostPageSchema } from '@rootshare/contracts/posts';
import { SwapRequestSchema } from '@rootshare/contracts/swaps';
import { UserPlantListSchema } from '@rootshare/contracts/user-plants';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { openMemberSocket, type TestSocket } from '../../../test/sockets';

let t: TestApp;
let baseUrl: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;
type Make = ReturnType<typeof contentMaker>;
let make: Make;

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (member: Member | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(member) });
const post = (member: Member | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(member), ...(payload ? { payload } : {}) });
const block = (blocker: Member, blocked: Member) => post(blocker, '/api/blocks', { user_id: blocked.profile.id });
const unblock = (blocker: Member, blocked: Member) =>
  t.app.inject({ method: 'DELETE', url: `/api/blocks/${blocked.profile.id}`, headers: as(blocker) });

/**
 * Ana and Ben know each other: a conversation with a message, a plant each up for swap, a post by
 * Ana with a comment by Ben, and a swap Ben proposed that Ana accepted plus a pending one.
 */
interface Acquainted {
  ana: Member;
  ben: Member;
  conversationId: string;
  anaPlant: string;
  benPlant: string;
  anaPost: string;
  acceptedSwap: string;
  pendingSwap: string;
}

async function acquainted(): Promise<Acquainted> {
  const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
  const conversationId = await make.conversation(ben, ana);
  await make.message(ben, conversationId, { content: 'Hi Ana!' });
  const anaPlant = await make.plant(ana, { customName: `Ana's pothos ${ana.user.username}` });
  const benPlant = await make.plant(ben, { customName: `Ben's pothos ${ben.user.username}` });
  const anaPost = await make.blogPost(ana, `Ana's repotting notes ${ana.user.username}`);
  await make.comment(ben, anaPost, 'Great notes!');
  const swap = async () => {
    const response = await post(ben, '/api/swap-requests', {
      recipient_id: ana.profile.id,
      conversation_id: conversationId,
      offered_plants: [benPlant],
      requested_plants: [anaPlant],
    });
    expect(response.statusCode, response.body).toBe(201);
    return SwapRequestSchema.parse(response.json()).id;
  };
  const acceptedSwap = await swap();
  expect((await post(ana, `/api/swap-requests/${acceptedSwap}/respond`, { action: 'accept' })).statusCode).toBe(200);
  const pendingSwap = await swap();
  return { ana, ben, conversationId, anaPlant, benPlant, anaPost, acceptedSwap, pendingSwap };
}

describe('blocking a member', () => {
  let p: Acquainted;
  beforeEach(async () => {
    p = await acquainted();
  });

  it("answers 204, once or twice, and lists the blocked member on the blocker's settings with their public face only", async () => {
    expect((await block(p.ana, p.ben)).statusCode).toBe(204);
    expect((await block(p.ana, p.ben)).statusCode).toBe(204);
    const listed = await get(p.ana, '/api/blocks');
    expect(listed.statusCode).toBe(200);
    const { blocked } = BlockListSchema.parse(listed.json());
    expect(blocked).toEqual([{ id: p.ben.profile.id, username: p.ben.user.username, avatar_url: null, blocked_at: expect.any(String) }]);
    expect(listed.body).not.toContain(p.ben.user.email);
    // Ben does not learn that Ana blocked him from his own list.
    expect(BlockListSchema.parse((await get(p.ben, '/api/blocks')).json()).blocked).toEqual([]);
  });

  it('refuses blocking yourself, an unknown member, a malformed id, unknown fields and visitors', async () => {
    expect((await block(p.ana, p.ana)).json()).toEqual({ error: CANNOT_BLOCK_YOURSELF });
    expect((await block(p.ana, p.ana)).statusCode).toBe(400);
    expect((await post(p.ana, '/api/blocks', { user_id: NO_SUCH_ID })).statusCode).toBe(404);
    expect((await post(p.ana, '/api/blocks', { user_id: 'ben' })).statusCode).toBe(400);
    expect((await post(p.ana, '/api/blocks', { user_id: p.ben.profile.id, blocker_id: p.ben.profile.id })).statusCode).toBe(400);
    expect((await post(null, '/api/blocks', { user_id: p.ben.profile.id })).statusCode).toBe(401);
    expect((await get(null, '/api/blocks')).statusCode).toBe(401);
    expect(BlockListSchema.parse((await get(p.ana, '/api/blocks')).json()).blocked).toEqual([]);
  });

  it('stops the blocked member messaging the blocker, in the old conversation or a new one, and the blocker is told to unblock first', async () => {
    await block(p.ana, p.ben);
    const inOld = await post(p.ben, '/api/messages', { conversation_id: p.conversationId, content: 'Why?' });
    expect(inOld.statusCode).toBe(409);
    expect(inOld.json()).toEqual({ error: CONVERSATION_READ_ONLY });
    // For Ben, Ana is simply not there.
    expect((await post(p.ben, '/api/messages', { recipient_id: p.ana.profile.id, content: 'Hello?' })).statusCode).toBe(404);
    expect((await post(p.ben, '/api/conversations', { participant_id: p.ana.profile.id })).statusCode).toBe(404);
    expect((await post(p.ana, '/api/messages', { conversation_id: p.conversationId, content: 'Bye' })).statusCode).toBe(409);
    const fromBlocker = await post(p.ana, '/api/conversations', { participant_id: p.ben.profile.id });
    expect(fromBlocker.statusCode).toBe(409);
    expect(fromBlocker.json()).toEqual({ error: UNBLOCK_FIRST });
    const history = MessagePageSchema.parse((await get(p.ana, `/api/messages?conversation_id=${p.conversationId}`)).json());
    expect(history.messages.map((m) => m.content)).not.toContain('Why?');
  });

  it('keeps the conversation readable for both, marked read-only in both inboxes', async () => {
    await block(p.ana, p.ben);
    for (const member of [p.ana, p.ben]) {
      const inbox = ConversationPageSchema.parse((await get(member, '/api/conversations')).json());
      expect(inbox.conversations.find((c) => c.conversation.id === p.conversationId)?.read_only).toBe(true);
      const history = await get(member, `/api/messages?conversation_id=${p.conversationId}`);
      expect(history.statusCode).toBe(200);
      expect(MessagePageSchema.parse(history.json()).messages.map((m) => m.content)).toContain('Hi Ana!');
    }
  });

  it('stops swap requests either way, and answers to a pending one other than a silent decline', async () => {
    await block(p.ana, p.ben);
    const fromBlocked = await post(p.ben, '/api/swap-requests', {
      recipient_id: p.ana.profile.id,
      offered_plants: [p.benPlant],
      requested_plants: [p.anaPlant],
    });
    expect(fromBlocked.statusCode).toBe(404);
    const inConversation = await post(p.ben, '/api/swap-requests', {
      recipient_id: p.ana.profile.id,
      conversation_id: p.conversationId,
      offered_plants: [p.benPlant],
    });
    expect(inConversation.statusCode).toBe(409);
    const fromBlocker = await post(p.ana, '/api/swap-requests', {
      recipient_id: p.ben.profile.id,
      offered_plants: [p.anaPlant],
      requested_plants: [p.benPlant],
    });
    expect(fromBlocker.statusCode).toBe(409);
    expect((await post(p.ana, `/api/swap-requests/${p.pendingSwap}/respond`, { action: 'accept' })).statusCode).toBe(409);
    expect((await post(p.ana, `/api/swap-requests/${p.pendingSwap}/respond`, { action: 'decline', message: 'No' })).statusCode).toBe(409);
    const declined = await post(p.ana, `/api/swap-requests/${p.pendingSwap}/respond`, { action: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(SwapRequestSchema.parse(declined.json()).status).toBe('declined');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/swap-requests/${p.acceptedSwap}/handover`,
          headers: as(p.ben),
          payload: { handover: 'post' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it("stops the blocked member commenting on or liking the blocker's posts, and hides each one's posts and comments from the other", async () => {
    await make.comment(p.ana, p.anaPost, 'Thanks Ben');
    await block(p.ana, p.ben);
    expect((await post(p.ben, `/api/posts/${p.anaPost}/comments`, { content: 'Hello?' })).statusCode).toBe(404);
    expect((await post(p.ben, `/api/posts/${p.anaPost}/like`)).statusCode).toBe(404);
    expect((await get(p.ben, `/api/posts/${p.anaPost}`)).statusCode).toBe(404);
    expect((await get(p.ben, `/api/posts/${p.anaPost}/comments`)).statusCode).toBe(404);
    // The blocker no longer sees the blocked member's comment under her own post.
    const comments = CommentPageSchema.parse((await get(p.ana, `/api/posts/${p.anaPost}/comments`)).json()).comments;
    expect(comments.map((c) => c.content)).toEqual(['Thanks Ben']);
    for (const url of [
      '/api/posts',
      `/api/posts?user_id=${p.ana.profile.id}`,
      `/api/posts?search=${encodeURIComponent(p.ana.user.username)}`,
    ]) {
      const page = PostPageSchema.parse((await get(p.ben, url)).json());
      expect(
        page.posts.map((x) => x.id),
        url,
      ).not.toContain(p.anaPost);
    }
    // A visitor and other members still see it.
    expect((await get(null, `/api/posts/${p.anaPost}`)).statusCode).toBe(200);
  });

  it("hides the blocker's profile, plants and listings from the blocked member, who stays visible to the blocker", async () => {
    await block(p.ana, p.ben);
    expect((await get(p.ben, `/api/profiles/${p.ana.profile.id}`)).statusCode).toBe(404);
    expect((await get(p.ben, `/api/profiles/${p.ana.user.username}`)).statusCode).toBe(404);
    expect((await get(p.ana, `/api/profiles/${p.ben.profile.id}`)).statusCode).toBe(200);
    expect((await get(p.ben, `/api/user-plants/${p.anaPlant}`)).statusCode).toBe(404);
    expect(UserPlantListSchema.parse((await get(p.ben, `/api/user-plants?user_id=${p.ana.profile.id}`)).json())).toEqual([]);
    const exploreUrl = `/api/explore-v2?search=${encodeURIComponent(p.ana.user.username)}&limit=48`;
    const peopleUrl = `/api/users/search?query=${encodeURIComponent(p.ana.user.username)}`;
    const plantsFound = async (viewer: Member | null) =>
      ExplorePageSchema.parse((await get(viewer, exploreUrl)).json()).items.map((item) => item.userPlant.id);
    const peopleFound = async (viewer: Member | null) =>
      UserCardPageSchema.parse((await get(viewer, peopleUrl)).json()).users.map((u) => u.id);
    expect(await plantsFound(p.ben)).not.toContain(p.anaPlant);
    expect(await peopleFound(p.ben)).not.toContain(p.ana.profile.id);
    // Everyone else still finds her.
    expect(await plantsFound(null)).toContain(p.anaPlant);
    expect(await peopleFound(null)).toContain(p.ana.profile.id);
    expect((await get(null, `/api/user-plants/${p.anaPlant}`)).statusCode).toBe(200);
  });

  it("hides the blocker's wishlist, garden photos and profile stats from the blocked member, as her profile", async () => {
    const pothos = (await post(null, '/api/plants/search', { query: 'pothos' })).json() as { plants: Array<{ id: string }> };
    const wishlistAdded = await post(p.ana, '/api/wishlist', { plant_id: pothos.plants[0]?.id });
    expect(wishlistAdded.statusCode, wishlistAdded.body).toBe(201);
    await block(p.ana, p.ben);
    const urls = [
      `/api/wishlist/${p.ana.profile.id}`,
      `/api/wishlist/${p.ana.user.username}`,
      `/api/garden-photos?user_id=${p.ana.profile.id}`,
      `/api/profiles/${p.ana.profile.id}/stats`,
      `/api/profiles/${p.ana.user.username}/stats`,
    ];
    for (const url of urls) {
      const answer = await get(p.ben, url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json().error).toBe('Profile not found');
      // The blocker and everyone else still see them.
      expect((await get(p.ana, url)).statusCode, url).toBe(200);
      expect((await get(null, url)).statusCode, url).toBe(200);
    }
    // The blocker still sees the blocked member's.
    expect((await get(p.ana, `/api/wishlist/${p.ben.profile.id}`)).statusCode).toBe(200);
    expect((await get(p.ana, `/api/profiles/${p.ben.profile.id}/stats`)).statusCode).toBe(200);
  });

  it('stops notifications from the blocked member', async () => {
    await block(p.ana, p.ben);
    const before = NotificationPageSchema.parse((await get(p.ana, '/api/notifications')).json()).notifications.length;
    expect((await post(p.ben, `/api/swap-requests/${p.acceptedSwap}/complete`)).statusCode).toBe(200);
    const after = NotificationPageSchema.parse((await get(p.ana, '/api/notifications')).json()).notifications;
    expect(after).toHaveLength(before);
    expect(after.map((n) => n.title)).not.toContain('Swap marked complete');
  });

  it('shows the two members to each other as away, with no last-seen time, while they are online', async () => {
    const sockets = [await openMemberSocket(baseUrl, p.ana.token), await openMemberSocket(baseUrl, p.ben.token)];
    try {
      const statusOf = async (viewer: Member, other: Member) =>
        ActivityStatusListSchema.parse((await get(viewer, `/api/users/activity-status?userIds=${other.profile.id}`)).json()).statuses[0];
      expect((await statusOf(p.ben, p.ana))?.status).toBe('active');
      await block(p.ana, p.ben);
      expect(await statusOf(p.ben, p.ana)).toEqual({ user_id: p.ana.profile.id, status: 'away', last_active_at: null });
      expect(await statusOf(p.ana, p.ben)).toEqual({ user_id: p.ben.profile.id, status: 'away', last_active_at: null });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('opens every channel again once the blocker unblocks', async () => {
    await block(p.ana, p.ben);
    expect((await unblock(p.ana, p.ben)).statusCode).toBe(204);
    expect((await unblock(p.ana, p.ben)).statusCode).toBe(204);
    expect((await post(p.ben, '/api/messages', { conversation_id: p.conversationId, content: 'Friends again?' })).statusCode).toBe(201);
    expect((await get(p.ben, `/api/profiles/${p.ana.profile.id}`)).statusCode).toBe(200);
    expect((await get(p.ben, `/api/posts/${p.anaPost}`)).statusCode).toBe(200);
    const inbox = ConversationPageSchema.parse((await get(p.ana, '/api/conversations')).json());
    expect(inbox.conversations.find((c) => c.conversation.id === p.conversationId)?.read_only).toBe(false);
  });

  it('lets only the blocker lift a block: the blocked member cannot unblock themselves', async () => {
    await block(p.ana, p.ben);
    expect((await unblock(p.ben, p.ana)).statusCode).toBe(204);
    expect((await post(p.ben, '/api/messages', { conversation_id: p.conversationId, content: 'Let me in' })).statusCode).toBe(409);
  });
});

describe('blocking over the socket', () => {
  let p: Acquainted;
  let anaSocket: TestSocket;
  let benSocket: TestSocket;
  beforeEach(async () => {
    p = await acquainted();
    [anaSocket, benSocket] = [await openMemberSocket(baseUrl, p.ana.token), await openMemberSocket(baseUrl, p.ben.token)];
    return () => {
      anaSocket.close();
      benSocket.close();
    };
  });

  it('tells both members that their blocks changed, so their pages refetch', async () => {
    await block(p.ana, p.ben);
    await anaSocket.waitFor('blocks_changed');
    await benSocket.waitFor('blocks_changed');
  });

  it("passes no typing, message or notification of the blocked member to the blocker's socket, nor the other way round", async () => {
    // Cy talks with both; typing to Cy, sent right after each blocked frame and handled the same
    // way, marks when that frame's event would have gone out.
    const cy = await signUpMember(t.app);
    const [withAna, withBen] = [await make.conversation(cy, p.ana), await make.conversation(cy, p.ben)];
    const cySocket = await openMemberSocket(baseUrl, cy.token);
    onTestFinished(() => cySocket.close());
    await block(p.ana, p.ben);
    await Promise.all([anaSocket.waitFor('blocks_changed'), benSocket.waitFor('blocks_changed')]);
    anaSocket.events.length = 0;
    benSocket.events.length = 0;
    benSocket.send({ type: 'typing', conversationId: p.conversationId, isTyping: true });
    benSocket.send({ type: 'typing', conversationId: withBen, isTyping: true });
    anaSocket.send({ type: 'typing', conversationId: p.conversationId, isTyping: true });
    anaSocket.send({ type: 'typing', conversationId: withAna, isTyping: true });
    await post(p.ben, '/api/messages', { conversation_id: p.conversationId, content: 'Still there?' });
    await post(p.ben, `/api/swap-requests/${p.acceptedSwap}/complete`);
    await Promise.all([
      cySocket.waitFor('typing', (e) => e.userId === p.ben.profile.id),
      cySocket.waitFor('typing', (e) => e.userId === p.ana.profile.id),
    ]);
    await Promise.all([anaSocket.flush(), benSocket.flush()]);
    const fromTheOther = (socket: TestSocket) =>
      socket.events.filter((e) => e.type === 'typing' || e.type === 'new_message' || e.type === 'notification');
    expect(fromTheOther(anaSocket)).toEqual([]);
    expect(fromTheOther(benSocket)).toEqual([]);
  });

  it('passes typing again after an unblock', async () => {
    await block(p.ana, p.ben);
    await unblock(p.ana, p.ben);
    await anaSocket.waitFor('blocks_changed');
    benSocket.send({ type: 'typing', conversationId: p.conversationId, isTyping: true });
    await anaSocket.waitFor('typing', (e) => e.userId === p.ben.profile.id);
  });
});
