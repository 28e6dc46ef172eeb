import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { makePng, openPage, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const browser = sharedBrowser();

/** A one-second WebM recorded by the browser itself from a canvas, so the journey needs no fixture file. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 15; frame++) {
      context.fillStyle = `rgb(40, ${100 + frame * 8}, 60)`;
      context.fillRect(0, 0, 160, 120);
      await new Promise((resolve) => setTimeout(resolve, 66));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** Opens the own Brag Board's create dialog at the form of one post type. */
async function startPost(page: Page, type: 'Photo' | 'Video Reel' | 'Blog Post') {
  await page.goto('/profile?tab=brag-board');
  await page.getByRole('button', { name: 'Create Post' }).click();
  await page
    .getByRole('group', { name: 'Post type' })
    .getByRole('button', { name: new RegExp(type) })
    .click();
}

const form = (page: Page) => page.getByRole('dialog');

async function fillPost(page: Page, title: string, content: string) {
  await form(page).getByLabel('Title').fill(title);
  await form(page).getByLabel('Content').fill(content);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

describe('community posts', () => {
  it('creates a photo, a video reel and a blog post from the Brag Board', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await signIn(page, 'demo');

    const photoTitle = uniqueName('Window ledge ');
    await startPost(page, 'Photo');
    await fillPost(page, photoTitle, 'The morning light on the ledge.');
    await form(page).getByLabel('Tags').fill('ledge, light');
    await page.getByLabel('Choose a photo').setInputFiles({ name: 'ledge.png', mimeType: 'image/png', buffer: makePng(120, 90) });
    await page.getByRole('img', { name: /Preview of ledge.png/ }).waitFor();
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Your photo has been posted.').waitFor();
    const photo = card(page, photoTitle);
    await photo.waitFor();
    expect(await photo.getByRole('img').first().getAttribute('src')).toMatch(/^\/media\/posts\/.+\.webp$/);

    const reelTitle = uniqueName('Watering day ');
    const webm = await recordWebm(page);
    await startPost(page, 'Video Reel');
    await fillPost(page, reelTitle, 'Bottom watering the calatheas.');
    await page.getByLabel('Choose a video').setInputFiles({ name: 'watering.webm', mimeType: 'video/webm', buffer: webm });
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Your video reel has been posted.').waitFor();
    const video = card(page, reelTitle).locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(/^\/media\/videos\/.+\.webm$/);

    const blogTitle = uniqueName('Repotting notes ');
    await startPost(page, 'Blog Post');
    await fillPost(page, blogTitle, 'Loosen the roots first. '.repeat(20));
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await page.getByText('Your blog post has been posted.').waitFor();
    await card(page, blogTitle)
      .getByRole('link', { name: /Read more/ })
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('likes, comments on, edits, shares and deletes a post', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signIn(page, 'demo');
    const title = uniqueName('Fungus gnats ');
    await startPost(page, 'Blog Post');
    await fillPost(page, title, 'Let the top inch dry out and use yellow sticky traps.');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const post = card(page, title);
    await post.waitFor();

    const like = post.getByRole('button', { name: /^Like/ });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => like.textContent()).toContain('1');

    await post.getByRole('button', { name: /0 comments/ }).click();
    await post.getByText('No comments yet. Be the first to comment!').waitFor();
    await post.getByLabel('Add a comment').fill('Sticky traps saved my alocasia.');
    await post.getByLabel('Add a comment').press('Enter');
    await post.getByText('Sticky traps saved my alocasia.').waitFor();

    await post.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link Copied!').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${baseUrl}/posts/[0-9a-f-]{36}$`));

    const edited = `${title} (updated)`;
    await post.getByRole('button', { name: 'Edit post' }).click();
    await page.getByRole('dialog', { name: 'Edit Post' }).getByLabel('Title').fill(edited);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Your post has been updated.').waitFor();
    const renamed = card(page, edited);
    await renamed.waitFor();

    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { level: 1, name: edited }).waitFor();
    await page.getByText('Sticky traps saved my alocasia.').waitFor();

    await page.goto('/profile?tab=brag-board');
    await card(page, edited).getByRole('button', { name: 'Delete post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Post' });
    await dialog.getByText('Are you sure you want to delete this post?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Post deleted successfully').waitFor();
    await card(page, edited).waitFor({ state: 'detached' });
    expect((await fetch(`${baseUrl}${new URL(link).pathname.replace('/posts/', '/api/posts/')}`)).status).toBe(404);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches the community feed on a phone and clears the search', async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/browse?tab=content');
    await page.getByRole('article').first().waitFor();
    await page.getByRole('searchbox').fill('thrips');
    await page.getByText(/match(es)? “thrips”/).waitFor();
    await page.getByRole('searchbox').fill('zzzznothinglikethis');
    await page.getByText('No Matching Content').waitFor();
    await page.getByRole('link', { name: 'Clear search' }).click();
    await page.getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  it("shows the demo community's photo posts with real photos and their credits, in the feed and on the post's page", async () => {
    const { context, page, errors } = await openPage(browser(), baseUrl, PHONE);
    await page.goto('/browse?tab=content');
    await page.getByRole('searchbox').fill('pilea pups');
    const post = card(page, 'Pilea pups ready for new homes');
    const photo = post.getByRole('img', { name: 'A Chinese money plant with round, coin-shaped leaves' });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await post.getByText('Photo by Husky, CC0.').waitFor();
    await post.getByRole('link', { name: 'Pilea pups ready for new homes' }).click();
    await page.waitForURL(/\/posts\//);
    await page.getByRole('heading', { level: 1, name: 'Pilea pups ready for new homes' }).waitFor();
    expect(await page.getByRole('link', { name: 'Original photo (opens in a new tab)' }).getAttribute('href')).toMatch(
      /^https:\/\/commons\.wikimedia\.org\//,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
