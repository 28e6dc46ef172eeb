import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { remoteMessagesRepo } from './federation-messages.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = {
  actorUri: 'https://salem.example/ap/users/bo',
  handle: '@bo@salem.example',
  name: 'Bo',
  iconUrl: null,
  url: 'https://salem.example/profile/bo',
  inbox: 'https://salem.example/ap/users/bo/inbox',
};

describe("a member's conversations with accounts elsewhere", () => {
  it('lists a conversation only once its first message is there, never empty between the two writes', async () => {
    const member = await signUpMember(t.app);
    const messages = remoteMessagesRepo(t.database.db);
    const conversation = await messages.open(member.profile.id, account);
    expect(await messages.listOf(member.profile.id)).toEqual([]);
    await messages.add({
      id: randomUUID(),
      conversationId: conversation.id,
      direction: 'in',
      uri: 'https://salem.example/notes/1',
      content: 'Hello',
    });
    expect((await messages.listOf(member.profile.id)).map((summary) => [summary.last?.content, summary.unread])).toEqual([['Hello', 1]]);
  });
});
