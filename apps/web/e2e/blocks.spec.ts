import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, gotoLive, openPage, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

interface ApiMember {
  username: string;
  id: string;
  token: string;
}

async function api(path: string, token: string | null, body?: unknown, form?: FormData): Promise<Response> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}/api${path}`, {
    method: body !== undefined || form ? 'POST' : 'GET',
    headers,
    body: form ?? (body === undefined ? null : JSON.stringify(body)),
  });
}

async function member(prefix: string): Promise<ApiMember> {
  const username = uniqueName(prefix);
  const response = await api('/auth/signup', null, { username, email: `${username}@example.test`, password: PASSWORD });
  expect(response.status).toBe(201);
  const { token, profile } = (await response.json()) as { token: string; profile: { id: string } };
  return { username, id: profile.id, token };
}

describe('blocking in the browser', () => {
  it('blocks a member from a chat: the chat turns read-only live for both, the blocker vanishes for them, and Settings unblocks', async () => {
    const holly = await member('holly');
    const gorse = await member('gorse');
    const opened = await api('/conversations', gorse.token, { participant_id: holly.id });
    const conversationId = ((await opened.json()) as { id: string }).id;
    expect(
      (await api('/messages', gorse.token, { conversation_id: conversationId, content: 'Hi Holly, want my whole cactus collection?' }))
        .status,
    ).toBe(201);
    const form = new FormData();
    form.set('type', 'blog_post');
    form.set('title', `Holly's winter notes ${holly.username}`);
    form.set('content', 'Water less in winter.');
    const post = await api('/posts', holly.token, undefined, form);
    expect(post.status).toBe(201);
    const postId = ((await post.json()) as { id: string }).id;

    // Gorse, on a phone, has the conversation open.
    const blocked = await openPage(browser(), baseUrl, PHONE);
    await signIn(blocked.page, gorse.username, PASSWORD);
    await gotoLive(blocked.page, `/messages?conversation=${conversationId}`);
    const gorseChat = blocked.page.getByRole('region', { name: holly.username });
    await gorseChat.getByRole('textbox', { name: `Message ${holly.username}` }).waitFor();

    // Holly blocks Gorse from their chat.
    const blocker = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(blocker.page, holly.username, PASSWORD);
    await gotoLive(blocker.page, '/messages');
    await blocker.page.getByRole('button', { name: new RegExp(gorse.username) }).click();
    const hollyChat = blocker.page.getByRole('region', { name: gorse.username });
    await hollyChat.getByText('Hi Holly, want my whole cactus collection?').waitFor();
    await hollyChat.getByRole('button', { name: `More actions for ${gorse.username}` }).click();
    await blocker.page.getByRole('menuitem', { name: `Block ${gorse.username}` }).click();
    const confirm = blocker.page.getByRole('dialog', { name: `Block ${gorse.username}?` });
    await confirm.getByText('They no longer see your profile, plants, posts or when you are online.').waitFor();
    await confirm.getByRole('button', { name: 'Block' }).click();
    await blocker.page.getByText(`You blocked ${gorse.username}`, { exact: true }).waitFor();
    await hollyChat.getByText(`You blocked ${gorse.username}. Unblock them to send messages again.`).waitFor();
    expect(await hollyChat.getByRole('textbox').count()).toBe(0);

    // Gorse's open chat turns read-only without a reload; the history stays.
    await gorseChat.getByText('This conversation is read-only. You can read past messages but not send new ones.').waitFor();
    expect(await gorseChat.getByRole('textbox').count()).toBe(0);
    await gorseChat.getByText('Hi Holly, want my whole cactus collection?').waitFor();

    // Holly is no longer there for Gorse: her profile and her post.
    await blocked.page.goto(`/profile/${holly.username}`);
    await blocked.page.getByRole('heading', { name: 'Profile not found' }).waitFor();
    await blocked.page.goto(`/posts/${postId}`);
    await blocked.page.getByRole('heading', { name: 'Post not found' }).waitFor();

    // Holly unblocks from Settings.
    await blocker.page.goto('/settings');
    const list = blocker.page.getByRole('list', { name: 'Blocked members' });
    await list.getByRole('link', { name: gorse.username }).waitFor();
    await list.getByRole('button', { name: `Unblock ${gorse.username}` }).click();
    await blocker.page.getByText('You have not blocked anyone.').waitFor();

    // Gorse sees Holly again and can write to her.
    await gotoLive(blocked.page, `/messages?conversation=${conversationId}`);
    await gorseChat.getByRole('textbox', { name: `Message ${holly.username}` }).waitFor();
    await blocked.page.goto(`/profile/${holly.username}`);
    await blocked.page.getByRole('heading', { level: 1, name: holly.username }).waitFor();

    // Blocking from a profile works the same way, and the menu then offers Unblock.
    await blocker.page.goto(`/profile/${gorse.username}`);
    await blocker.page.getByRole('button', { name: `More actions for @${gorse.username}` }).click();
    await blocker.page.getByRole('menuitem', { name: `Block ${gorse.username}` }).click();
    await blocker.page
      .getByRole('dialog', { name: `Block ${gorse.username}?` })
      .getByRole('button', { name: 'Block' })
      .click();
    await blocker.page.getByText(`You blocked ${gorse.username}`, { exact: true }).waitFor();
    await blocker.page.getByRole('button', { name: `More actions for @${gorse.username}` }).click();
    await blocker.page.getByRole('menuitem', { name: `Unblock ${gorse.username}` }).waitFor();

    expect([...blocker.errors, ...blocked.errors]).toEqual([]);
    await blocker.context.close();
    await blocked.context.close();
  });
});
