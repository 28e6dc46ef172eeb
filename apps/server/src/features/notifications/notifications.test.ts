import { UnreadCountSchema } from '@rootshare/contracts/counts';
import { NotificationPageSchema } from '@rootshare/contracts/notifications';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { openMemberSocket } from '../../../test/sockets';
import { insertMessageNotification } from './notifications.repo';

let t: TestApp;
let baseUrl: string;
type Member = Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const list = async (member: Member) =>
  NotificationPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(member) })).json())
    .notifications;
const unread = async (member: Member) =>
  UnreadCountSchema.parse((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers: as(member) })).json())
    .unreadCount;

async function thread(a: Member, b: Member): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: as(a),
    payload: { participant_id: b.profile.id },
  });
  return (response.json() as { id: string }).id;
}
const send = (from: Member, conversationId: string, content: string) =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: as(from), payload: { conversation_id: conversationId, content } });

describe('notifications', () => {
  it('makes one bell entry for a run of unread messages in a conversation, read along with the conversation', async () => {
    const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
    const conversationId = await thread(ana, ben);
    for (const content of ['Hi!', 'Are you there?', 'I have cuttings']) await send(ana, conversationId, content);
    const entries = await list(ben);
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'new_message',
        title: 'New message',
        message: `${ana.user.username}: Hi!`,
        conversation_id: conversationId,
        is_read: false,
        other_user: expect.objectContaining({ id: ana.profile.id }),
      }),
    ]);
    expect(await list(ana)).toEqual([]);
    await t.app.inject({ method: 'PATCH', url: `/api/conversations/${conversationId}/read`, headers: as(ben) });
    expect(await unread(ben)).toBe(0);
    await send(ana, conversationId, 'One more thing');
    expect((await list(ben)).map((n) => [n.message, n.is_read])).toEqual([
      [`${ana.user.username}: One more thing`, false],
      [`${ana.user.username}: Hi!`, true],
    ]);
  });

  it('keeps one unread entry per conversation when servers sharing the database add one at the same moment', async () => {
    const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
    const conversationId = await thread(ana, ben);
    const entry = { userId: ben.user.id, otherUserId: ana.user.id, title: 'New message', message: 'Hi', conversationId };
    const added = await Promise.all(Array.from({ length: 8 }, () => insertMessageNotification(t.database.db, entry)));
    expect(added.filter((id) => id !== null)).toHaveLength(1);
    const unreadEntries = () =>
      t.database.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, ben.user.id), eq(notifications.isRead, false)));
    expect(await unreadEntries()).toHaveLength(1);
    // The database itself refuses a second one, however it is written.
    await expect(t.database.db.insert(notifications).values({ ...entry, type: 'new_message' })).rejects.toThrow();
    expect(await unreadEntries()).toHaveLength(1);
  });

  it('lets a member read, read all and delete only their own notifications', async () => {
    const [ana, ben, cy] = [await signUpMember(t.app), await signUpMember(t.app), await signUpMember(t.app)];
    await send(ana, await thread(ana, ben), 'hello Ben');
    await send(cy, await thread(cy, ben), 'hello from Cy');
    const [first, second] = await list(ben);
    if (!first || !second) throw new Error('expected two notifications');
    expect(await unread(ben)).toBe(2);
    for (const [method, url] of [
      ['POST', `/api/notifications/${first.id}/read`],
      ['DELETE', `/api/notifications/${first.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: as(ana) })).statusCode).toBe(404);
    }
    expect(await unread(ben)).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: `/api/notifications/${first.id}/read`, headers: as(ben) })).statusCode).toBe(204);
    expect(await unread(ben)).toBe(1);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: as(ben) })).statusCode).toBe(204);
    expect(await unread(ben)).toBe(0);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${second.id}`, headers: as(ben) })).statusCode).toBe(204);
    expect((await list(ben)).map((n) => n.id)).toEqual([first.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it("pushes a new notification to the member's open sockets as it happens", async () => {
    const [ana, ben] = [await signUpMember(t.app), await signUpMember(t.app)];
    const socket = await openMemberSocket(baseUrl, ben.token);
    await send(ana, await thread(ana, ben), 'Ping!');
    const event = await socket.waitFor('notification');
    expect(event.notification).toMatchObject({ type: 'new_message', message: `${ana.user.username}: Ping!`, is_read: false });
    socket.close();
  });
});
