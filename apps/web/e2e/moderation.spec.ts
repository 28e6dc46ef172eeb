import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, openPage, ownAddress, PHONE, sharedBrowser, signIn, uniqueName } from './browser';

const baseUrl = inject('baseUrl');
const adminUsername = inject('adminUsername');
const browser = sharedBrowser();

/** A member made through the API, with a blog post of their own; answers their token and the post. */
async function memberWithPost(title: string): Promise<{ token: string; postId: string }> {
  const username = uniqueName('author');
  const signUp = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify({ username, email: `${username}@example.test`, password: 'a long passphrase' }),
  });
  expect(signUp.status).toBe(201);
  const { token } = (await signUp.json()) as { token: string };
  const form = new FormData();
  form.set('type', 'blog_post');
  form.set('title', title);
  form.set('content', 'Buy cheap plant food at my shop, link in bio!');
  const created = await fetch(`${baseUrl}/api/posts`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(created.status).toBe(201);
  return { token, postId: ((await created.json()) as { id: string }).id };
}

describe('moderation', () => {
  it('a member reports a post; an admin hides it from the queue and it is gone for the reporter, but not for its author', async () => {
    const title = `Cheap plant food ${uniqueName('')}`;
    const { token, postId } = await memberWithPost(title);

    // The reporter, on a phone.
    const reporter = await openPage(browser(), baseUrl, PHONE);
    await signIn(reporter.page, 'demo');
    await reporter.page.goto(`/posts/${postId}`);
    await reporter.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await reporter.page.getByRole('button', { name: `More actions for ${title}` }).click();
    await reporter.page.getByRole('menuitem', { name: 'Report post' }).click();
    const dialog = reporter.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('radio', { name: 'Spam' }).click();
    await dialog.getByLabel('Details (optional)').fill('Advertising in every post');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await reporter.page.getByText('Thanks — our moderators will review this report.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The admin, on a desktop: the Admin link, the queue, Hide.
    const moderator = await openPage(browser(), baseUrl, DESKTOP);
    await signIn(moderator.page, adminUsername);
    await moderator.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await moderator.page.waitForURL('**/admin');
    const card = moderator.page.getByRole('article').filter({ hasText: title });
    await card.getByText('Advertising in every post').waitFor();
    expect(await card.getByRole('link', { name: '@demo' }).count()).toBe(1);
    await card.getByRole('button', { name: 'Hide post' }).click();
    await moderator.page.getByText('The post is hidden').waitFor();
    await card.getByRole('button', { name: 'Restore post' }).waitFor();
    await card.getByRole('button', { name: 'Resolve' }).click();
    await moderator.page.getByText('Report resolved').waitFor();

    // Gone for the reporter: its page and the community feed.
    await reporter.page.reload();
    await reporter.page.getByRole('heading', { name: 'Post not found' }).waitFor();
    await reporter.page.goto('/browse?tab=content');
    await reporter.page.getByRole('article').first().waitFor();
    expect(await reporter.page.getByRole('article', { name: title }).count()).toBe(0);

    // Still there, marked, for its author.
    const own = await fetch(`${baseUrl}/api/posts/${postId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await own.json()) as { is_hidden: boolean }).is_hidden).toBe(true);

    // A member who is not an admin finds no moderation page.
    await reporter.page.goto('/admin');
    await reporter.page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();

    expect([...reporter.errors, ...moderator.errors]).toEqual([]);
    await reporter.context.close();
    await moderator.context.close();
  });
});
