import { ActivityStatusListSchema, OpenedConversationSchema } from '@rootshare/contracts/messaging';
import { SOCKET_CLOSE } from '@rootshare/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, nextIp, signUpMember, type TestApp } from '../../../test/helpers';
import { openMemberSocket, openSocket } from '../../../test/sockets';
import { SOCKET_FRAME_LIMIT } from './socket-frames';
import { SOCKET_PER_MEMBER, SOCKET_UNAUTHENTICATED_PER_IP } from './socket-registry';

let t: TestApp;
let baseUrl: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;
let ana: Member;
let ben: Member;
let cy: Member;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  [ana, ben, cy] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(ana.token),
    payload: { participant_id: ben.profile.id },
  });
  conversationId = OpenedConversationSchema.parse(opened.json()).id;
});
afterAll(async () => {
  await t.close();
});

const send = (from: Member, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: bearer(from.token),
    payload: { conversation_id: conversationId, content },
  });

async function signInAgain(member: Member): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: member.user.username, password: member.password },
    remoteAddress: nextIp(),
  });
  return (response.json() as { token: string }).token;
}

describe('the socket', () => {
  it("delivers a new message to every socket of the recipient and to the sender's other tabs, and to nobody else", async () => {
    const [benPhone, benLaptop, anaOtherTab, cySocket] = await Promise.all([
      openMemberSocket(baseUrl, ben.token),
      openMemberSocket(baseUrl, await signInAgain(ben)),
      openMemberSocket(baseUrl, ana.token),
      openMemberSocket(baseUrl, cy.token),
    ]);
    const response = await send(ana, 'Fresh cuttings ready');
    const sent = response.json() as { id: string };
    for (const socket of [benPhone, benLaptop, anaOtherTab]) {
      const event = await socket.waitFor('new_message', (e) => e.message.id === sent.id);
      expect(event).toMatchObject({
        conversationId,
        message: { content: 'Fresh cuttings ready', sender_id: ana.profile.id, recipient_id: ben.profile.id },
      });
    }
    // The message was published before the send answered, so Cy's socket has it before the pong.
    await cySocket.flush();
    expect(cySocket.events.filter((e) => e.type === 'new_message')).toEqual([]);
    for (const socket of [benPhone, benLaptop, anaOtherTab, cySocket]) socket.close();
  });

  it('gives a socket that claims a userId without a valid token nothing, and closes it', async () => {
    const noToken = await openSocket(baseUrl);
    noToken.send({ type: 'authenticate', userId: ben.profile.id });
    const forged = await openSocket(baseUrl);
    forged.send({ type: 'authenticate', userId: ben.profile.id, token: `${ben.token.slice(0, -4)}AAAA` });
    const someoneElse = await openMemberSocket(baseUrl, cy.token);
    someoneElse.send({ type: 'authenticate', userId: ben.profile.id, token: cy.token });
    expect((await forged.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    await send(ana, 'for Ben only');
    await Promise.all([noToken.flush(), someoneElse.flush()]);
    expect(noToken.events).toEqual([{ type: 'pong' }]);
    expect(forged.events).toEqual([]);
    expect(someoneElse.events).toEqual([{ type: 'authenticated', userId: cy.profile.id }, { type: 'pong' }]);
    noToken.close();
    someoneElse.close();
  });

  it("refuses a socket from a foreign origin and accepts the app's own", async () => {
    await expect(openSocket(baseUrl, { origin: 'https://evil.example' })).rejects.toThrow('upgrade refused: 403');
    const own = await openSocket(baseUrl, { origin: baseUrl });
    own.close();
  });

  it('closes a socket that sends a frame over 64 KB, or more frames than its rate allows', async () => {
    const big = await openMemberSocket(baseUrl, ana.token);
    big.send({ type: 'typing', conversationId, isTyping: true, padding: 'x'.repeat(70 * 1024) });
    expect((await big.closed).code).toBe(1009);
    const chatty = await openMemberSocket(baseUrl, ana.token);
    for (let i = 0; i <= SOCKET_FRAME_LIMIT.max; i++) chatty.send({ type: 'ping' });
    expect((await chatty.closed).code).toBe(SOCKET_CLOSE.abuse);
  });

  it("closes the socket of a session that signs out within seconds, and keeps the member's other sessions", async () => {
    const secondToken = await signInAgain(cy);
    const leaving = await openMemberSocket(baseUrl, secondToken);
    const staying = await openMemberSocket(baseUrl, cy.token);
    const started = Date.now();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(secondToken) })).statusCode).toBe(200);
    expect((await leaving.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    expect(Date.now() - started).toBeLessThan(5_000);
    staying.send({ type: 'ping' });
    await staying.waitFor('pong');
    staying.close();
  });

  it('passes typing to the other member of the conversation only, and not for a conversation the typist is not in', async () => {
    const [anaSocket, benSocket, cySocket] = await Promise.all([
      openMemberSocket(baseUrl, ana.token),
      openMemberSocket(baseUrl, ben.token),
      openMemberSocket(baseUrl, cy.token),
    ]);
    anaSocket.send({ type: 'typing', conversationId, isTyping: true });
    expect(await benSocket.waitFor('typing')).toEqual({ type: 'typing', conversationId, userId: ana.profile.id, isTyping: true });
    cySocket.send({ type: 'typing', conversationId, isTyping: true });
    // Ana stopping, sent after Cy's attempt and handled the same way, marks when Cy's would have come.
    anaSocket.send({ type: 'typing', conversationId, isTyping: false });
    await benSocket.waitFor('typing', (e) => !e.isTyping);
    await anaSocket.flush();
    expect(benSocket.events.filter((e) => e.type === 'typing').map((e) => e.userId)).toEqual([ana.profile.id, ana.profile.id]);
    expect(anaSocket.events.filter((e) => e.type === 'typing')).toEqual([]);
    for (const socket of [anaSocket, benSocket, cySocket]) socket.close();
  });

  it("tells the reader's other tabs and the sender when a conversation is read", async () => {
    await send(ana, 'read me');
    const [benTab, anaTab] = await Promise.all([openMemberSocket(baseUrl, ben.token), openMemberSocket(baseUrl, ana.token)]);
    await t.app.inject({ method: 'PATCH', url: `/api/conversations/${conversationId}/read`, headers: bearer(ben.token) });
    for (const socket of [benTab, anaTab])
      expect(await socket.waitFor('conversation_read')).toEqual({ type: 'conversation_read', conversationId, readerId: ben.profile.id });
    benTab.close();
    anaTab.close();
  });
});

