import {
  FollowingListSchema,
  REMOTE_ITEM_NOT_FOUND,
  RemoteConversationListSchema,
  RemoteFeedSchema,
  RemoteReplySchema,
  RemoteThreadSchema,
} from '@rootshare/contracts/federation-following';
import { CommentPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentMaker } from '../../../test/content';
import {
  adminOf,
  DELIVERY_TEST_MS,
  DELIVERY_WAIT as WAIT,
  federatingMember as federating,
  openReports,
  startFederatingTown,
  type FederatingTown as Town,
} from '../../../test/federation';
import { as, signUpMember } from '../../../test/helpers';

/**
 * Two towns' Rootshares on the loopback, each on its own port and database with its job queue: a
 * gardener in one follows a gardener in the other and sees what she lists there, as it changes.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
let portland: Town;
let salem: Town;
let ana: Member;
let bo: Member;

const federatingMember = (town: Town) => federating(town.t, { latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' });

/** Ana follows bo in the other town and waits until his town has accepted. */
async function anaFollowsBo(): Promise<void> {
  const followed = await portland.t.app.inject({
    method: 'POST',
    url: '/api/federation/following',
    headers: as(ana),
    payload: { handle: boHandle() },
  });
  expect(followed.statusCode, followed.body).toBe(201);
  expect(followed.json()).toMatchObject({ handle: boHandle(), accepted: false });
  await vi.waitFor(async () => expect((await followingOf(portland, ana))[0]?.accepted).toBe(true), WAIT);
}

const boHandle = () => `@${bo.profile.username}@${new URL(salem.origin).host}`;

const feedOf = async (town: Town, member: Member) =>
  RemoteFeedSchema.parse((await town.t.app.inject({ method: 'GET', url: '/api/federation/feed', headers: as(member) })).json()).items;

/** A member writes to the author of an item of their feed elsewhere. */
const contact = (member: Member, about: string, content: string) =>
  portland.t.app.inject({ method: 'POST', url: '/api/federation/conversations', headers: as(member), payload: { about, content } });

const conversationsOf = async (town: Town, member: Member) =>
  RemoteConversationListSchema.parse(
    (await town.t.app.inject({ method: 'GET', url: '/api/federation/conversations', headers: as(member) })).json(),
  ).conversations;

const followingOf = async (town: Town, member: Member) =>
  FollowingListSchema.parse((await town.t.app.inject({ method: 'GET', url: '/api/federation/following', headers: as(member) })).json())
    .accounts;

beforeAll(async () => {
  [portland, salem] = [
    await startFederatingTown({ catalogue: true, places: true }),
    await startFederatingTown({ catalogue: true, places: true }),
  ];
  ana = await federatingMember(portland);
  bo = await federatingMember(salem);
}, DELIVERY_TEST_MS);
afterAll(async () => {
  await portland.t.close();
  await salem.t.close();
});

