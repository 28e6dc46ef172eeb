import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { callApi, makePng, openPage, ownAddress, PHONE, sharedBrowser, signIn } from './browser';
import { MEMBER_PASSWORD, memberWithPlants } from './members';
import { freePort, startServer, type RunningServer } from './server';

const browser = sharedBrowser();
const adminCli = path.resolve(import.meta.dirname, '../../server/dist/admin-cli.js');
/** How long a listing may take to travel between the towns' job queues on a busy machine: a deadline, not a wait. */
const DELIVERY_MS = 60_000;
const PORTLAND = { location: 'Portland, Oregon', latitude: 45.52, longitude: -122.68 };

/** A federating town on the loopback, on its own port and data folder. */
async function town(name: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rootshare-e2e-${name}-`));
  const port = String(await freePort());
  const env = { FEDERATION: 'true', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', PUBLIC_URL: `http://127.0.0.1:${port}` };
  let server: RunningServer | undefined;
  return {
    dataDir,
    host: `127.0.0.1:${port}`,
    start: async () => (server = await startServer(dataDir, port, env)),
    stop: async () => server?.stop(),
    output: () => server?.output() ?? '',
    get baseUrl() {
      return `http://127.0.0.1:${port}`;
    },
  };
}

const a = await town('town-a');
const b = await town('town-b');

