import { parseFeed } from '@rowanmanning/feed-parser';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';

const SITE = 'https://rootshare.example';
type Member = Awaited<ReturnType<typeof signUpMember>>;
let t: TestApp;
let make: ReturnType<typeof contentMaker>;

beforeAll(async () => {
  t = await createTestApp({ catalogue: true, places: true, env: { PUBLIC_URL: SITE } });
  make = contentMaker(t.app);
});
afterAll(() => t.close());

/** A member who lives in Portland, Oregon, at a point only the server knows. */
async function member(fullName = 'Rowan Birch'): Promise<Member> {
  const signed = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, signed.user.id));
  await t.database.db
    .update(profiles)
    .set({ latitude: 45.523456, longitude: -122.676543, location: 'Portland, Oregon', fullName })
    .where(eq(profiles.id, signed.user.id));
  return signed;
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('Atom feeds to follow members and places', () => {
  it("follows a member's listings, each with its page, photo and owner, and drops one when it is deleted", async () => {
    const owner = await member();
    const kept = await make.plant(owner, { customName: 'Window pothos' });
    const deleted = await make.plant(owner, { customName: 'Going pothos' });
    const address = `/api/feeds/members/${owner.user.id}/listings.atom`;
    const response = await get(address);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/atom+xml');
    const feed = parseFeed(response.body);
    expect(feed.title).toBe("Rowan Birch's plants on Rootshare");
    expect(feed.items.map((item) => item.title).sort()).toEqual(['Going pothos', 'Window pothos']);
    const item = feed.items.find((entry) => entry.title === 'Window pothos');
    expect(item?.url).toBe(`${SITE}/plant/${kept}`);
    expect(item?.description).toContain('Portland, Oregon');
    expect(item?.authors[0]?.name).toBe(owner.user.username);
    expect(item?.media[0]?.url).toMatch(new RegExp(`^${SITE}/api/plant-photos/.+\\.jpg$`));
    expect(response.body).not.toContain(owner.user.email);
    expect(response.body).not.toContain('45.52');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${deleted}`, headers: as(owner) })).statusCode).toBe(204);
    const after = parseFeed((await get(address)).body);
    expect(after.items.map((entry) => entry.title)).toEqual(['Window pothos']);
  });

  it("follows a member's posts", async () => {
    const author = await member('Ada Fern');
    await make.blogPost(author, 'Rooting in water', 'Change the water weekly.');
    const feed = parseFeed((await get(`/api/feeds/members/${author.user.id}/posts.atom`)).body);
    expect(feed.title).toBe("Ada Fern's posts on Rootshare");
    expect(feed.items.map((item) => [item.title, item.authors[0]?.name])).toEqual([['Rooting in water', 'Ada Fern']]);
  });

  it("follows a town's new listings and its meets", async () => {
    const owner = await member();
    await make.plant(owner, { customName: 'Town pothos' });
    await make.meet(owner, { title: 'Saturday cutting swap' });
    const listings = parseFeed((await get('/api/feeds/listings.atom?place=Portland&radius=25')).body);
    expect(listings.title).toMatch(/^New plants near .*Portland.* on Rootshare$/);
    expect(listings.items.map((item) => item.title)).toContain('Town pothos');
    const meets = parseFeed((await get('/api/feeds/meets.atom?place=Portland')).body);
    expect(meets.items.map((item) => item.title)).toContain('Saturday cutting swap');
    expect(meets.items[0]?.description).toMatch(/^Plant swap meet in Portland/);
  });

  it("leaves out of a town's feed the listings of a member who hid from search engines", async () => {
    const shy = await member();
    await make.plant(shy, { customName: 'Shy pothos' });
    const open = await member();
    await make.plant(open, { customName: 'Open pothos' });
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${shy.user.id}`,
      headers: as(shy),
      payload: { hidden_from_search: true },
    });
    expect(hide.statusCode).toBe(200);
    // A radius no other case asks, so Browse's page kept for a second is not the one read here.
    const titles = parseFeed((await get('/api/feeds/listings.atom?place=Portland&radius=30')).body).items.map((item) => item.title);
    expect(titles).toContain('Open pothos');
    expect(titles).not.toContain('Shy pothos');
  });

  it('answers 304 to a reader whose copy is current, and the feed again once it changes', async () => {
    const owner = await member();
    await make.plant(owner);
    const address = `/api/feeds/members/${owner.user.id}/listings.atom`;
    const first = await get(address);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await get(address, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await make.plant(owner, { customName: 'Newer pothos' });
    const changed = await get(address, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for a member or a place that is not there, and 400 for a feed asked wrongly', async () => {
    expect((await get('/api/feeds/members/00000000-0000-4000-8000-000000000000/listings.atom')).statusCode).toBe(404);
    expect((await get('/api/feeds/listings.atom?place=Nowhereville%20Zzq')).statusCode).toBe(404);
    expect((await get('/api/feeds/members/not-an-id/posts.atom')).statusCode).toBe(400);
    expect((await get('/api/feeds/meets.atom')).statusCode).toBe(400);
    expect((await get('/api/feeds/meets.atom?place=Portland&radius=1000')).statusCode).toBe(400);
  });
});