describe('a gardener following a gardener in another town', { timeout: DELIVERY_TEST_MS }, () => {
  it('asks a member to let other servers follow them before they follow anyone there', async () => {
    const shy = await signUpMember(portland.t.app);
    const response = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/following',
      headers: as(shy),
      payload: { handle: boHandle() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatch(/^Let people on other servers follow you first/);
  });

  it('says when there is no such account, and refuses what is not an address', async () => {
    const missing = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/following',
      headers: as(ana),
      payload: { handle: `@nobody-here@${new URL(salem.origin).host}` },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No account was found at that address');
    const bad = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/following',
      headers: as(ana),
      payload: { handle: 'bo' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to follow an account on this same server, by handle or by link, and saves nothing', async () => {
    const neighbour = await federatingMember(portland);
    const ownHost = new URL(portland.origin).host;
    for (const handle of [`@${neighbour.profile.username}@${ownHost}`, `${portland.origin}/ap/users/${neighbour.user.id}`]) {
      const response = await portland.t.app.inject({
        method: 'POST',
        url: '/api/federation/following',
        headers: as(ana),
        payload: { handle },
      });
      expect(response.statusCode, handle).toBe(409);
      expect(response.json().error).toBe('That account is on this server: follow them from their profile here');
    }
    expect(await followingOf(portland, ana)).toEqual([]);
  });

  it('follows her by handle, is accepted, and sees her new listing, its edit and its removal', async () => {
    await anaFollowsBo();

    const make = contentMaker(salem.t.app);
    const listing = await make.plant(bo, { customName: 'Variegated pothos' });
    const item = await vi.waitFor(async () => {
      const found = (await feedOf(portland, ana)).find((entry) => entry.url === `${salem.origin}/plant/${listing}`);
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    expect(item).toMatchObject({ type: 'Note', name: 'Variegated pothos', author: { handle: boHandle() }, swap_listing: true });
    expect(item.text).toContain('Up for swap (cutting)');
    expect(item.place).toContain('Portland');

    const edited = await salem.t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${listing}`,
      headers: as(bo),
      payload: { notes: 'Water <b>weekly</b> & keep warm.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // What she typed arrives as the same text, never as markup.
    await vi.waitFor(async () => expect((await feedOf(portland, ana))[0]?.text).toContain('Water <b>weekly</b> & keep warm.'), WAIT);

    const removed = await salem.t.app.inject({ method: 'DELETE', url: `/api/user-plants/${listing}`, headers: as(bo) });
    expect(removed.statusCode).toBeLessThan(300);
    await vi.waitFor(async () => expect(await feedOf(portland, ana)).toEqual([]), WAIT);
  });

  it('shows a member only what the accounts they follow published, not another member’s', async () => {
    const other = await federatingMember(portland);
    expect(await feedOf(portland, other)).toEqual([]);
    const notTheirs = await portland.t.app.inject({
      method: 'DELETE',
      url: `/api/federation/following?actor=${encodeURIComponent((await followingOf(portland, ana))[0]?.actor ?? '')}`,
      headers: as(other),
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(await followingOf(portland, ana)).toHaveLength(1);
  });

  it('replies to and likes her post from the feed: her town shows the comment and counts the like, until it is taken back', async () => {
    const postId = await contentMaker(salem.t.app).blogPost(bo, 'Dividing hostas', 'Spring is the time.');
    const uri = `${salem.origin}/ap/articles/${postId}`;
    await vi.waitFor(async () => expect((await feedOf(portland, ana)).map((entry) => entry.uri)).toContain(uri), WAIT);
    const post = async () => PostSchema.parse((await salem.t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json());

    const sent = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/replies',
      headers: as(ana),
      payload: { in_reply_to: uri, content: 'Did you split it with a <b>spade</b>?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = RemoteReplySchema.parse(sent.json());
    expect(reply).toMatchObject({ in_reply_to: uri, content: 'Did you split it with a <b>spade</b>?' });
    expect(reply.uri.startsWith(`${portland.origin}/ap/`)).toBe(true);

    const portlandHost = new URL(portland.origin).host;
    const comment = await vi.waitFor(async () => {
      const page = CommentPageSchema.parse((await salem.t.app.inject({ method: 'GET', url: `/api/posts/${postId}/comments` })).json());
      const found = page.comments[0];
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    expect(comment).toMatchObject({
      content: 'Did you split it with a <b>spade</b>?',
      user: null,
      remote_author: { handle: `@${ana.profile.username}@${portlandHost}`, home: portlandHost },
    });
    expect((await post()).comments_count).toBe(1);
    // Her town fetches the reply at its id, as Mastodon does.
    const note = (await (await fetch(reply.uri, { headers: { accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
    expect(note).toMatchObject({ type: 'Note', inReplyTo: uri, attributedTo: `${portland.origin}/ap/users/${ana.profile.id}` });

    const like = await portland.t.app.inject({ method: 'POST', url: '/api/federation/likes', headers: as(ana), payload: { object: uri } });
    expect(like.statusCode, like.body).toBe(200);
    expect(like.json()).toEqual({ liked: true });
    await vi.waitFor(async () => expect((await post()).likes_count).toBe(1), WAIT);
    const [item] = (await feedOf(portland, ana)).filter((entry) => entry.uri === uri);
    expect(item).toMatchObject({ liked: true, my_replies: [reply], swap_listing: false });

    const unlike = `/api/federation/likes?object=${encodeURIComponent(uri)}`;
    const undone = await portland.t.app.inject({ method: 'DELETE', url: unlike, headers: as(ana) });
    expect(undone.json()).toEqual({ liked: false });
    await vi.waitFor(async () => expect((await post()).likes_count).toBe(0), WAIT);
    const again = await portland.t.app.inject({ method: 'DELETE', url: unlike, headers: as(ana) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ liked: false });
    expect((await feedOf(portland, ana)).find((entry) => entry.uri === uri)?.liked).toBe(false);
  });

  it('contacts the owner of a listing in the other town: the message reaches his inbox marked with her town, and his answer comes back', async () => {
    const listing = await contentMaker(salem.t.app).plant(bo, { customName: 'String of pearls' });
    const item = await vi.waitFor(async () => {
      const found = (await feedOf(portland, ana)).find((entry) => entry.url === `${salem.origin}/plant/${listing}`);
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    const contacted = await contact(ana, item.uri, 'Could I have a strand? I have a spider plant to swap.');
    expect(contacted.statusCode, contacted.body).toBe(201);
    const portlandHost = new URL(portland.origin).host;

    const his = await vi.waitFor(async () => {
      const [found] = await conversationsOf(salem, bo);
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    expect(his).toMatchObject({
      account: { handle: `@${ana.profile.username}@${portlandHost}`, home: portlandHost },
      last_message: { from_me: false, content: 'Could I have a strand? I have a spider plant to swap.' },
      unread: 1,
    });
    const answered = await salem.t.app.inject({
      method: 'POST',
      url: `/api/federation/conversations/${his.id}/messages`,
      headers: as(bo),
      payload: { content: 'Deal. Saturday at the market?' },
    });
    expect(answered.statusCode, answered.body).toBe(201);

    const [hers] = await conversationsOf(portland, ana);
    expect(hers).toMatchObject({ account: { handle: boHandle(), home: new URL(salem.origin).host }, about: { name: 'String of pearls' } });
    await vi.waitFor(async () => {
      const thread = RemoteThreadSchema.parse(
        (await portland.t.app.inject({ method: 'GET', url: `/api/federation/conversations/${hers?.id ?? ''}`, headers: as(ana) })).json(),
      );
      expect(thread.messages.map((message) => [message.from_me, message.content])).toEqual([
        [true, 'Could I have a strand? I have a spider plant to swap.'],
        [false, 'Deal. Saturday at the market?'],
      ]);
    }, WAIT);
  });

  it('lets a member write only to the author of an item of their own feed, and only while they federate', async () => {
    const stranger = await federatingMember(portland);
    const [item] = await feedOf(portland, ana);
    const notTheirs = await contact(stranger, item?.uri ?? '', 'Hello');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().error).toBe(REMOTE_ITEM_NOT_FOUND);
    const shy = await signUpMember(portland.t.app);
    const refused = await contact(shy, item?.uri ?? '', 'Hello');
    expect(refused.statusCode).toBe(409);
    const empty = await contact(ana, item?.uri ?? '', '   ');
    expect(empty.statusCode).toBe(400);
  });

  it('sends a report on her reply from her town’s moderators to his, who find it in their queue about her', async () => {
    const anaActor = `${portland.origin}/ap/users/${ana.profile.id}`;
    const { rows } = await salem.t.database.executeSql(`select id from post_comments where remote_actor_uri = $1 limit 1`, [anaActor]);
    const commentId = (rows[0] as { id: string }).id;
    const reported = await salem.t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(bo),
      payload: { target_type: 'comment', target_id: commentId, reason: 'harassment', details: 'Rude about my hostas' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const salemAdmin = await adminOf(salem.t);
    const report = (await openReports(salem.t, salemAdmin)).find((each) => each.target_id === commentId);
    expect(report?.content.elsewhere).toBe(new URL(portland.origin).host);
    const forwarded = await salem.t.app.inject({
      method: 'POST',
      url: `/api/admin/federation/reports/${report?.id}/forward`,
      headers: as(salemAdmin),
    });
    expect(forwarded.statusCode, forwarded.body).toBe(200);

    const portlandAdmin = await adminOf(portland.t);
    const arrived = await vi.waitFor(async () => {
      const found = (await openReports(portland.t, portlandAdmin)).find((each) => each.reported_from === new URL(salem.origin).host);
      if (!found) throw new Error('not arrived yet');
      return found;
    }, WAIT);
    expect(arrived).toMatchObject({
      reporter: null,
      target_type: 'member',
      target_id: ana.profile.id,
      details: 'Harassment: Rude about my hostas',
    });
    expect(JSON.stringify(arrived)).not.toContain(bo.profile.username);
  });

  it('lets no member reply to or like what is not in their own feed, nor one who does not federate', async () => {
    const uri = (await feedOf(portland, ana))[0]?.uri ?? '';
    expect(uri).not.toBe('');
    const other = await federatingMember(portland);
    const reply = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/replies',
      headers: as(other),
      payload: { in_reply_to: uri, content: 'Not my feed' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error).toBe(REMOTE_ITEM_NOT_FOUND);
    const like = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/likes',
      headers: as(other),
      payload: { object: uri },
    });
    expect(like.statusCode).toBe(404);

    const shy = await signUpMember(portland.t.app);
    const shyReply = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/replies',
      headers: as(shy),
      payload: { in_reply_to: uri, content: 'Hello' },
    });
    expect(shyReply.statusCode).toBe(409);
    const empty = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/replies',
      headers: as(ana),
      payload: { in_reply_to: uri, content: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    const signedOut = await portland.t.app.inject({ method: 'POST', url: '/api/federation/likes', payload: { object: uri } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('unfollows, and the other town stops counting her as a follower', async () => {
    const [account] = await followingOf(portland, ana);
    const response = await portland.t.app.inject({
      method: 'DELETE',
      url: `/api/federation/following?actor=${encodeURIComponent(account?.actor ?? '')}`,
      headers: as(ana),
    });
    expect(response.statusCode).toBe(204);
    expect(await followingOf(portland, ana)).toEqual([]);
    await vi.waitFor(async () => {
      const followers = await fetch(`${account?.actor}/followers`, { headers: { accept: 'application/activity+json' } });
      expect(((await followers.json()) as { totalItems: number }).totalItems).toBe(0);
    }, WAIT);
  });

  it('forgets a member’s replies and likes once she stops federating, and stops serving her reply', async () => {
    const member = await federatingMember(portland);
    const followed = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/following',
      headers: as(member),
      payload: { handle: boHandle() },
    });
    expect(followed.statusCode, followed.body).toBe(201);
    await vi.waitFor(async () => expect((await followingOf(portland, member))[0]?.accepted).toBe(true), WAIT);
    const uri = `${salem.origin}/ap/articles/${await contentMaker(salem.t.app).blogPost(bo, 'Leaf mould')}`;
    await vi.waitFor(async () => expect((await feedOf(portland, member)).map((entry) => entry.uri)).toContain(uri), WAIT);
    const sent = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/replies',
      headers: as(member),
      payload: { in_reply_to: uri, content: 'Two years?' },
    });
    const reply = RemoteReplySchema.parse(sent.json());
    await portland.t.app.inject({ method: 'POST', url: '/api/federation/likes', headers: as(member), payload: { object: uri } });

    const off = await portland.t.app.inject({
      method: 'PUT',
      url: '/api/account/federation',
      headers: as(member),
      payload: { federates: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const kept = async () => {
      const { rows } = await portland.t.database.executeSql(
        `select (select count(*) from federation_replies where member_id = $1)::int + (select count(*) from federation_likes_sent where member_id = $1)::int as n`,
        [member.profile.id],
      );
      return (rows[0] as { n: number }).n;
    };
    await vi.waitFor(async () => expect(await kept()).toBe(0), WAIT);
    expect((await fetch(reply.uri, { headers: { accept: 'application/activity+json' } })).status).toBe(404);
  });

  it('forgets the other town entirely once an admin blocks it, conversations with it too', async () => {
    await anaFollowsBo();
    const listing = await contentMaker(salem.t.app).plant(bo, { customName: 'Before the block' });
    await vi.waitFor(
      async () => expect((await feedOf(portland, ana)).map((entry) => entry.url)).toContain(`${salem.origin}/plant/${listing}`),
      WAIT,
    );

    const admin = await adminOf(portland.t);
    const blocked = await portland.t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      payload: { domain: boHandle() },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(await feedOf(portland, ana)).toEqual([]);
    expect(await followingOf(portland, ana)).toEqual([]);
    expect(await conversationsOf(portland, ana)).toEqual([]);
    const again = await portland.t.app.inject({
      method: 'POST',
      url: '/api/federation/following',
      headers: as(ana),
      payload: { handle: boHandle() },
    });
    // 409, not 403: the web client reads a 403 as a lost session and signs the member out.
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This server is blocked here');
  });
});
