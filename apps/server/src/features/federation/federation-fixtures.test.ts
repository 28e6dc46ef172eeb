import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_NOT_KNOWN_HERE,
  proxiedMediaUrl,
  RemoteBlockListSchema,
  RemoteConversationListSchema,
  RemoteFeedSchema,
  RemoteThreadSchema,
  type RemoteItem,
} from '@rootshare/contracts/federation-following';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { NotificationSettingsSchema } from '@rootshare/contracts/notification-settings';
import { PushPayloadSchema } from '@rootshare/contracts/push';
import { eq } from 'drizzle-orm';
import { AccountExportSchema } from '@rootshare/contracts/account';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startActivityPubPeer, type ActivityPubPeer } from '../../../test/activitypub-peer';
import { CommentPageSchema, PostSchema } from '@rootshare/contracts/posts';
import { ForwardedReportSchema, REPORT_NOT_FROM_ELSEWHERE } from '@rootshare/contracts/federation-admin';
import { contentMaker } from '../../../test/content';
import {
  adminOf,
  DELIVERY_TEST_MS,
  DELIVERY_WAIT as WAIT,
  federatingMember,
  openReports,
  startFederatingTown,
} from '../../../test/federation';
import { as, signUpMember, type TestApp } from '../../../test/helpers';
import { startFakePushService, type FakePushService } from '../../../test/push-service';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { openMemberSocket } from '../../../test/sockets';
import { users } from '../../db/schema/accounts';

/**
 * What Mastodon, Pixelfed and Mobilizon send, from fixtures written from their documented formats:
 * a member here follows alice on the loopback peer, and each activity alice delivers, signed, is
 * kept as the member's feed shows it, or dropped.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
const FIXTURES = path.resolve(import.meta.dirname, '../../../test/fixtures/activitypub');

let t: TestApp;
let sink: SmtpSink;
let pushService: FakePushService;
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

const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
let statusId = 200;

/**
 * A Note to ana as Mastodon writes one, a mention of her first: a public reply (cc everyone and
 * alice's followers) or a direct message (cc nobody).
 */
const mastodonNote = ({
  text,
  cc,
  inReplyTo = null,
  type = 'Create',
  id = `${peer.origin}/users/alice/statuses/${(statusId += 1)}`,
}: {
  text: string;
  cc: string[];
  inReplyTo?: string | null;
  type?: 'Create' | 'Update';
  id?: string | undefined;
}) => ({
  id: `${id}/${type.toLowerCase()}/${(statusId += 1)}`,
  type,
  actor: peer.actorId,
  to: [`${origin}/ap/users/${ana.profile.id}`],
  cc,
  object: {
    id,
    type: 'Note',
    inReplyTo,
    published: '2026-11-21T09:00:00Z',
    url: `${peer.origin}/@alice/${statusId}`,
    attributedTo: peer.actorId,
    to: [`${origin}/ap/users/${ana.profile.id}`],
    cc,
    content: `<p><span class="h-card" translate="no"><a href="${origin}/profile/${ana.profile.id}" class="u-url mention">@<span>${ana.profile.username}</span></a></span> ${text}</p>`,
    tag: [{ type: 'Mention', href: `${origin}/ap/users/${ana.profile.id}`, name: `@${ana.profile.username}@${new URL(origin).host}` }],
  },
});

beforeAll(async () => {
  peer = await startActivityPubPeer();
  [sink, pushService] = await Promise.all([startSmtpSink(), startFakePushService()]);
  const town = await startFederatingTown({
    catalogue: true,
    allowLoopbackPushEndpoints: true,
    env: { SMTP_URL: sink.url, MAIL_FROM: 'Rootshare <hello@rootshare.test>' },
  });
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
  await Promise.all([peer.close(), sink.close(), pushService.close()]);
});

