import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startActivityPubPeer, type ActivityPubPeer } from '../../server/test/activitypub-peer';
import { callApi, DESKTOP, openPage, ownAddress, PHONE, sharedBrowser } from './browser';
import { memberWithPlants } from './members';
import { freePort, startServer, type RunningServer } from './server';

const browser = sharedBrowser();

const port = String(await freePort());

describe('a reply from Mastodon to a member’s post', () => {
  // Federation runs on a server of its own, at its own address, with a Mastodon-shaped peer beside it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-replies-'));
  const origin = `http://127.0.0.1:${port}`;
  let server: RunningServer;
  let peer: ActivityPubPeer;

  beforeAll(async () => {
    peer = await startActivityPubPeer();
    server = await startServer(dataDir, port, { FEDERATION: 'true', PUBLIC_URL: origin, FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true' });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await peer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows in the post’s thread with its author there, on a phone and a desktop, never as a member here', async () => {
    const member = await memberWithPlants(server.baseUrl, 'replied', []);
    await callApi(server.baseUrl, '/api/account/federation', { method: 'PUT', token: member.token, body: { federates: true } });
    const form = new FormData();
    form.set('type', 'blog_post');
    form.set('title', 'Dividing hostas');
    form.set('content', 'Spring is the time.');
    const created = await fetch(`${server.baseUrl}/api/posts`, {
      method: 'POST',
      headers: { ...ownAddress(), authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as { id: string };
    const reply = {
      id: `${peer.origin}/users/alice/statuses/1/activity`,
      type: 'Create',
      actor: peer.actorId,
      object: {
        id: `${peer.origin}/users/alice/statuses/1`,
        type: 'Note',
        inReplyTo: `${origin}/ap/articles/${post.id}`,
        attributedTo: peer.actorId,
        published: new Date().toISOString(),
        content: `<p><span class="h-card"><a href="${origin}/profile/${member.id}" class="u-url mention">@<span>${member.username}</span></a></span> How deep do you cut?</p>`,
      },
    };
    // The post takes replies once it has been sent to other servers: deliver until the thread has it.
    const comments = async () =>
      ((await (await fetch(`${server.baseUrl}/api/posts/${post.id}/comments`)).json()) as { comments: unknown[] }).comments;
    let tries = 0;
    await vi.waitFor(
      async () => {
        // Each try is a new activity: the inbox takes an activity id once.
        const attempt = { ...reply, id: `${reply.id}/${(tries += 1)}` };
        expect((await peer.deliver(`${origin}/ap/users/${member.id}/inbox`, attempt)).status).toBe(202);
        expect(await comments()).toHaveLength(1);
      },
      { timeout: 30_000, interval: 100 },
    );

    const home = new URL(peer.origin).host;
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page, errors } = await openPage(browser(), server.baseUrl, viewport);
      await page.goto(`/posts/${post.id}`);
      const thread = page.getByRole('list', { name: 'Comments on Dividing hostas' });
      await thread.getByText('How deep do you cut?').waitFor();
      await thread.getByText(`@alice@${home}`).waitFor();
      await thread.getByText(`from ${home}`).waitFor();
      expect(await thread.locator('a[href^="/profile/"]').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
