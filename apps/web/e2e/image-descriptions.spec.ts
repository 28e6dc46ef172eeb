import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, makePng, openPage, PHONE, sharedBrowser, uniqueName } from './browser';
import { signInByApi, signUpByApi, storeSessionOnEveryLoad, type StoredSession } from './page-audits';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

declare global {
  interface Window {
    axe: typeof axe;
  }
}

const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const png = () => makePng(320, 240);
const dataUrl = () => `data:image/png;base64,${png().toString('base64')}`;

/** A new member, signed in, who uploads one of each kind of image: a plant, a garden photo, a photo post, a chat image. */
interface Uploads {
  session: StoredSession;
  username: string;
  plantId: string;
  postId: string;
  conversationId: string;
}
let uploads: Uploads;

async function api<T>(session: StoredSession, path: string, init: { method: string; body: unknown }): Promise<T> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method,
    headers: { authorization: `Bearer ${session.auth_token}`, ...(isForm ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? (init.body as FormData) : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const username = uniqueName('alder');
  const password = 'a long garden passphrase';
  await signUpByApi(baseUrl, username, password);
  const session = await signInByApi(baseUrl, username, password);
  const demo = await signInByApi(baseUrl, 'demo');
  const search = await api<{ plants: Array<{ id: string }> }>(session, '/plants/search', { method: 'POST', body: { query: 'pothos' } });
  // One image of each kind with a description, one without: both must reach screen readers.
  const plant = await api<{ userPlant: { id: string } }>(session, '/user-plants', {
    method: 'POST',
    body: {
      plant_id: search.plants[0]?.id,
      custom_name: 'Shelf Pothos',
      swap_type: 'cutting',
      pest_free_confirmed: true,
      image_urls: [dataUrl(), dataUrl()],
      image_descriptions: ['A pothos trailing off a shelf', null],
    },
  });
  await api(session, '/garden-photos', {
    method: 'POST',
    body: { image_url: dataUrl(), caption: 'Raised beds', description: 'Three raised beds of lettuce' },
  });
  await api(session, '/garden-photos', { method: 'POST', body: { image_url: dataUrl() } });
  const form = new FormData();
  form.append('type', 'photo');
  form.append('title', 'First flower');
  form.append('content', 'It finally bloomed.');
  form.append('media', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'flower.png');
  const post = await api<{ id: string }>(session, '/posts', { method: 'POST', body: form });
  const message = await api<{ conversation_id: string }>(session, '/messages', {
    method: 'POST',
    body: { recipient_id: demo.profileId, message_type: 'image', image_data: dataUrl(), image_description: 'A rooted cutting in a jar' },
  });
  uploads = { session, username, plantId: plant.userPlant.id, postId: post.id, conversationId: message.conversation_id };
});

/** Images axe finds without a text alternative (img, role=img, input type=image, svg role=img). */
async function imagesWithoutText(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    window.axe.run(document, {
      runOnly: { type: 'rule', values: ['image-alt', 'role-img-alt', 'input-image-alt', 'svg-img-alt'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

async function visit(path: string, ready: (page: Page) => Promise<unknown>, viewport = DESKTOP): Promise<Page> {
  const { context, page } = await openPage(browser(), baseUrl, viewport);
  contexts.push(context);
  await storeSessionOnEveryLoad(context, uploads.session);
  await page.goto(path);
  await ready(page);
  return page;
}

describe('uploaded images reach screen readers', () => {
  it('reads the garden photos on a profile by their description, else their caption, and axe finds no image without text', async () => {
    const page = await visit(`/profile/${uploads.username}?tab=brag-board`, (p) =>
      p.getByRole('img', { name: 'Three raised beds of lettuce' }).waitFor(),
    );
    await page.getByRole('img', { name: 'Garden photo' }).waitFor();
    expect(await imagesWithoutText(page)).toEqual([]);
  });

  it('reads a plant’s photos by their description, else the plant’s name, and axe finds no image without text', async () => {
    const page = await visit(
      `/plant/${uploads.plantId}`,
      (p) => p.getByRole('img', { name: 'A pothos trailing off a shelf' }).waitFor(),
      PHONE,
    );
    await page.getByRole('button', { name: 'Show photo 2 of 2' }).click();
    await page.getByRole('img', { name: 'Shelf Pothos' }).first().waitFor();
    expect(await imagesWithoutText(page)).toEqual([]);
  });

  it('reads a photo post without a description by its title, and axe finds no image without text', async () => {
    const page = await visit(`/posts/${uploads.postId}`, (p) => p.getByRole('img', { name: 'First flower' }).waitFor());
    expect(await imagesWithoutText(page)).toEqual([]);
  });

  it('reads a chat image by its description, and axe finds no image without text', async () => {
    const page = await visit(`/messages?conversation=${uploads.conversationId}`, (p) =>
      p.getByRole('img', { name: 'A rooted cutting in a jar' }).waitFor(),
    );
    expect(await imagesWithoutText(page)).toEqual([]);
  });
});
