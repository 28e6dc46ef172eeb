import fs from 'node:fs';
import path from 'node:path';
import { RemoteFeedSchema, type RemoteItem } from '@rootshare/contracts/federation-following';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startActivityPubPeer, type ActivityPubPeer } from '../../../test/activitypub-peer';
import { CommentPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { ReportQueuePageSchema } from '@rootshare/contracts/admin';
import { ForwardedReportSchema, REPORT_NOT_FROM_ELSEWHERE } from '@rootshare/contracts/federation-admin';
import { contentMaker } from '../../../test/content';
import { adminOf, DELIVERY_TEST_MS, DELIVERY_WAIT as WAIT, federatingMember, startFederatingTown } from '../../../test/federation';
import { as, signUpMember, type TestApp } from '../../../test/helpers';

/**
 * What Mastodon, Pixelfed and Mobilizon send, from fixtures written from their documented formats:
 * a member here follows alice on the loopback peer, and each activity alice delivers, signed, is
 * kept as the member's feed shows it, or dropped.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/activitypub');

let t: TestApp;
let peer: ActivityPubPeer;
let ana: Member;
let inbox: string;
let origin: string;

const fixture = (name: string): Record<string, unknown> =>
  JSON.parse(
    fs
      .readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')
      .replaceAll('{{ORIGIN}}', peer.origin)
      .replaceAll('{{HOST}}', new URL(peer.origin).host),
  ) as Record<string, unknown>;

const feed = async () =>
  RemoteFeedSchema.parse((await t.app.inject({ method: 'GET', url: '/api/federation/feed', headers: as(ana) })).json()).items;

/** Waits until our queue has handled every activity it was given. */
const settled = () =>
  vi.waitFor(async () => {
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'federation' and state in ('created', 'retry', 'active')`,
      [],
    );
    expect((rows[0] as { n: number }).n).toBe(0);
  }, WAIT);

/** Delivers an activity as alice, signed, and waits until our queue has handled it. */
async function deliverActivity(activity: Record<string, unknown>): Promise<void> {
  const response = await peer.deliver(inbox, activity);
  expect(response.status, response.body).toBe(202);
  await settled();
}

/** Delivers a fixture as alice and waits until our queue has handled every activity it was given. */
async function deliver(name: string): Promise<{ id: string }> {
  const activity = fixture(name);
  await deliverActivity(activity);
  return { id: String((activity.object as { id: string }).id) };
}

const kept = async (id: string): Promise<RemoteItem | undefined> => (await feed()).find((item) => item.uri === id);

beforeAll(async () => {
  peer = await startActivityPubPeer();
  const town = await startFederatingTown({ catalogue: true });
  t = town.t;
  ({ origin } = town);
  ana = await federatingMember(t);
  inbox = `${origin}/ap/users/${ana.profile.id}/inbox`;
  const followed = await t.app.inject({
    method: 'POST',
    url: '/api/federation/following',
    headers: as(ana),
    payload: { handle: peer.actorId },
  });
  expect(followed.statusCode, followed.body).toBe(201);
  await vi.waitFor(async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/federation/following', headers: as(ana) })).json() as {
      accounts: Array<{ accepted: boolean }>;
    };
    expect(list.accounts[0]?.accepted).toBe(true);
  }, WAIT);
}, DELIVERY_TEST_MS);
afterAll(async () => {
  await t.close();
  await peer.close();
});

describe('activities from other kinds of servers', { timeout: DELIVERY_TEST_MS }, () => {
  it('keeps a Mastodon post as text with its picture and description, dropping its script', async () => {
    const { id } = await deliver('mastodon-create-note');
    const item = await kept(id);
    expect(item).toMatchObject({
      type: 'Note',
      url: `${peer.origin}/@alice/113500000000000001`,
      image_url: `${peer.origin}/system/media_attachments/files/113/500/000/original/leaf.jpg`,
      image_description: 'A monstera leaf unfurling by a window',
      author: { handle: `@alice@${new URL(peer.origin).host}`, name: 'Alice' },
    });
    expect(item?.text).toBe('My #monstera has a new leaf!\nCuttings soon & free.\n\nAsk me.');
  });

  it('keeps a Pixelfed photo with the Image it carries', async () => {
    const { id } = await deliver('pixelfed-create-note');
    const item = await kept(id);
    expect(item).toMatchObject({ type: 'Note', image_url: `${peer.origin}/storage/m/_v2/700/seed-tray.jpg` });
    expect(item?.text).toBe('Seed tray day 🌱 #seedstarting');
  });

  it('keeps a Mobilizon event with its times and place', async () => {
    const { id } = await deliver('mobilizon-create-event');
    const item = await kept(id);
    expect(item).toMatchObject({
      type: 'Event',
      name: 'Winter seed swap',
      starts_at: '2026-12-12T13:00:00.000Z',
      ends_at: '2026-12-12T16:00:00.000Z',
      place: 'Maison des associations',
      text: 'Bring seeds in labelled envelopes. Tea provided.',
    });
  });

  it('drops what it does not show, such as a poll', async () => {
    const { id } = await deliver('mastodon-create-question');
    expect(await kept(id)).toBeUndefined();
  });

  it('drops a post that claims to be from alice but lives on another server', async () => {
    const forged = fixture('mastodon-create-note');
    const object = { ...(forged.object as Record<string, unknown>), id: 'https://elsewhere.example/notes/1' };
    const response = await peer.deliver(inbox, { ...forged, id: `${peer.origin}/forged/1`, object });
    expect(response.status).toBeLessThan(500);
    await vi.waitFor(async () => {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from pgboss.job where name = 'federation' and state in ('created', 'retry', 'active')`,
        [],
      );
      expect((rows[0] as { n: number }).n).toBe(0);
    }, WAIT);
    expect(await kept('https://elsewhere.example/notes/1')).toBeUndefined();
  });

  it('lets alice take back what she posted', async () => {
    const id = `${peer.origin}/users/alice/statuses/113500000000000001`;
    const deleted = await peer.deliver(inbox, {
      id: `${id}#delete`,
      type: 'Delete',
      actor: peer.actorId,
      object: { id, type: 'Tombstone' },
    });
    expect(deleted.status).toBe(202);
    await vi.waitFor(async () => expect(await kept(id)).toBeUndefined(), WAIT);
  });
});

