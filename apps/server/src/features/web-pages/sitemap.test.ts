import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/accounts';
import { posts } from '../../db/schema/posts';
import { profiles } from '../../db/schema/profiles';
import { userPlants } from '../../db/schema/user-plants';
import { sitemapWriter } from './sitemap';

const SITE = 'https://rootshare.example';
type Member = Awaited<ReturnType<typeof signUpMember>>;
let t: TestApp;
let make: ReturnType<typeof contentMaker>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true, places: true, env: { PUBLIC_URL: SITE } });
  make = contentMaker(t.app);
});
afterAll(() => t.close());

/** A member with a place, who can host meets. */
async function member(): Promise<Member> {
  const signed = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, signed.user.id));
  await t.database.db
    .update(profiles)
    .set({ latitude: 45.52, longitude: -122.68, location: 'Portland, Oregon' })
    .where(eq(profiles.id, signed.user.id));
  return signed;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Each address a sitemap file lists, with its last change. */
function urls(xml: string): Map<string, string> {
  return new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

const setHidden = (who: Member, hidden: boolean) =>
  t.app.inject({ method: 'PUT', url: `/api/profiles/${who.user.id}`, headers: as(who), payload: { hidden_from_search: hidden } });

describe('the sitemap lists the public pages search engines may find', () => {
  it('lists shown profiles, listings up for swap, posts and meets by absolute address and last change, and nothing hidden', async () => {
    const owner = await member();
    const listing = await make.plant(owner, { customName: 'Listed pothos' });
    const kept = await make.plant(owner, { available: false });
    const deleted = await make.plant(owner);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${deleted}`, headers: as(owner) })).statusCode).toBe(204);
    const moderated = await make.plant(owner);
    await t.database.db.update(userPlants).set({ hiddenAt: new Date() }).where(eq(userPlants.id, moderated));
    const post = await make.blogPost(owner, 'Rooting in water');
    const hiddenPost = await make.blogPost(owner, 'Hidden by a moderator');
    await t.database.db.update(posts).set({ hiddenAt: new Date() }).where(eq(posts.id, hiddenPost));
    const meet = await make.meet(owner);
    const cancelled = await make.meet(owner, { title: 'Called off' });
    expect((await t.app.inject({ method: 'POST', url: `/api/meets/${cancelled.id}/cancel`, headers: as(owner) })).statusCode).toBeLessThan(
      300,
    );
    const suspended = await member();
    const suspendedPlant = await make.plant(suspended);
    const suspendedPost = await make.blogPost(suspended);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));

    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const listed = urls(response.body);
    for (const path of [`/profile/${owner.user.id}`, `/plant/${listing}`, `/posts/${post}`, `/meets/${meet.id}`]) {
      expect(listed.has(`${SITE}${path}`), path).toBe(true);
      expect(Number.isNaN(Date.parse(listed.get(`${SITE}${path}`) ?? ''))).toBe(false);
    }
    for (const path of [
      `/plant/${kept}`,
      `/plant/${deleted}`,
      `/plant/${moderated}`,
      `/posts/${hiddenPost}`,
      `/meets/${cancelled.id}`,
      `/profile/${suspended.user.id}`,
      `/plant/${suspendedPlant}`,
      `/posts/${suspendedPost}`,
    ]) {
      expect(listed.has(`${SITE}${path}`), path).toBe(false);
    }
    expect(response.body).not.toContain(owner.user.email);
  });

  it('leaves out at once a member who hid from search engines, with their listings and posts, and takes them back when they stop', async () => {
    const shy = await member();
    const plant = await make.plant(shy);
    const post = await make.blogPost(shy);
    const pages = [`${SITE}/profile/${shy.user.id}`, `${SITE}/plant/${plant}`, `${SITE}/posts/${post}`];

    expect((await setHidden(shy, false)).statusCode).toBe(200);
    const before = urls((await get('/sitemap.xml')).body);
    expect(pages.filter((page) => before.has(page))).toEqual(pages);

    expect((await setHidden(shy, true)).statusCode).toBe(200);
    const hidden = urls((await get('/sitemap.xml')).body);
    expect(pages.filter((page) => hidden.has(page))).toEqual([]);

    expect((await setHidden(shy, false)).statusCode).toBe(200);
    const back = urls((await get('/sitemap.xml')).body);
    expect(pages.filter((page) => back.has(page))).toEqual(pages);
  });

  it('becomes an index of numbered parts, each at most the page size, once the pages pass it', async () => {
    const owner = await member();
    await make.plant(owner);
    await make.blogPost(owner);
    const absolute = (path: string) => `${SITE}${path}`;
    const whole = sitemapWriter(t.database.db, absolute);
    const split = sitemapWriter(t.database.db, absolute, 2);
    const everything = urls(await whole.root());
    expect(everything.size).toBeGreaterThan(2);

    const index = await split.root();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(parts).toEqual(Array.from({ length: Math.ceil(everything.size / 2) }, (_, i) => `${SITE}/sitemaps/${i + 1}.xml`));

    const together = new Map<string, string>();
    for (const [i] of parts.entries()) {
      const part = urls((await split.part(i + 1)) ?? '');
      expect(part.size).toBeGreaterThan(0);
      expect(part.size).toBeLessThanOrEqual(2);
      for (const [loc, lastmod] of part) together.set(loc, lastmod);
    }
    expect(together).toEqual(everything);
    expect(await split.part(parts.length + 1)).toBeNull();
    expect(await whole.part(1)).toBeNull();
  });

  it('answers 404 for a part while the sitemap is one file, 400 for an address that names no part, and names the sitemap in robots.txt', async () => {
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/0.xml')).statusCode).toBe(400);
    expect((await get('/sitemaps/one.xml')).statusCode).toBe(400);
    const robots = (await get('/robots.txt')).body.split('\n');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('a sitemap past its page size', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ catalogue: true, env: { PUBLIC_URL: SITE }, sitemapPageSize: 2 });
  });
  afterAll(() => small.close());

  it('serves an index at /sitemap.xml whose parts, served at their addresses, hold every page once', async () => {
    const content = contentMaker(small.app);
    const owner = await signUpMember(small.app);
    const plant = await content.plant(owner);
    const post = await content.blogPost(owner);
    const index = await small.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((m) => m[1] ?? '');
    expect(parts).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`]);
    const listed: string[] = [];
    for (const part of parts) {
      const response = await small.app.inject({ method: 'GET', url: part.slice(SITE.length) });
      expect(response.statusCode, part).toBe(200);
      const found = [...urls(response.body).keys()];
      expect(found.length, part).toBeLessThanOrEqual(2);
      listed.push(...found);
    }
    expect(listed.sort()).toEqual([`${SITE}/plant/${plant}`, `${SITE}/posts/${post}`, `${SITE}/profile/${owner.user.id}`].sort());
    expect((await small.app.inject({ method: 'GET', url: '/sitemaps/3.xml' })).statusCode).toBe(404);
  });
});