describe('two towns on one laptop', () => {
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
    'a gardener in town B follows one in town A, sees her new listing, writes to her about it and gets her answer, likes and answers her post there until she blocks him, finds her listing on Browse once B’s admin connects the towns, and loses it all once B’s admin blocks A',
    { timeout: 240_000 },
    async () => {
      // What each town logged (deliveries that failed, activities refused) is what explains a failure here.
      onTestFailed(() => console.error(`town A printed:\n${a.output()}\ntown B printed:\n${b.output()}`));
      // Both live in Portland, at its centre: what town A sends is placed there, and town B measures from there.
      const maya = await memberWithPlants(a.baseUrl, 'maya', [], { place: PORTLAND });
      await callApi(a.baseUrl, '/api/account/federation', { method: 'PUT', token: maya.token, body: { federates: true } });
      const ben = await memberWithPlants(b.baseUrl, 'ben', [], { place: PORTLAND });

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
      const listing = await callApi<{ userPlant: { id: string } }>(a.baseUrl, '/api/user-plants', {
        method: 'POST',
        token: maya.token,
        body: {
          plant_id: plants[0]?.id,
          custom_name: 'Travelling monstera',
          swap_type: 'cutting',
          available_for_swap: true,
          pest_free_confirmed: true,
          image_urls: [`data:image/png;base64,${makePng(320, 240).toString('base64')}`],
          image_descriptions: ['A monstera cutting in a jar'],
        },
      });
      // It arrives on Ben's open page without a reload: the socket says his feed changed.
      const item = page.getByRole('heading', { name: 'Travelling monstera' });
      await item.waitFor({ timeout: DELIVERY_MS });
      expect(await page.getByRole('link', { name: new RegExp(`Open on ${a.host.replace(/\./g, '\\.')}`) }).count()).toBe(1);
      // Her photo shows, loaded from town B's media proxy rather than from town A.
      const photo = page.getByRole('img', { name: 'A monstera cutting in a jar' });
      expect(await photo.getAttribute('src')).toMatch(/^\/api\/federation\/media\?url=/);
      await photo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), { timeout: DELIVERY_MS })
        .toBeGreaterThan(0);

      // Ben contacts Maya about the listing: the message reaches her inbox in town A, marked with his town.
      const listingCard = page.getByRole('listitem').filter({ has: item });
      expect(await listingCard.getByRole('button', { name: 'Reply' }).count()).toBe(0);
      await listingCard.getByRole('button', { name: 'Contact owner' }).click();
      await listingCard.getByLabel('Your message').fill('Could I have a cutting? I can bring a spider plant.');
      await listingCard.getByRole('button', { name: 'Send message' }).click();
      const bensThread = page.getByRole('list', { name: /^Messages with / });
      await bensThread.getByText('Could I have a cutting? I can bring a spider plant.').waitFor();
      await page.getByRole('link', { name: 'About Travelling monstera' }).waitFor();

      const owner = await openPage(browser(), a.baseUrl);
      await signIn(owner.page, maya.username, MEMBER_PASSWORD);
      // Her bell tells her, and its entry opens the conversation with Ben's account in town B.
      const bell = owner.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.waitFor({ timeout: DELIVERY_MS });
      await bell.click();
      await owner.page
        .getByRole('list', { name: 'Notifications' })
        .getByText(/Could I have a cutting\?/)
        .click();
      await owner.page.waitForURL('**/other-towns/messages/*');
      await owner.page
        .getByRole('list', { name: /^Messages with / })
        .getByText('Could I have a cutting? I can bring a spider plant.')
        .waitFor();
      await owner.page.getByLabel(/^Write to /).fill('Of course! Saturday at the market?');
      await owner.page.getByRole('button', { name: 'Send', exact: true }).click();
      await owner.page
        .getByRole('list', { name: /^Messages with / })
        .getByText('Of course! Saturday at the market?')
        .waitFor();
      // Her inbox lists the conversation among those from other towns, marked with his town.
      await owner.page.goto('/messages');
      const fromElsewhere = owner.page.getByRole('region', { name: 'From other towns' });
      await fromElsewhere
        .getByRole('link')
        .filter({ hasText: `from ${b.host}` })
        .click();
      await owner.page
        .getByRole('list', { name: /^Messages with / })
        .getByText('Of course! Saturday at the market?')
        .waitFor();

      // Her answer comes back to Ben's open conversation without a reload: the bell's event refreshes it.
      await bensThread.getByText('Of course! Saturday at the market?').waitFor({ timeout: DELIVERY_MS });

      await page.goto('/other-towns');

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

      // Maya blocks Ben from their conversation: it leaves her inbox, his reply leaves her post, and
      // her Other towns page lists him as blocked.
      await owner.page.getByRole('button', { name: 'Block' }).click();
      await owner.page
        .getByRole('dialog', { name: `Block @${ben.username}@${b.host}?` })
        .getByRole('button', { name: 'Block' })
        .click();
      await owner.page.getByText(`You blocked @${ben.username}@${b.host}`).waitFor();
      await owner.page.getByRole('heading', { name: 'Messages', exact: true }).waitFor();
      expect(await fromElsewhere.count()).toBe(0);
      await owner.page.goto(`/posts/${post.id}`);
      // His was the only comment: the thread is empty again.
      await owner.page.getByText('No comments yet. Be the first to comment!').waitFor();
      expect(await owner.page.getByText('How deep do you cut the crowns?').count()).toBe(0);
      await owner.page.goto('/other-towns');
      await owner.page.getByRole('list', { name: 'Accounts you blocked elsewhere' }).getByText(`@${ben.username}@${b.host}`).waitFor();
      expect(owner.errors).toEqual([]);
      await owner.context.close();

      // B's admin, on a desktop, connects town B with town A: Maya's listing, still up, comes with the
      // connection and shows on Ben's Browse below town B's own plants, marked with its town.
      const admin = await openPage(browser(), b.baseUrl);
      await signIn(admin.page, adminOfB, MEMBER_PASSWORD);
      await admin.page.goto('/admin/other-servers');
      await admin.page.getByLabel('The other town’s address').fill(a.baseUrl);
      await admin.page.getByRole('button', { name: 'Connect', exact: true }).click();
      await admin.page.getByText(`Asked ${a.host} to connect`).waitFor();
      const neighbouring = page
        .getByRole('list', { name: 'From neighbouring towns' })
        .getByRole('link', { name: `Travelling monstera, from ${a.host} (opens in a new tab)` });
      await page.goto('/browse');
      await expect
        .poll(
          async () => {
            await page.reload();
            await page.getByRole('heading', { name: 'Browse Plants & People' }).waitFor();
            await page.getByRole('status', { name: 'Loading plants' }).waitFor({ state: 'detached' });
            return neighbouring.count();
          },
          { timeout: DELIVERY_MS, interval: 1000 },
        )
        .toBe(1);
      expect(await neighbouring.getAttribute('href')).toBe(`${a.baseUrl}/plant/${listing.userPlant.id}`);

      // Then B's admin blocks town A: its listing leaves Ben's Browse and his Other towns page.
      await admin.page.getByLabel('Server to block (address, link or handle)').fill(a.baseUrl);
      await admin.page.getByRole('button', { name: 'Block server' }).click();
      await admin.page.getByRole('list', { name: 'Blocked servers' }).getByText(a.host).waitFor();

      await page.reload();
      await page.getByRole('status', { name: 'Loading plants' }).waitFor({ state: 'detached' });
      // The page may first draw what it read before (kept for reading offline), then the fresh answer.
      await expect.poll(() => page.getByRole('list', { name: 'From neighbouring towns' }).count()).toBe(0);
      await page.goto('/other-towns');
      await page.getByRole('heading', { name: 'Nothing from other towns yet' }).waitFor();
      expect(await item.count()).toBe(0);
      expect(errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    },
  );
});
