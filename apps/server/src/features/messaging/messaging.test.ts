import { CHAT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import {
  ConversationEntrySchema,
  ConversationPageSchema,
  MessagePageSchema,
  MessageSchema,
  OpenedConversationSchema,
  SHARED_IMAGE_CONTENT,
} from '@rootshare/contracts/messaging';
import { UnreadCountSchema } from '@rootshare/contracts/counts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { asDataUrl, gpsTaggedJpeg, SCRIPT_AS_JPEG } from '../../../test/images';
import { changeAdminRole } from '../admin/admin-command';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let ana: Member;
let ben: Member;
let outsider: Member;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true });
  [ana, ben, outsider] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
});
afterAll(async () => {
  await t.close();
});

const open = (member: Member | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/conversations', headers: as(member), payload });
const send = (member: Member | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: as(member), payload });
const history = (member: Member | null, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/messages?${query}`, headers: as(member) });
const inbox = async (member: Member, query = '') =>
  ConversationPageSchema.parse((await t.app.inject({ method: 'GET', url: `/api/conversations${query}`, headers: as(member) })).json());
const unread = async (member: Member) =>
  UnreadCountSchema.parse((await t.app.inject({ method: 'GET', url: '/api/messages/unread-count', headers: as(member) })).json())
    .unreadCount;
const entryOf = async (member: Member, conversationId: string) =>
  (await inbox(member)).conversations.find((entry) => entry.conversation.id === conversationId);
const unreadIn = async (member: Member, conversationId: string) => (await entryOf(member, conversationId))?.unread_count;
const markRead = (member: Member | null, conversationId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/conversations/${conversationId}/read`, headers: as(member) });

async function conversationBetween(a: Member, b: Member, plantId: string | null = null): Promise<string> {
  const response = await open(a, { participant_id: b.profile.id, plant_id: plantId });
  return OpenedConversationSchema.parse(response.json()).id;
}

async function addPlant(owner: Member): Promise<string> {
  const search = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'pothos' } });
  const plantId = (search.json() as { plants: Array<{ id: string }> }).plants[0]?.id;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user-plants',
    headers: as(owner),
    payload: { plant_id: plantId, swap_type: 'cutting', available_for_swap: true, pest_free_confirmed: true },
  });
  if (response.statusCode !== 201) throw new Error(`plant: ${response.statusCode} ${response.body}`);
  return (response.json() as { userPlant: { id: string } }).userPlant.id;
}