describe('presence', () => {
  const statusOf = async (viewer: Member, member: Member) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/users/activity-status?userIds=${member.profile.id}`,
      headers: bearer(viewer.token),
    });
    return ActivityStatusListSchema.parse(response.json()).statuses[0];
  };

  it('reports a member active while a socket of theirs is open, then away with when they were last active', async () => {
    const dee = await signUpMember(t.app);
    expect(await statusOf(ana, dee)).toEqual({ user_id: dee.profile.id, status: 'away', last_active_at: null });
    const socket = await openMemberSocket(baseUrl, dee.token);
    expect((await statusOf(ana, dee))?.status).toBe('active');
    socket.close();
    await socket.closed;
    // The server notices the closed socket on its own schedule: wait for the answer to change.
    await vi.waitFor(async () => expect((await statusOf(ana, dee))?.status).toBe('away'), { timeout: 10_000 });
    const after = await statusOf(ana, dee);
    expect(Date.now() - Date.parse(after?.last_active_at ?? '')).toBeLessThan(5 * 60_000 + 1_000);
  });

  it('answers only members who ask, for at most 100 ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/users/activity-status?userIds=${ana.profile.id}` })).statusCode).toBe(401);
    const tooMany = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`).join(',');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/activity-status?userIds=${tooMany}`, headers: bearer(ana.token) })).statusCode,
    ).toBe(400);
  });
});

describe('shutdown', () => {
  it('closes at once a socket past the cap of sockets waiting to authenticate from one address, and takes one again when a slot frees', async () => {
    const waiting = await Promise.all(Array.from({ length: SOCKET_UNAUTHENTICATED_PER_IP }, () => openSocket(baseUrl)));
    const over = await openSocket(baseUrl);
    expect(await over.closed).toEqual({ code: SOCKET_CLOSE.abuse, reason: 'Too many connections waiting to sign in' });
    // An authenticated socket no longer counts, nor does a closed one.
    waiting[0]?.send({ type: 'authenticate', token: ana.token });
    await waiting[0]?.waitFor('authenticated');
    const next = await openSocket(baseUrl);
    next.send({ type: 'ping' });
    await next.waitFor('pong');
    for (const socket of [...waiting, next]) socket.close();
    await Promise.all([...waiting, next].map((socket) => socket.closed));
    const afterClose = await openSocket(baseUrl);
    afterClose.send({ type: 'ping' });
    await afterClose.waitFor('pong');
    afterClose.close();
  });

  it('refuses a member a socket past the per-member cap, keeps the ones they hold open, and takes one again when a slot frees', async () => {
    const held = await Promise.all(Array.from({ length: SOCKET_PER_MEMBER }, () => openMemberSocket(baseUrl, cy.token)));
    const over = await openSocket(baseUrl);
    over.send({ type: 'authenticate', token: cy.token });
    expect(await over.closed).toEqual({ code: SOCKET_CLOSE.abuse, reason: 'Too many connections for one member' });
    // Another member is not held back by Cy's sockets, and Cy's own still work.
    const other = await openMemberSocket(baseUrl, ana.token);
    for (const socket of held) socket.send({ type: 'ping' });
    await Promise.all(held.map((socket) => socket.waitFor('pong')));
    held[0]?.close();
    await held[0]?.closed;
    const next = await openMemberSocket(baseUrl, cy.token);
    for (const socket of [...held, next, other]) socket.close();
    await Promise.all([...held, next, other].map((socket) => socket.closed));
  });

  it('closes open sockets with "going away" when the server stops', async () => {
    const other = await createTestApp();
    const url = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const member = await signUpMember(other.app);
    const socket = await openMemberSocket(url, member.token);
    await other.close();
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.goingAway);
  });
});
