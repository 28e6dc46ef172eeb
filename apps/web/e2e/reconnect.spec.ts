import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, sharedBrowser, signIn, uniqueName } from './browser';
import { freePort, startServer, type RunningServer } from './server';

const browser = sharedBrowser();
const PASSWORD = 'a long garden passphrase';

// This journey restarts its server, so it runs its own rather than the one every other journey shares.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-e2e-restart-'));
const port = String(await freePort());
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(dataDir, port);
}, 120_000);
afterAll(async () => {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Member {
  token: string;
  user: { username: string };
  profile: { id: string };
}

async function api<T>(route: string, token: string | null, body: unknown): Promise<T> {
  const response = await fetch(`${server.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const signUp = (username: string) =>
  api<Member>('/api/auth/signup', null, { username, email: `${username}@example.test`, password: PASSWORD });

describe('the real-time connection across a server restart', () => {
  it('reconnects by itself and shows the message that arrived while it was away', async () => {
    const alder = await signUp(uniqueName('alder'));
    const birch = await signUp(uniqueName('birch'));
    const { id: conversationId } = await api<{ id: string }>('/api/conversations', birch.token, { participant_id: alder.profile.id });
    await api('/api/messages', birch.token, { conversation_id: conversationId, content: 'Before the restart' });

    const { page, context, errors } = await openPage(browser(), server.baseUrl);
    // Every socket of the page goes through here: the test can see each one authenticate, and can
    // keep reconnects out for the moment it takes to post the message the page must not be sent.
    let acceptSockets = true;
    const authenticatedAt: number[] = [];
    await page.routeWebSocket(/\/ws$/, async (socket) => {
      if (!acceptSockets) {
        await socket.close({ code: 1001, reason: 'Server restarting' });
        return;
      }
      const upstream = socket.connectToServer();
      upstream.onMessage((message) => {
        if (String(message).includes('"authenticated"')) authenticatedAt.push(Date.now());
        socket.send(message);
      });
    });

    await signIn(page, alder.user.username, PASSWORD);
    await page.goto('/messages');
    await page.getByRole('button', { name: new RegExp(birch.user.username) }).click();
    const chat = page.getByRole('region', { name: birch.user.username });
    await chat.getByRole('log', { name: 'Messages' }).getByText('Before the restart').waitFor();
    await expect.poll(() => authenticatedAt.length).toBe(1);

    // The server restarts; the message is posted the moment it is back, before the page reconnects.
    acceptSockets = false;
    await server.stop();
    server = await startServer(dataDir, port);
    await api('/api/messages', birch.token, { conversation_id: conversationId, content: 'Sent while you were away' });
    const postedAt = Date.now();
    acceptSockets = true;

    await chat.getByRole('log', { name: 'Messages' }).getByText('Sent while you were away').waitFor({ timeout: 45_000 });
    // A refetch may show the message a moment before the socket has authenticated again: wait for that.
    await expect.poll(() => authenticatedAt.length, { timeout: 45_000 }).toBe(2);
    expect(authenticatedAt[1]).toBeGreaterThan(postedAt);
    // The socket is live again: the next message arrives without a reload.
    await api('/api/messages', birch.token, { conversation_id: conversationId, content: 'And live again' });
    await chat.getByRole('log', { name: 'Messages' }).getByText('And live again').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
