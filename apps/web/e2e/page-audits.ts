import zlib from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, ownAddress } from './browser';

/** What the app keeps in localStorage for a signed-in member (apps/web/src/lib/session-storage.ts). */
export interface StoredSession {
  auth_token: string;
  auth_user: string;
}

/** Signs in through the API (not the form) and answers the storage the app would have written. */
export async function signInByApi(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<StoredSession & { profileId: string }> {
  const response = await fetch(`${baseUrl}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`);
  const answer = (await response.json()) as { token: string; user: Record<string, unknown>; profile: { id: string } };
  return { auth_token: answer.token, auth_user: JSON.stringify({ ...answer.user, profile: answer.profile }), profileId: answer.profile.id };
}

/** Registers a new member through the API (the test fails on any other answer than 201). */
export async function signUpByApi(baseUrl: string, username: string, password: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ownAddress() },
    body: JSON.stringify({ username, email: `${username}@example.test`, password }),
  });
  if (response.status !== 201) throw new Error(`sign-up as ${username} failed: ${response.status}`);
}

/** Puts the session in the page's storage before any of the app's scripts run, on every load. */
export async function storeSessionOnEveryLoad(context: BrowserContext, session: StoredSession): Promise<void> {
  await context.addInitScript((stored: StoredSession) => {
    localStorage.setItem('auth_token', stored.auth_token);
    localStorage.setItem('auth_user', stored.auth_user);
  }, session);
}

/** The demo community's pages the audits visit: a plant, a member other than `demo`, a post. */
export interface DemoTargets {
  plantPath: string;
  profilePath: string;
  postPath: string;
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

export async function findDemoTargets(baseUrl: string): Promise<DemoTargets> {
  const explore = await getJson<{ items: { userPlant: { id: string } }[] }>(`${baseUrl}/api/explore-v2?limit=1`);
  const profile = await getJson<{ id: string }>(`${baseUrl}/api/profiles/rosa_delgado`);
  const posts = await getJson<{ posts: { id: string }[] }>(`${baseUrl}/api/posts?limit=1`);
  const plant = explore.items[0]?.userPlant.id;
  const post = posts.posts[0]?.id;
  if (!plant || !post) throw new Error('the demo community has no plant or no post');
  return { plantPath: `/plant/${plant}`, profilePath: `/profile/${profile.id}`, postPath: `/posts/${post}` };
}

/** One script the page loaded: its name and its size gzipped. */
export interface LoadedScript {
  name: string;
  gzipBytes: number;
}

/**
 * Loads a page and answers every script it fetched until the network was idle (no request for
 * 500 ms), each gzipped as the server would send it: the page's initial JavaScript.
 */
export async function measureInitialScripts(page: Page, path: string): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname;
    pending.push(response.body().then((body) => ({ name, gzipBytes: zlib.gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return Promise.all(pending);
}