describe('conversations', () => {
  it('starts a conversation once: the second ask from either member answers the same thread', async () => {
    const first = await open(ana, { participant_id: ben.profile.id });
    expect(first.statusCode).toBe(201);
    const opened = OpenedConversationSchema.parse(first.json());
    expect(opened).toMatchObject({
      conversation: { plant_id: null, last_message_at: null },
      otherParticipant: { id: ben.profile.id, username: ben.user.username },
      lastMessage: null,
    });
    expect(opened.id).toBe(opened.conversation.id);
    const again = await open(ben, { participant_id: ana.profile.id, plant_id: null });
    expect(again.statusCode).toBe(200);
    expect(OpenedConversationSchema.parse(again.json())).toMatchObject({ id: opened.id, otherParticipant: { id: ana.profile.id } });
  });

  it('keeps a thread about a plant apart from the general one, and only about a plant of one of the two', async () => {
    const plantId = await addPlant(ben);
    const general = await conversationBetween(ana, ben);
    const aboutPlant = await conversationBetween(ana, ben, plantId);
    expect(aboutPlant).not.toBe(general);
    expect(await conversationBetween(ben, ana, plantId)).toBe(aboutPlant);
    const strangersPlant = await addPlant(outsider);
    expect((await open(ana, { participant_id: ben.profile.id, plant_id: strangersPlant })).statusCode).toBe(400);
    expect((await open(ana, { participant_id: ben.profile.id, plant_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('refuses a thread with oneself, with an unknown member, and without a session', async () => {
    expect((await open(ana, { participant_id: ana.profile.id })).json()).toEqual({ error: 'You cannot message yourself' });
    expect((await open(ana, { participant_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await open(ana, { participant_id: 'not-a-uuid' })).statusCode).toBe(400);
    expect((await open(null, { participant_id: ben.profile.id })).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('sends a text message into a conversation and shows it to both members', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const response = await send(ana, { conversation_id: conversationId, content: '  Hello Ben!  ', message_type: 'text' });
    expect(response.statusCode).toBe(201);
    const message = MessageSchema.parse(response.json());
    expect(message).toMatchObject({
      conversation_id: conversationId,
      sender_id: ana.profile.id,
      sender: { username: ana.user.username },
      recipient_id: ben.profile.id,
      content: 'Hello Ben!',
      message_type: 'text',
      is_read: false,
      image_url: null,
    });
    for (const member of [ana, ben]) {
      const page = MessagePageSchema.parse((await history(member, `conversation_id=${conversationId}`)).json());
      expect(page.messages.at(-1)).toEqual(message);
    }
  });

  it('refuses blank, missing and overlong text, and a message both to a conversation and to a member', async () => {
    const conversationId = await conversationBetween(ana, ben);
    expect((await send(ana, { conversation_id: conversationId, content: '   ' })).statusCode).toBe(400);
    expect((await send(ana, { conversation_id: conversationId })).statusCode).toBe(400);
    expect((await send(ana, { conversation_id: conversationId, content: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await send(ana, { conversation_id: conversationId, recipient_id: ben.profile.id, content: 'hi' })).statusCode).toBe(400);
    expect((await send(ana, { content: 'to nobody' })).statusCode).toBe(400);
    expect((await send(ana, { conversation_id: conversationId, content: 'hi', sender_id: ben.profile.id })).statusCode).toBe(400);
  });

  it('sends to a member about a plant, starting the thread, which the history by member and plant then finds', async () => {
    const carla = await signUpMember(t.app);
    const plantId = await addPlant(carla);
    const response = await send(ana, { recipient_id: carla.profile.id, plant_id: plantId, content: 'Is the pothos still available?' });
    expect(response.statusCode).toBe(201);
    const message = MessageSchema.parse(response.json());
    expect(message.plant_id).toBe(plantId);
    const thread = MessagePageSchema.parse((await history(carla, `otherUserId=${ana.profile.id}&plantId=${plantId}`)).json());
    expect(thread.messages.map((m) => m.id)).toEqual([message.id]);
    const general = MessagePageSchema.parse((await history(carla, `otherUserId=${ana.profile.id}`)).json());
    expect(general.messages).toEqual([]);
    expect((await send(ana, { recipient_id: ana.profile.id, content: 'me' })).statusCode).toBe(400);
  });

  it('stores an image message as WebP without its GPS data, captioned "Shared an image" by default', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const response = await send(ana, {
      conversation_id: conversationId,
      message_type: 'image',
      image_data: asDataUrl(await gpsTaggedJpeg()),
    });
    expect(response.statusCode).toBe(201);
    const message = MessageSchema.parse(response.json());
    expect(message).toMatchObject({ message_type: 'image', content: SHARED_IMAGE_CONTENT });
    const served = await t.app.inject({ method: 'GET', url: message.image_url ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    const captioned = MessageSchema.parse(
      (
        await send(ana, {
          conversation_id: conversationId,
          message_type: 'image',
          content: 'My monstera',
          image_data: asDataUrl(await gpsTaggedJpeg()),
        })
      ).json(),
    );
    expect(captioned.content).toBe('My monstera');
  });

  it('refuses an image message that is not an image, has no image, or is over 5 MB', async () => {
    const conversationId = await conversationBetween(ana, ben);
    expect(
      (await send(ana, { conversation_id: conversationId, message_type: 'image', image_data: asDataUrl(SCRIPT_AS_JPEG) })).statusCode,
    ).toBe(415);
    expect((await send(ana, { conversation_id: conversationId, message_type: 'image' })).statusCode).toBe(400);
    const huge = Buffer.concat([await gpsTaggedJpeg(), Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    const tooLarge = await send(ana, { conversation_id: conversationId, message_type: 'image', image_data: huge.toString('base64') });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'Image size must be less than 5MB' });
  });

  it('lets an outsider neither read, post to nor mark read a conversation, and changes nothing', async () => {
    const conversationId = await conversationBetween(ana, ben);
    await send(ana, { conversation_id: conversationId, content: 'private' });
    const before = await unread(ben);
    expect((await history(outsider, `conversation_id=${conversationId}`)).statusCode).toBe(404);
    expect((await send(outsider, { conversation_id: conversationId, content: 'let me in' })).statusCode).toBe(404);
    expect((await markRead(outsider, conversationId)).statusCode).toBe(404);
    expect((await history(null, `conversation_id=${conversationId}`)).statusCode).toBe(401);
    expect((await send(null, { conversation_id: conversationId, content: 'anon' })).statusCode).toBe(401);
    const page = MessagePageSchema.parse((await history(ana, `conversation_id=${conversationId}&limit=100`)).json());
    expect(page.messages.some((m) => m.content === 'let me in')).toBe(false);
    expect(await unread(ben)).toBe(before);
    expect((await inbox(outsider)).conversations.some((c) => c.conversation.id === conversationId)).toBe(false);
  });

  it('refuses a swap request message sent on its own: the swap request posts its card itself', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const response = await send(ana, {
      conversation_id: conversationId,
      message_type: 'swap_request',
      content: 'swap?',
      swap_request_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.json()).toEqual({ error: 'Swap request messages are sent with Request Swap' });
  });
});

describe('a send repeated with its client key', () => {
  const messagesIn = async (member: Member, conversationId: string) =>
    MessagePageSchema.parse((await history(member, `conversation_id=${conversationId}`)).json()).messages;

  it('answers the first message and stores nothing more when the same member sends the same key again', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const key = crypto.randomUUID();
    const first = await send(ana, { conversation_id: conversationId, content: 'Written in the garden', client_key: key });
    const again = await send(ana, { conversation_id: conversationId, content: 'Written in the garden', client_key: key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(MessageSchema.parse(again.json())).toEqual(MessageSchema.parse(first.json()));
    expect((await messagesIn(ben, conversationId)).filter((message) => message.content === 'Written in the garden')).toHaveLength(1);
  });

  it('stores one message when two sends with one key cross', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => send(ana, { conversation_id: conversationId, content: 'Crossed wires', client_key: key })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => MessageSchema.parse(answer.json()).id)).size).toBe(1);
    expect((await messagesIn(ana, conversationId)).filter((message) => message.content === 'Crossed wires')).toHaveLength(1);
  });

  it("gives another member reusing a key their own new message, never the first member's", async () => {
    const conversationId = await conversationBetween(ana, ben);
    const key = crypto.randomUUID();
    const anas = MessageSchema.parse((await send(ana, { conversation_id: conversationId, content: 'From Ana', client_key: key })).json());
    const bens = await send(ben, { conversation_id: conversationId, content: 'From Ben', client_key: key });
    expect(bens.statusCode).toBe(201);
    expect(MessageSchema.parse(bens.json())).toMatchObject({ sender_id: ben.profile.id, content: 'From Ben' });
    expect(MessageSchema.parse(bens.json()).id).not.toBe(anas.id);
    // An outsider's key cannot reach into a conversation they are not in either.
    const outsiders = await send(outsider, { conversation_id: conversationId, content: 'Let me in', client_key: key });
    expect(outsiders.statusCode).toBe(404);
    const contents = (await messagesIn(ana, conversationId)).map((message) => message.content);
    expect(contents.filter((content) => ['From Ana', 'From Ben', 'Let me in'].includes(content))).toEqual(['From Ana', 'From Ben']);
  });

  it('refuses a client key that is not a UUID', async () => {
    const conversationId = await conversationBetween(ana, ben);
    const response = await send(ana, { conversation_id: conversationId, content: 'hi', client_key: 'not-a-key' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.stringContaining('client_key must be a UUID') as unknown });
  });
});

describe('unread counts and reading', () => {
  it('counts what a member received and has not read, never what they sent, until the conversation is read', async () => {
    const [dora, eli] = [await signUpMember(t.app), await signUpMember(t.app)];
    const conversationId = await conversationBetween(dora, eli);
    for (const content of ['one', 'two']) await send(dora, { conversation_id: conversationId, content });
    await send(eli, { conversation_id: conversationId, content: 'reply' });
    expect(await unread(eli)).toBe(2);
    expect(await unread(dora)).toBe(1);
    expect(await unreadIn(eli, conversationId)).toBe(2);
    expect(await unreadIn(dora, conversationId)).toBe(1);
    expect((await markRead(eli, conversationId)).statusCode).toBe(204);
    expect(await unread(eli)).toBe(0);
    expect(await unreadIn(eli, conversationId)).toBe(0);
    expect(await unread(dora)).toBe(1);
    const page = MessagePageSchema.parse((await history(dora, `conversation_id=${conversationId}`)).json());
    expect(page.messages.map((m) => [m.content, m.is_read])).toEqual([
      ['one', true],
      ['two', true],
      ['reply', false],
    ]);
  });
});

describe('the inbox', () => {
  it('lists conversations most recent first with the other member and the last message, page by page, and no private fields', async () => {
    const [fay, gus, hal, ivy] = [
      await signUpMember(t.app),
      await signUpMember(t.app),
      await signUpMember(t.app),
      await signUpMember(t.app),
    ];
    const withGus = await conversationBetween(fay, gus);
    const withHal = await conversationBetween(hal, fay);
    const withIvy = await conversationBetween(fay, ivy);
    await send(ivy, { conversation_id: withIvy, content: 'zeroth' });
    await send(fay, { conversation_id: withGus, content: 'first' });
    await send(hal, { conversation_id: withHal, content: 'second' });
    const first = await inbox(fay, '?limit=2');
    // The thread with Ivy had its message before the others, so it sorts last.
    expect(first.conversations.map((c) => c.conversation.id)).toEqual([withHal, withGus]);
    expect(first.conversations[0]).toMatchObject({
      otherParticipant: { id: hal.profile.id, username: hal.user.username, avatar_url: null },
      lastMessage: { content: 'second', message_type: 'text', is_read: false, sender_id: hal.profile.id },
    });
    const second = await inbox(fay, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.conversations.map((c) => c.conversation.id)).toEqual([withIvy]);
    expect(second.conversations[0]?.lastMessage).toMatchObject({ content: 'zeroth' });
    expect(second.nextCursor).toBeNull();
    const raw = JSON.stringify(first);
    for (const secret of [hal.user.email, gus.user.email, 'password', 'latitude']) expect(raw).not.toContain(secret);
  });

  it('pages through a long history, oldest first within a page, older pages by cursor, none skipped or repeated', async () => {
    const [jo, kim] = [await signUpMember(t.app), await signUpMember(t.app)];
    const conversationId = await conversationBetween(jo, kim);
    for (let i = 1; i <= 25; i++) await send(i % 2 ? jo : kim, { conversation_id: conversationId, content: `m${i}` });
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = MessagePageSchema.parse(
        (await history(kim, `conversation_id=${conversationId}&limit=10${cursor ? `&cursor=${cursor}` : ''}`)).json(),
      );
      seen.unshift(...page.messages.map((m) => m.content));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `m${i + 1}`));
    expect((await history(kim, `conversation_id=${conversationId}&cursor=bogus`)).statusCode).toBe(400);
  });
});

describe('a thread opened without a message', () => {
  it("stays out of both members' inboxes and counts until its first message, so Contact Owner leaves no empty row", async () => {
    const [mia, nia] = [await signUpMember(t.app), await signUpMember(t.app)];
    const plantId = await addPlant(nia);
    const conversationId = await conversationBetween(mia, nia, plantId);
    expect((await inbox(mia)).conversations).toEqual([]);
    expect((await inbox(nia)).conversations).toEqual([]);
    expect(await unread(nia)).toBe(0);

    await send(mia, { conversation_id: conversationId, content: 'Is the pothos still available?' });
    const listed = (await inbox(nia)).conversations;
    expect(listed.map((entry) => entry.conversation.id)).toEqual([conversationId]);
    expect(listed[0]).toMatchObject({
      otherParticipant: { id: mia.profile.id },
      lastMessage: { content: 'Is the pothos still available?' },
      unread_count: 1,
    });
    expect(await unread(nia)).toBe(1);
    expect((await inbox(mia)).conversations.map((entry) => entry.conversation.id)).toEqual([conversationId]);
  });

  it('is the same thread when the other member opens it too, and still in no inbox until a message', async () => {
    const [oli, pia] = [await signUpMember(t.app), await signUpMember(t.app)];
    const conversationId = await conversationBetween(oli, pia);
    expect(await conversationBetween(pia, oli)).toBe(conversationId);
    expect((await inbox(pia)).conversations).toEqual([]);
    expect((await inbox(oli)).conversations).toEqual([]);
    await send(pia, { conversation_id: conversationId, content: 'Hello!' });
    expect((await inbox(oli)).conversations.map((entry) => entry.conversation.id)).toEqual([conversationId]);
    expect((await inbox(pia)).conversations.map((entry) => entry.conversation.id)).toEqual([conversationId]);
  });
});

describe('one conversation by its id', () => {
  it('answers either member with the entry and its plant before the first message, and 404 to anyone else', async () => {
    const [quin, rue] = [await signUpMember(t.app), await signUpMember(t.app)];
    const plantId = await addPlant(rue);
    const conversationId = await conversationBetween(quin, rue, plantId);
    const read = (member: Member | null, id = conversationId) =>
      t.app.inject({ method: 'GET', url: `/api/conversations/${id}`, headers: as(member) });

    const asked = await read(quin);
    expect(asked.statusCode).toBe(200);
    expect(ConversationEntrySchema.parse(asked.json())).toMatchObject({
      conversation: { id: conversationId, plant_id: plantId },
      otherParticipant: { id: rue.profile.id },
      lastMessage: null,
      plant: { id: plantId },
    });
    expect(asked.body).not.toContain('@');
    expect(ConversationEntrySchema.parse((await read(rue)).json()).otherParticipant.id).toBe(quin.profile.id);

    const outsiderAsks = await read(outsider);
    expect(outsiderAsks.statusCode).toBe(404);
    expect(outsiderAsks.json()).toEqual({ error: 'Conversation not found' });
    expect((await read(null)).statusCode).toBe(401);
    const malformed = await read(quin, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'Conversation not found' });
  });
});

describe('the plant of a conversation', () => {
  const plantOf = async (member: Member, conversationId: string) => (await entryOf(member, conversationId))?.plant;
  const setAvailable = async (owner: Member, plantId: string, available: boolean) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plantId}`,
      headers: as(owner),
      payload: { available_for_swap: available, pest_free_confirmed: available },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("names the plant, with its list-sized thumbnail and id, in both members' entries; a general chat has none", async () => {
    const [sol, tia] = [await signUpMember(t.app), await signUpMember(t.app)];
    const plantId = await addPlant(tia);
    const named = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${plantId}`,
      headers: as(tia),
      payload: { custom_name: "Grandma's pothos" },
    });
    expect(named.statusCode, named.body).toBe(200);
    const aboutPlant = await conversationBetween(sol, tia, plantId);
    const general = await conversationBetween(sol, tia);
    await send(sol, { conversation_id: aboutPlant, content: 'Hi!' });
    await send(sol, { conversation_id: general, content: 'Hello again' });
    // The catalogue's photo as its list-sized WebP: the whole JPEG weighs over 100 KB for a 24-pixel picture.
    const expected = {
      id: plantId,
      name: "Grandma's pothos",
      thumbnail_url: expect.stringMatching(/^\/api\/plant-photos\/.+\?w=96$/) as unknown,
    };
    expect(await plantOf(sol, aboutPlant)).toEqual(expected);
    const thumbnail = await t.app.inject({ method: 'GET', url: (await plantOf(sol, aboutPlant))?.thumbnail_url ?? '' });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 96 });
    expect(thumbnail.rawPayload.length).toBeLessThan(8_000);
    expect(await plantOf(tia, aboutPlant)).toEqual(expected);
    expect(await plantOf(sol, general)).toBeNull();
    const opened = OpenedConversationSchema.parse((await open(sol, { participant_id: tia.profile.id, plant_id: plantId })).json());
    expect(opened.plant).toEqual(expected);
  });

  it("withholds the other member's plant while it is not offered, hidden by a moderator, or the two blocked each other; its owner always sees it", async () => {
    const [uma, vic, moderator] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
    await changeAdminRole(t.database.db, moderator.user.username, true);
    const plantId = await addPlant(vic);
    const conversationId = await conversationBetween(uma, vic, plantId);
    await send(uma, { conversation_id: conversationId, content: 'Hello' });
    expect(await plantOf(uma, conversationId)).toMatchObject({ id: plantId });

    await setAvailable(vic, plantId, false);
    expect(await plantOf(uma, conversationId)).toBeNull();
    expect(await plantOf(vic, conversationId)).toMatchObject({ id: plantId });
    await setAvailable(vic, plantId, true);

    const hide = (hidden: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/content/plant/${plantId}`, headers: as(moderator), payload: { hidden } });
    expect((await hide(true)).statusCode).toBe(200);
    expect(await plantOf(uma, conversationId)).toBeNull();
    expect(await plantOf(vic, conversationId)).toMatchObject({ id: plantId });
    expect((await hide(false)).statusCode).toBe(200);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/blocks', headers: as(uma), payload: { user_id: vic.profile.id } })).statusCode,
    ).toBe(204);
    expect(await entryOf(uma, conversationId)).toMatchObject({ read_only: true, plant: null, conversation: { plant_id: plantId } });
    expect(await plantOf(vic, conversationId)).toMatchObject({ id: plantId });
  });

  it('keeps a thread about a removed plant as a plant conversation without its plant', async () => {
    const [wes, xia] = [await signUpMember(t.app), await signUpMember(t.app)];
    const plantId = await addPlant(xia);
    const conversationId = await conversationBetween(wes, xia, plantId);
    await send(wes, { conversation_id: conversationId, content: 'Still there?' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${plantId}`, headers: as(xia) })).statusCode).toBe(204);
    expect(await entryOf(wes, conversationId)).toMatchObject({ plant: null, conversation: { plant_id: plantId } });
  });
});