describe('replies from Mastodon to a member’s post', { timeout: DELIVERY_TEST_MS }, () => {
  const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
  let postId: string;
  let statusId = 200;

  /** A Mastodon reply to an object here, as Mastodon writes it: a mention of the member first, then the text. */
  const mastodonReply = (
    inReplyTo: string,
    text: string,
    type: 'Create' | 'Update' = 'Create',
    id = `${peer.origin}/users/alice/statuses/${(statusId += 1)}`,
  ) => ({
    id: `${id}/${type.toLowerCase()}/${(statusId += 1)}`,
    type,
    actor: peer.actorId,
    to: [`${origin}/ap/users/${ana.profile.id}`],
    cc: [PUBLIC, `${peer.actorId}/followers`],
    object: {
      id,
      type: 'Note',
      inReplyTo,
      published: '2026-11-21T09:00:00Z',
      url: `${peer.origin}/@alice/${statusId}`,
      attributedTo: peer.actorId,
      to: [`${origin}/ap/users/${ana.profile.id}`],
      cc: [PUBLIC, `${peer.actorId}/followers`],
      content: `<p><span class="h-card" translate="no"><a href="${origin}/profile/${ana.profile.id}" class="u-url mention">@<span>${ana.profile.username}</span></a></span> ${text}</p>`,
      tag: [{ type: 'Mention', href: `${origin}/ap/users/${ana.profile.id}`, name: `@${ana.profile.username}@${new URL(origin).host}` }],
    },
  });

  const comments = async (id = postId) =>
    CommentPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${id}/comments` })).json()).comments;
  const commentsCount = async () =>
    PostSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json()).comments_count;
  const storedReplies = async (uri: string) => {
    const { rows } = await t.database.executeSql(`select count(*)::int as n from post_comments where remote_uri = $1`, [uri]);
    return (rows[0] as { n: number }).n;
  };

  beforeAll(async () => {
    postId = await contentMaker(t.app).blogPost(ana, 'Dividing hostas');
    // Replies are taken only to what other servers were sent.
    await vi.waitFor(async () => {
      const { rows } = await t.database.executeSql(`select count(*)::int as n from federation_published where object = $1`, [
        `post:${postId}`,
      ]);
      expect((rows[0] as { n: number }).n).toBe(1);
    }, WAIT);
  }, DELIVERY_TEST_MS);

  it('becomes a comment on the post, as text without the mention, its script or its markup, signed by alice there', async () => {
    const reply = mastodonReply(`${origin}/ap/articles/${postId}`, `Lovely roots! <script>alert('x')</script><b>How</b> old?`);
    await deliverActivity(reply);
    const [comment] = await comments();
    expect(comment).toMatchObject({
      content: 'Lovely roots! How old?',
      user: null,
      remote_author: { handle: `@alice@${new URL(peer.origin).host}`, name: 'Alice', home: new URL(peer.origin).host },
    });
    expect(await commentsCount()).toBe(1);
  });

  it('is moderated as any comment: a member reports it and an admin hides it from the thread and its count', async () => {
    const [comment] = await comments();
    const reader = await signUpMember(t.app);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(reader),
      payload: { target_type: 'comment', target_id: comment?.id, reason: 'spam' },
    });
    expect(reported.statusCode, reported.body).toBe(201);

    const admin = await adminOf(t);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open', headers: as(admin) });
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.body).toContain(comment?.content);
    const hide = (hidden: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/content/comment/${comment?.id}`, headers: as(admin), payload: { hidden } });
    expect((await hide(true)).statusCode).toBe(200);
    expect(await comments()).toEqual([]);
    expect(await commentsCount()).toBe(0);
    expect((await hide(false)).statusCode).toBe(200);
    expect(await commentsCount()).toBe(1);
  });

  it('sends a report on her reply to her server once, as a Flag from the town that names the reply and not the reporter', async () => {
    const [comment] = await comments();
    const reader = await signUpMember(t.app);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(reader),
      payload: { target_type: 'comment', target_id: comment?.id, reason: 'spam', details: 'The same link every hour' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const admin = await adminOf(t);
    const queue = ReportQueuePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open', headers: as(admin) })).json(),
    );
    const report = queue.reports.find((each) => each.target_id === comment?.id && each.details === 'The same link every hour');
    expect(report).toMatchObject({ content: { elsewhere: new URL(peer.origin).host }, forwarded_at: null });
    const forward = (who: Member, id = report?.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/federation/reports/${id}/forward`, headers: as(who) });

    expect((await forward(reader)).statusCode).toBe(404);
    const first = await forward(admin);
    expect(first.statusCode, first.body).toBe(200);
    const { forwarded_at } = ForwardedReportSchema.parse(first.json());
    const { rows } = await t.database.executeSql(`select remote_uri from post_comments where id = $1`, [comment?.id]);
    const replyUri = (rows[0] as { remote_uri: string }).remote_uri;
    const flag = await vi.waitFor(() => {
      const found = peer.received().find((each) => each.activity.type === 'Flag');
      expect(found).toBeDefined();
      return found;
    }, WAIT);
    expect(flag?.activity).toMatchObject({ actor: `${origin}/ap/users/instance`, content: 'Spam: The same link every hour' });
    expect(flag?.activity.object).toEqual([peer.actorId, replyUri]);
    expect(JSON.stringify(flag?.activity)).not.toContain(reader.profile.username);

    const again = await forward(admin);
    expect(ForwardedReportSchema.parse(again.json()).forwarded_at).toBe(forwarded_at);
    const listed = ReportQueuePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open', headers: as(admin) })).json(),
    );
    expect(listed.reports.find((each) => each.id === report?.id)?.forwarded_at).toBe(forwarded_at);
  });

  it('takes a report from her server’s moderators into the queue, about what of ours it names, once while open', async () => {
    const host = new URL(peer.origin).host;
    const admin = await adminOf(t);
    const fromThere = async () =>
      ReportQueuePageSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open&limit=50', headers: as(admin) })).json(),
      ).reports.filter((report) => report.reported_from === host);
    const flag = (id: number, objects: string[], content: string) => ({
      id: `${peer.origin}/flags/${id}`,
      type: 'Flag',
      actor: peer.actorId,
      content,
      object: objects,
    });
    const anaActor = `${origin}/ap/users/${ana.profile.id}`;

    await deliverActivity(flag(1, [anaActor, `${origin}/ap/articles/${postId}`], 'Selling <b>seeds</b> in replies'));
    expect(await fromThere()).toEqual([
      expect.objectContaining({
        reporter: null,
        target_type: 'post',
        target_id: postId,
        reason: 'other',
        details: 'Selling seeds in replies',
        member: expect.objectContaining({ id: ana.profile.id }),
      }),
    ]);

    await deliverActivity(flag(2, [`${origin}/ap/articles/${postId}`], 'Still selling'));
    expect((await fromThere()).map((report) => report.details)).toEqual(['Still selling']);

    await deliverActivity(flag(3, [anaActor], 'Her profile links a scam'));
    expect(await fromThere()).toContainEqual(expect.objectContaining({ target_type: 'member', target_id: ana.profile.id }));

    // Nothing of ours named (their own account, an article never published here): nothing filed.
    await deliverActivity(flag(4, [peer.actorId, `${origin}/ap/articles/00000000-0000-4000-8000-000000000000`], 'Wrong server'));
    expect(await fromThere()).toHaveLength(2);
  });

  it('sends nothing on for a report on what a member here wrote', async () => {
    const reader = await signUpMember(t.app);
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: as(reader),
      payload: { target_type: 'post', target_id: postId, reason: 'other' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const admin = await adminOf(t);
    const queue = ReportQueuePageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reports?view=open', headers: as(admin) })).json(),
    );
    const report = queue.reports.find((each) => each.target_id === postId);
    expect(report?.content.elsewhere).toBeNull();
    const forward = await t.app.inject({ method: 'POST', url: `/api/admin/federation/reports/${report?.id}/forward`, headers: as(admin) });
    expect(forward.statusCode).toBe(409);
    expect(forward.json()).toMatchObject({ error: REPORT_NOT_FROM_ELSEWHERE });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/reports/00000000-0000-4000-8000-000000000000/forward',
      headers: as(admin),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('takes her edit and her deletion of the reply', async () => {
    const id = `${peer.origin}/users/alice/statuses/300`;
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'First thought', 'Create', id));
    expect((await comments()).map((comment) => comment.content)).toContain('First thought');
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'Second thought', 'Update', id));
    const contents = (await comments()).map((comment) => comment.content);
    expect(contents).toContain('Second thought');
    expect(contents).not.toContain('First thought');
    expect(await commentsCount()).toBe(2);

    await deliverActivity({ id: `${id}#delete`, type: 'Delete', actor: peer.actorId, object: { id, type: 'Tombstone' } });
    expect((await comments()).map((comment) => comment.content)).not.toContain('Second thought');
    expect(await commentsCount()).toBe(1);
  });

  it('drops a reply to something that is not here, to a hidden post, and to a listing, which takes no comments', async () => {
    const unknown = mastodonReply(`${origin}/ap/articles/00000000-0000-4000-8000-000000000000`, 'Hello?');
    await deliverActivity(unknown);
    expect(await storedReplies(unknown.object.id)).toBe(0);

    const hiddenPost = await contentMaker(t.app).blogPost(ana, 'Soon hidden');
    await vi.waitFor(async () => {
      const { rows } = await t.database.executeSql(`select count(*)::int as n from federation_published where object = $1`, [
        `post:${hiddenPost}`,
      ]);
      expect((rows[0] as { n: number }).n).toBe(1);
    }, WAIT);
    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/content/post/${hiddenPost}`,
      headers: as(await adminOf(t)),
      payload: { hidden: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const toHidden = mastodonReply(`${origin}/ap/articles/${hiddenPost}`, 'Where did it go?');
    await deliverActivity(toHidden);
    expect(await storedReplies(toHidden.object.id)).toBe(0);

    const listing = await contentMaker(t.app).plant(ana, { customName: 'Spare fern' });
    const toListing = mastodonReply(`${origin}/ap/notes/listings/${listing}`, 'Is it still there?');
    await deliverActivity(toListing);
    expect(await storedReplies(toListing.object.id)).toBe(0);
  });

  it('forgets every reply of an account deleted on its server', async () => {
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'One more'));
    expect(await commentsCount()).toBe(2);
    await deliverActivity({ id: `${peer.actorId}#delete`, type: 'Delete', actor: peer.actorId, to: [PUBLIC], object: peer.actorId });
    expect(await comments()).toEqual([]);
    expect(await commentsCount()).toBe(0);
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'Back again'));
    expect(await commentsCount()).toBe(1);
  });

  it('refuses replies from a server an admin blocked, and forgets the ones it had', async () => {
    expect(await commentsCount()).toBe(1);
    const admin = await adminOf(t);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/federation/blocked-domains',
      headers: as(admin),
      payload: { domain: peer.origin },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(await comments()).toEqual([]);
    expect(await commentsCount()).toBe(0);

    const response = await peer.deliver(inbox, mastodonReply(`${origin}/ap/articles/${postId}`, 'Let me in'));
    expect(response.status).toBe(403);
    expect(await comments()).toEqual([]);
  });
});