describe('activities from other kinds of servers', { timeout: DELIVERY_TEST_MS }, () => {
  it('keeps a Mastodon post as text with its picture and description, dropping its script', async () => {
    const { id } = await deliver('mastodon-create-note');
    const item = await kept(id);
    expect(item).toMatchObject({
      type: 'Note',
      url: `${peer.origin}/@alice/113500000000000001`,
      image_url: proxiedMediaUrl(`${peer.origin}/system/media_attachments/files/113/500/000/original/leaf.jpg`),
      image_description: 'A monstera leaf unfurling by a window',
      author: { handle: `@alice@${new URL(peer.origin).host}`, name: 'Alice' },
    });
    expect(item?.text).toBe('My #monstera has a new leaf!\nCuttings soon & free.\n\nAsk me.');
  });

  it('keeps a Pixelfed photo with the Image it carries', async () => {
    const { id } = await deliver('pixelfed-create-note');
    const item = await kept(id);
    expect(item).toMatchObject({ type: 'Note', image_url: proxiedMediaUrl(`${peer.origin}/storage/m/_v2/700/seed-tray.jpg`) });
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
      time_zone: 'Europe/Paris',
    });
  });

  it('drops a time zone it does not know, so the event shows in the reader’s own', async () => {
    const activity = fixture('mobilizon-create-event');
    const event = activity.object as Record<string, unknown>;
    const id = `${String(event.id)}-elsewhere`;
    await deliverActivity({ ...activity, id: `${id}/activity`, object: { ...event, id, url: id, timezone: 'Mars/Olympus_Mons' } });
    expect(await kept(id)).toMatchObject({ type: 'Event', starts_at: '2026-12-12T13:00:00.000Z', time_zone: null });
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

describe('direct messages with a Mastodon account', { timeout: DELIVERY_TEST_MS }, () => {
  const mastodonDirect = (text: string, type: 'Create' | 'Update' = 'Create', id?: string) => mastodonNote({ text, cc: [], type, id });

  const conversations = async (member = ana) =>
    RemoteConversationListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/federation/conversations', headers: as(member) })).json(),
    ).conversations;
  const thread = async (id: string) =>
    RemoteThreadSchema.parse((await t.app.inject({ method: 'GET', url: `/api/federation/conversations/${id}`, headers: as(ana) })).json());

  let first: { id: string };
  /** Lets the queue run a message entry's mail job now instead of ten minutes later; answers how many jobs it moved. */
  const bringMailForward = async (notificationId: string) =>
    (
      await t.database.executeSql(
        `update pgboss.job set start_after = now() where name = 'notification-mail' and state = 'created' and singleton_key = $1`,
        [notificationId],
      )
    ).rowCount;
  const bellOf = async (member: Member) =>
    NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(member) })).json())
      .notifications;

  it('keeps a Mastodon direct message as a conversation with alice, marked with her server, and rings the bell', async () => {
    const sent = mastodonDirect('Is the pothos still up for swap?');
    await deliverActivity(sent);
    first = { id: sent.object.id };
    const [conversation, ...others] = await conversations();
    expect(others).toEqual([]);
    expect(conversation).toMatchObject({
      account: { handle: `@alice@${new URL(peer.origin).host}`, name: 'Alice', home: new URL(peer.origin).host },
      last_message: { content: 'Is the pothos still up for swap?', from_me: false },
      unread: 1,
    });
    // Private: never in the feed, and never a comment anywhere.
    expect(await kept(first.id)).toBeUndefined();
    const bell = NotificationPageSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(ana) })).json(),
    ).notifications;
    expect(bell[0]).toMatchObject({
      type: 'message',
      message: `@alice@${new URL(peer.origin).host}: Is the pothos still up for swap?`,
      remote_conversation_id: conversation?.id,
      is_read: false,
    });
  });

  it('sends the member’s answer to alice alone, as Mastodon reads a direct message, and serves it to nobody else', async () => {
    const [conversation] = await conversations();
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/federation/conversations/${conversation?.id ?? ''}/messages`,
      headers: as(ana),
      payload: { content: 'Yes! Saturday morning?' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const create = await vi.waitFor(() => {
      const found = peer.received().find((entry) => JSON.stringify(entry.activity).includes('Yes! Saturday morning?'));
      if (!found) throw new Error('not delivered yet');
      return found.activity as { to: unknown; cc?: unknown; object: Record<string, unknown> };
    }, WAIT);
    const note = create.object;
    expect([note.to].flat()).toEqual([peer.actorId]);
    expect(JSON.stringify([note.cc ?? [], create.cc ?? []])).not.toContain('#Public');
    expect(JSON.stringify(note.tag)).toContain(peer.actorId);
    expect(note.inReplyTo).toBe(first.id);
    // Fetched without alice's signature, the message is not given.
    const fetched = await fetch(String(note.id), { headers: { accept: 'application/activity+json' } });
    expect(fetched.status).toBe(401);
    expect(await fetched.text()).not.toContain('Saturday');

    const read = await thread(conversation?.id ?? '');
    expect(read.messages.map((message) => [message.from_me, message.content])).toEqual([
      [false, 'Is the pothos still up for swap?'],
      [true, 'Yes! Saturday morning?'],
    ]);
    expect((await conversations())[0]?.unread).toBe(0);
    // Reading the conversation reads its bell entry too.
    expect((await bellOf(ana)).find((entry) => entry.type === 'message')?.is_read).toBe(true);
  });

  it('takes her edit and her deletion of a message', async () => {
    await deliverActivity(mastodonDirect('Is the golden pothos still up for swap?', 'Update', first.id));
    const [conversation] = await conversations();
    expect((await thread(conversation?.id ?? '')).messages[0]?.content).toBe('Is the golden pothos still up for swap?');
    await deliverActivity({ id: `${first.id}#delete`, type: 'Delete', actor: peer.actorId, object: { id: first.id, type: 'Tombstone' } });
    expect((await thread(conversation?.id ?? '')).messages.map((message) => message.content)).toEqual(['Yes! Saturday morning?']);
  });

  it('puts the conversation and the follow in the member’s data export, and nothing of them in another member’s', async () => {
    const exportOf = async (member: Member) =>
      AccountExportSchema.parse((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(member) })).json())
        .other_servers;
    const handle = `@alice@${new URL(peer.origin).host}`;
    const mine = await exportOf(ana);
    expect(mine.following).toEqual([expect.objectContaining({ actor: peer.actorId, handle, accepted: true })]);
    expect(mine.conversations).toEqual([
      {
        with: { actor: peer.actorId, handle },
        about: null,
        messages: [expect.objectContaining({ from: 'me', content: 'Yes! Saturday morning?' })],
      },
    ]);
    expect(await exportOf(await federatingMember(t))).toEqual({ following: [], conversations: [], replies: [], blocked: [] });
  });

  it('lets no other member read or answer the conversation', async () => {
    const [conversation] = await conversations();
    const other = await federatingMember(t);
    expect(await conversations(other)).toEqual([]);
    const read = await t.app.inject({ method: 'GET', url: `/api/federation/conversations/${conversation?.id ?? ''}`, headers: as(other) });
    expect(read.statusCode).toBe(404);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/federation/conversations/${conversation?.id ?? ''}/messages`,
      headers: as(other),
      payload: { content: 'Not mine to answer' },
    });
    expect(answer.statusCode).toBe(404);
    expect(JSON.stringify(peer.received())).not.toContain('Not mine to answer');
  });

  it('mails and pushes her messages still unread after ten minutes once, opening the conversation, and nothing of one read in time', async () => {
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, ana.user.id));
    const settings = NotificationSettingsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/notification-settings', headers: as(ana) })).json(),
    );
    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: as(ana),
      payload: { ...settings, unread_messages: 'both' },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const device = pushService.device();
    const subscribed = await t.app.inject({ method: 'PUT', url: '/api/push/subscription', headers: as(ana), payload: device.subscription });
    expect(subscribed.statusCode, subscribed.body).toBe(204);

    const socket = await openMemberSocket(origin, ana.token);
    await deliverActivity(mastodonDirect('Could I have a cutting?'));
    await socket.waitFor('remote_conversations_changed');
    socket.events.length = 0;
    await deliverActivity(mastodonDirect('I can bring a fern.'));
    // The second adds no bell entry, but her open pages are still told to fetch it.
    await socket.waitFor('remote_conversations_changed');
    expect(socket.events.filter((event) => event.type === 'notification')).toEqual([]);
    socket.close();
    const waiting = (await bellOf(ana)).filter((entry) => entry.type === 'message' && !entry.is_read);
    expect(waiting).toHaveLength(1);
    const conversationId = waiting[0]?.remote_conversation_id ?? '';
    expect(conversationId).toBe((await conversations())[0]?.id);

    // The queue holds the entry ten minutes in case it is read; the test brings that time forward.
    expect(await bringMailForward(waiting[0]?.id ?? '')).toBe(1);
    const handle = `@alice@${new URL(peer.origin).host}`;
    const mail = await sink.waitFor((m) => m.subject === `${handle} sent you 2 messages`);
    expect(mail.text).toContain(`You have 2 unread messages from ${handle}.`);
    expect(mail.text).toContain(`Read and reply: ${origin}/other-towns/messages/${conversationId}`);
    expect(mail.text).not.toContain('fern');
    const [pushed] = await device.waitForPushes(1);
    expect(PushPayloadSchema.parse(JSON.parse(device.decrypt(pushed?.body ?? Buffer.alloc(0))))).toEqual({
      title: `${handle} sent you 2 messages`,
      body: `You have 2 unread messages from ${handle}.`,
      url: `/other-towns/messages/${conversationId}`,
      tag: `remote-conversation-${conversationId}`,
    });

    // Read before its ten minutes are over, the next one sends nothing.
    await thread(conversationId);
    await deliverActivity(mastodonDirect('See you Saturday.'));
    const next = (await bellOf(ana)).find((entry) => entry.type === 'message' && !entry.is_read);
    await thread(conversationId);
    expect(await bringMailForward(next?.id ?? '')).toBe(1);
    await vi.waitFor(async () => {
      const { rows } = await t.database.executeSql(`select state from pgboss.job where name = 'notification-mail' and singleton_key = $1`, [
        next?.id ?? '',
      ]);
      expect(rows).toEqual([{ state: 'completed' }]);
    }, WAIT);
    expect(sink.messages.filter((m) => m.subject?.startsWith(handle))).toHaveLength(1);
    expect(device.received()).toHaveLength(1);
  });
});

describe('replies from Mastodon to a member’s post', { timeout: DELIVERY_TEST_MS }, () => {
  let postId: string;
  const mastodonReply = (inReplyTo: string, text: string, type: 'Create' | 'Update' = 'Create', id?: string) =>
    mastodonNote({ text, inReplyTo, cc: [PUBLIC, `${peer.actorId}/followers`], type, id });

  const comments = async (id = postId) =>
    CommentPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${id}/comments` })).json()).comments;
  const commentsCount = async () =>
    PostSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json()).comments_count;
  const likesCount = async () => PostSchema.parse((await t.app.inject({ method: 'GET', url: `/api/posts/${postId}` })).json()).likes_count;
  /** alice likes ana's post, as Mastodon sends it. */
  const likeOfPost = (name: string) => ({
    id: `${peer.actorId}#likes/${name}`,
    type: 'Like',
    actor: peer.actorId,
    object: `${origin}/ap/articles/${postId}`,
  });
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
    const report = (await openReports(t, admin)).find(
      (each) => each.target_id === comment?.id && each.details === 'The same link every hour',
    );
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
    expect((await openReports(t, admin)).find((each) => each.id === report?.id)?.forwarded_at).toBe(forwarded_at);
  });

  it('takes a report from her server’s moderators into the queue, about what of ours it names, once while open', async () => {
    const host = new URL(peer.origin).host;
    const admin = await adminOf(t);
    const fromThere = async () => (await openReports(t, admin)).filter((report) => report.reported_from === host);
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
    const report = (await openReports(t, admin)).find((each) => each.target_id === postId);
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

  it('drops everything of alice once ana blocks her: replies, conversation and follow go, new ones and likes are not taken, until she unblocks', async () => {
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'Before the block'));
    const fromAlice = async () => (await comments()).filter((comment) => comment.remote_author?.home === new URL(peer.origin).host);
    expect((await fromAlice()).map((comment) => comment.content)).toContain('Before the block');
    const blocks = async (member = ana) =>
      RemoteBlockListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/federation/blocks', headers: as(member) })).json())
        .accounts;

    const stranger = await federatingMember(t);
    const blockAlice = (member: Member) =>
      t.app.inject({ method: 'POST', url: '/api/federation/blocks', headers: as(member), payload: { actor: peer.actorId } });
    const notKnown = await blockAlice(stranger);
    expect(notKnown.statusCode).toBe(404);
    expect(notKnown.json().error).toBe(ACCOUNT_NOT_KNOWN_HERE);

    const blocked = await blockAlice(ana);
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json()).toMatchObject({ actor: peer.actorId, handle: `@alice@${new URL(peer.origin).host}` });
    expect(await fromAlice()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/federation/conversations', headers: as(ana) })).json()).toEqual({
      conversations: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/federation/following', headers: as(ana) })).json()).toEqual({ accounts: [] });
    // Her server is told ana no longer follows her.
    await vi.waitFor(
      () =>
        expect(peer.received().some(({ activity }) => activity.type === 'Undo' && JSON.stringify(activity.object).includes('Follow'))).toBe(
          true,
        ),
      WAIT,
    );

    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'After the block'));
    await deliverActivity(likeOfPost('blocked'));
    await deliverActivity(mastodonNote({ text: 'Are you there?', cc: [] }));
    await deliverActivity({
      id: `${peer.actorId}#follows/blocked`,
      type: 'Follow',
      actor: peer.actorId,
      object: `${origin}/ap/users/${ana.profile.id}`,
    });
    expect(await fromAlice()).toEqual([]);
    expect(await likesCount()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/federation/conversations', headers: as(ana) })).json()).toEqual({
      conversations: [],
    });
    const { rows } = await t.database.executeSql(`select count(*)::int as n from federation_followers where follower_uri = $1`, [
      peer.actorId,
    ]);
    expect((rows[0] as { n: number }).n).toBe(0);
    expect((await blocks()).map((block) => block.actor)).toEqual([peer.actorId]);

    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/federation/blocks?actor=${encodeURIComponent(peer.actorId)}`,
      headers: as(ana),
    });
    expect(lifted.statusCode).toBe(204);
    expect(await blocks()).toEqual([]);
    await deliverActivity(mastodonReply(`${origin}/ap/articles/${postId}`, 'After the unblock'));
    expect((await fromAlice()).map((comment) => comment.content)).toEqual(['After the unblock']);
    await deliverActivity(likeOfPost('unblocked'));
    expect(await likesCount()).toBe(1);
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
