import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, openPage, ownAddress, PHONE, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';
import { startServer, type RunningServer } from './server';

const browser = sharedBrowser();
const adminCli = path.resolve(import.meta.dirname, '../../server/dist/admin-cli.js');
/** How long a listing may take to travel between the towns' job queues on a busy machine: a deadline, not a wait. */
const DELIVERY_MS = 60_000;

/** A federating town on the loopback, on its own port and data folder. */
function town(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rootshare-e2e-${name}-`));
  const port = String(5100 + Math.floor(Math.random() * 700));
  const env = { FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: `http://127.0.0.1:${port}` };
  let server: RunningServer | undefined;
  return {
    dataDir,
    host: `127.0.0.1:${port}`,
    start: async () => (server = await startServer(dataDir, port, env)),
    stop: async () => server?.stop(),
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
  };
}

describe('two towns on one laptop', () => {
  const a = town('town-a');
  const b = town('town-b');
  let adminOfB = '';

  beforeAll(async () => {
    await a.start();
    // The embedded database has one user at a time: town B stops while the admin command makes its admin.
    await b.start();
    adminOfB = (await memberWithPlants(b.baseUrl, 'warden', [])).username;
    await b.stop();
    const granted = spawnSync(process.execPath, [adminCli, adminOfB], {
      env: { ...process.env, DATA_DIR: b.dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    if (granted.status !== 0) throw new Error(`admin command failed: ${granted.stdout}${granted.stderr}`);
    await b.start();
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    for (const dir of [a.dataDir, b.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'a gardener in town B follows one in town A, sees her new listing, likes and answers her post there, and loses it all once B’s admin blocks A',
    { timeout: 240_000 },
    async () => {
      const maya = await memberWithPlants(a.baseUrl, 'maya', []);
      await callApi(a.baseUrl, '/api/account/federation', { method: 'PUT', token: maya.token, body: { federates: true } });
      const ben = await memberWithPlants(b.baseUrl, 'ben', []);

      // Ben, on a phone: turns on Other servers, then follows Maya by handle on the Other towns page.
      const { page, errors } = await openPage(browser(), b.baseUrl, PHONE);
      await signIn(page, ben.username, MEMBER_PASSWORD);
      await page.goto('/other-towns');
      await page.getByRole('heading', { name: 'Turn on Other servers first' }).waitFor();
      await page.getByRole('link', { name: 'Open Settings → Other servers' }).click();
      await page.getByRole('switch', { name: 'Let people on other servers follow me' }).click();
      await page.getByText('People on other servers can now follow you').waitFor();
      await page.getByRole('button', { name: /Open menu/ }).click();
      await page.getByRole('link', { name: 'Other towns' }).click();
      await page.getByLabel('Handle or link').fill(`@${maya.username}@${a.host}`);
      await page.getByRole('button', { name: 'Follow', exact: true }).click();
      await page.getByText(`Asked to follow @${maya.username}@${a.host}`).waitFor();
      const followed = page.getByRole('list', { name: 'Gardeners you follow elsewhere' });
      await followed.getByText(`@${maya.username}@${a.host}`).waitFor();
      // Town A counts Ben as a follower once it has accepted: only then does her next listing travel to him.
      await expect
        .poll(
          async () => {
            await page.reload();
            await followed.getByText(`@${maya.username}@${a.host}`).waitFor();
            return followed.getByText('Waiting for their server').count();
          },
          { timeout: DELIVERY_MS, interval: 500 },
        )
        .toBe(0);

      // Maya lists a plant for swap in town A; it reaches Ben's page in town B.
      const { plants } = await callApi<{ plants: Array<{ id: string }> }>(a.baseUrl, '/api/plants/search', {
        method: 'POST',
        body: { query: 'Monstera' },
      });
      await callApi(a.baseUrl, '/api/user-plants', {
        method: 'POST',
        token: maya.token,
        body: {
          plant_id: plants[0]?.id,
          custom_name: 'Travelling monstera',
          swap_type: 'cutting',
          available_for_swap: true,
          pest_free_confirmed: true,
        },
      });
      const item = page.getByRole('heading', { name: 'Travelling monstera' });
      await expect
        .poll(
          async () => {
            await page.reload();
            await item.or(page.getByRole('heading', { name: 'Nothing from other towns yet' })).waitFor();
            return item.count();
          },
          { timeout: DELIVERY_MS, interval: 1000 },
        )
        .toBe(1);
      expect(await page.getByRole('link', { name: new RegExp(`Open on ${a.host.replace(/\./g, '\\.')}`) }).count()).toBe(1);

      // Maya writes a blog post in town A; Ben likes it and replies from his page in town B.
      const form = new FormData();
      form.set('type', 'blog_post');
      form.set('title', 'Dividing hostas');
      form.set('content', 'Spring is the time.');
      const created = await fetch(`${a.baseUrl}/api/posts`, {
        method: 'POST',
        headers: { ...ownAddress(), authorization: `Bearer ${maya.token}` },
        body: form,
      });
      expect(created.status).toBe(201);
      const post = (await created.json()) as { id: string };
      const postCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Dividing hostas' }) });
      await expect
        .poll(
          async () => {
            await page.reload();
            await item.waitFor();
            return postCard.count();
          },
          { timeout: DELIVERY_MS, interval: 1000 },
        )
        .toBe(1);
      await postCard.getByRole('button', { name: 'Like' }).click();
      await postCard.getByRole('button', { name: 'Like', pressed: true }).waitFor();
      await postCard.getByRole('button', { name: 'Reply' }).click();
      await postCard.getByLabel('Your reply').fill('How deep do you cut the crowns?');
      await postCard.getByRole('button', { name: 'Send reply' }).click();
      await postCard.getByRole('list', { name: 'Your replies' }).getByText('How deep do you cut the crowns?').waitFor();

      // Town A counts Ben's like and shows his reply in the post's thread, from town B.
      await expect
        .poll(async () => callApi<{ likes_count: number; comments_count: number }>(a.baseUrl, `/api/posts/${post.id}`), {
          timeout: DELIVERY_MS,
          interval: 500,
        })
        .toMatchObject({ likes_count: 1, comments_count: 1 });
      const reader = await openPage(browser(), a.baseUrl, PHONE);
      await reader.page.goto(`/posts/${post.id}`);
      const thread = reader.page.getByRole('list', { name: 'Comments on Dividing hostas' });
      await thread.getByText('How deep do you cut the crowns?').waitFor();
      await thread.getByText(`from ${b.host}`).waitFor();
      expect(reader.errors).toEqual([]);
      await reader.context.close();

      // B's admin, on a desktop, blocks town A; its listing leaves Ben's page.
      const admin = await openPage(browser(), b.baseUrl);
      await signIn(admin.page, adminOfB, MEMBER_PASSWORD);
      await admin.page.goto('/admin/other-servers');
      await admin.page.getByLabel('Server to block (address, link or handle)').fill(a.baseUrl);
      await admin.page.getByRole('button', { name: 'Block server' }).click();
      await admin.page.getByRole('list', { name: 'Blocked servers' }).getByText(a.host).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'Nothing from other towns yet' }).waitFor();
      expect(await item.count()).toBe(0);
      expect(errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    },
  );
});
