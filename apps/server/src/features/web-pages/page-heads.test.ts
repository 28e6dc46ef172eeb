import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PlantSearchResponseSchema } from '@rootshare/contracts/catalogue';
import { listingThumbnail } from '@rootshare/contracts/catalogue-photo-sizes';
import { ExplorePageSchema } from '@rootshare/contracts/explore';
import { DEFAULT_COORDINATES, VISITOR_BROWSE_PATH } from '@rootshare/contracts/explore-constants';
import { OEmbedSchema } from '@rootshare/contracts/embeds';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentMaker } from '../../../test/content';
import { as, createTestApp, signUpMember, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema/accounts';
import { profiles } from '../../db/schema/profiles';
import { userPlants } from '../../db/schema/user-plants';

const SITE = 'https://rootshare.example';
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<meta name="description" content="Rootshare — share your roots." />
<title>Rootshare — share your roots, grow your community</title></head><body><div id="root"></div></body></html>`;

type Member = Awaited<ReturnType<typeof signUpMember>>;
let t: TestApp;
let webDir: string;
let make: ReturnType<typeof contentMaker>;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rootshare-web-'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  t = await createTestApp({ webDir, catalogue: true, places: true, env: { PUBLIC_URL: SITE } });
  make = contentMaker(t.app);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A member who lives in Portland, Oregon, at a point only the server knows. */
async function member(): Promise<Member> {
  const signed = await signUpMember(t.app);
  await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, signed.user.id));
  await t.database.db
    .update(profiles)
    .set({ latitude: 45.523456, longitude: -122.676543, location: 'Portland, Oregon', fullName: 'Rowan Birch' })
    .where(eq(profiles.id, signed.user.id));
  return signed;
}

/** The page as a link preview reads it: the HTML alone, and the content of each head tag by its name or property. */
async function preview(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const tags = new Map<string, string>();
  for (const match of response.body.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    tags.set(match[1] ?? '', match[2] ?? '');
  const link = (rel: string) => new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`).exec(response.body)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(response.body)?.[1];
  const structured = jsonLd ? (JSON.parse(jsonLd) as Record<string, unknown>) : null;
  return { response, tags, title: /<title>([^<]*)<\/title>/.exec(response.body)?.[1], link, structured };
}

function expectNothingPrivate(body: string, who: Member) {
  expect(body).not.toContain(who.user.email);
  expect(body).not.toContain('45.52');
  expect(body).not.toContain('122.67');
}

describe('public pages carry their own head for link previews', () => {
  it('gives a plant listing its name, owner, town, catalogue photo and first picture, before any script', async () => {
    const owner = await member();
    const id = await make.plant(owner, { customName: 'Window pothos' });
    const { response, tags, title, link } = await preview(`/plant/${id}`);
    expect(response.statusCode).toBe(200);
    expect(title).toBe('Window pothos — Rootshare');
    expect(tags.get('og:title')).toBe('Window pothos — Rootshare');
    expect(tags.get('description')).toContain(`from ${owner.user.username} in Portland, Oregon`);
    expect(tags.get('og:description')).toBe(tags.get('description'));
    expect(tags.get('og:type')).toBe('article');
    expect(link('canonical')).toBe(`${SITE}/plant/${id}`);
    expect(tags.get('og:url')).toBe(`${SITE}/plant/${id}`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    // The picture the page shows first is asked for with the page.
    expect(link('preload')).toMatch(/^\/api\/plant-photos\/.+\?w=960$/);
    // Previews show a card made for the listing: its photo, name and town, 1200 by 630.
    const image = tags.get('og:image') ?? '';
    expect(image).toBe(`${SITE}/api/cards/plants/${id}.jpg`);
    const card = await t.app.inject({ method: 'GET', url: image.slice(SITE.length) });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const again = await t.app.inject({ method: 'GET', url: image.slice(SITE.length) });
    expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
    expect(response.body.match(/<title>/g)).toHaveLength(1);
    expectNothingPrivate(response.body, owner);
  });

  it('answers a deleted or moderator-hidden listing as not found, with no preview', async () => {
    const owner = await member();
    const deleted = await make.plant(owner);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${deleted}`, headers: as(owner) })).statusCode).toBe(204);
    const hidden = await make.plant(owner);
    await t.database.db.update(userPlants).set({ hiddenAt: new Date() }).where(eq(userPlants.id, hidden));
    for (const id of [deleted, hidden, '00000000-0000-4000-8000-000000000000']) {
      const { response, tags } = await preview(`/plant/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<div id="root">');
      expect(tags.has('og:title')).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/api/cards/plants/${id}.jpg` })).statusCode, id).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/cards/plants/elsewhere.png' })).statusCode).toBe(400);
  });

  it('shows the change at once when a shared listing is renamed, its owner renamed, or the listing deleted', async () => {
    const owner = await member();
    const id = await make.plant(owner, { customName: 'Window pothos' });
    expect((await preview(`/plant/${id}`)).title).toBe('Window pothos — Rootshare');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/user-plants/${id}`,
      headers: as(owner),
      payload: { custom_name: 'Kitchen pothos' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await preview(`/plant/${id}`)).title).toBe('Kitchen pothos — Rootshare');
    const username = `${owner.user.username}_x`.slice(0, 30);
    const profile = await t.app.inject({ method: 'PUT', url: `/api/profiles/${owner.user.id}`, headers: as(owner), payload: { username } });
    expect(profile.statusCode).toBe(200);
    expect((await preview(`/plant/${id}`)).tags.get('description')).toContain(`from ${username} in`);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-plants/${id}`, headers: as(owner) })).statusCode).toBe(204);
    expect((await preview(`/plant/${id}`)).response.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/cards/plants/${id}.jpg` })).statusCode).toBe(404);
  });

  it("gives a profile the member's name and words, never their address or place", async () => {
    const who = await member();
    const { response, tags, title, structured } = await preview(`/profile/${who.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(title).toBe(`Rowan Birch (@${who.user.username}) — Rootshare`);
    expect(tags.get('og:type')).toBe('profile');
    // Feed readers find the member's feeds from the page.
    expect(response.body).toContain(`href="${SITE}/api/feeds/members/${who.user.id}/listings.atom"`);
    expect(response.body).toContain(`href="${SITE}/api/feeds/members/${who.user.id}/posts.atom"`);
    expect(tags.get('description')).toBe('Swapping plants on Rootshare in Portland, Oregon.');
    expect(structured).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Rowan Birch',
      alternateName: `@${who.user.username}`,
      url: `${SITE}/profile/${who.user.id}`,
      homeLocation: { '@type': 'Place', name: 'Portland, Oregon' },
    });
    expectNothingPrivate(response.body, who);
  });

  it('gives a post its title and opening words, escaped', async () => {
    const author = await member();
    const id = await make.blogPost(author, 'Cuttings </title><script>alert(1)</script>', 'Two nodes & roots "ready".');
    const { response, tags, title, structured } = await preview(`/posts/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(title).toBe('Cuttings &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Rootshare');
    expect(tags.get('og:description')).toBe('Two nodes &amp; roots &quot;ready&quot;.');
    // The data block keeps the title whole, and nothing in it can close the element.
    expect(structured).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SocialMediaPosting',
      headline: 'Cuttings </title><script>alert(1)</script>',
      articleBody: 'Two nodes & roots "ready".',
      url: `${SITE}/posts/${id}`,
      author: { '@type': 'Person', name: 'Rowan Birch', url: `${SITE}/profile/${author.user.id}` },
    });
    expect(Date.parse(String(structured?.datePublished))).not.toBeNaN();
  });

  it('gives a meet its title, town and time, never the venue kept for members', async () => {
    const host = await member();
    const meet = await make.meet(host, { title: 'Saturday cutting swap' });
    const { response, tags, title, structured } = await preview(`/meets/${meet.id}`);
    expect(response.statusCode).toBe(200);
    expect(title).toBe('Saturday cutting swap — Rootshare');
    expect(tags.get('description')).toMatch(/^Plant swap meet in Portland, Oregon, \w+day, \w+ \d+ at \d+:\d\d [AP]M\. Bring cuttings/);
    expect(response.body).not.toContain('Hollywood Library');
    const card = await t.app.inject({ method: 'GET', url: (tags.get('og:image') ?? '').slice(SITE.length) });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // What search engines read as an event: its times with their offset, its status, and the town as its place.
    expect(structured).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Saturday cutting swap',
      description: 'Bring cuttings in labelled bags.',
      startDate: meet.starts_at,
      endDate: meet.ends_at,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      isAccessibleForFree: true,
      url: `${SITE}/meets/${meet.id}`,
      location: { '@type': 'Place', name: 'Portland, Oregon', address: { '@type': 'PostalAddress', addressLocality: 'Portland, Oregon' } },
      organizer: { '@type': 'Person', name: 'Rowan Birch', url: `${SITE}/profile/${host.user.id}` },
    });
    expect(new Date(String(structured?.startDate)).getTime()).toBeLessThan(new Date(String(structured?.endDate)).getTime());
  });

  it("keeps a member's own pages out of search results, and says so in robots.txt", async () => {
    for (const url of ['/messages', '/settings', '/admin/jobs', '/auth', '/profile', '/meets/new', '/meets/abc/edit']) {
      const { response, tags } = await preview(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(tags.get('robots'), url).toBe('noindex');
    }
    const owner = await member();
    const listing = await preview(`/plant/${await make.plant(owner)}`);
    expect(listing.response.headers['x-robots-tag']).toBeUndefined();
    expect(listing.tags.has('robots')).toBe(false);
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toContain('text/plain');
    const lines = robots.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /messages', 'Disallow: /settings', 'Disallow: /api/', 'Allow: /api/feeds/']),
    );
    expect(lines.some((line) => /^Disallow: \/(plant|posts|meets)\b/.test(line) && line !== 'Disallow: /meets/new')).toBe(false);
  });

  it('asks search engines to leave out the profile, listings and posts of a member who hid from search, still showing them to visitors', async () => {
    const shy = await member();
    const plant = await make.plant(shy, { customName: 'Quiet pothos' });
    const post = await make.blogPost(shy, 'Quiet notes');
    const meet = await make.meet(shy, { title: 'Quiet swap' });
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${shy.user.id}`,
      headers: as(shy),
      payload: { hidden_from_search: true },
    });
    expect(hide.statusCode).toBe(200);
    for (const url of [`/profile/${shy.user.id}`, `/plant/${plant}`, `/posts/${post}`]) {
      const { response, tags } = await preview(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(tags.get('robots'), url).toBe('noindex');
      // Link previews still show the page: this is about search results only.
      expect(tags.get('og:title'), url).toMatch(/ — Rootshare$/);
    }
    // A meet is the community's: its host hiding from search leaves it indexed.
    const hosted = await preview(`/meets/${meet.id}`);
    expect(hosted.response.headers['x-robots-tag']).toBeUndefined();
    expect(hosted.tags.has('robots')).toBe(false);
    const other = await preview(`/plant/${await make.plant(await member())}`);
    expect(other.response.headers['x-robots-tag']).toBeUndefined();
    expect(other.tags.has('robots')).toBe(false);
  });

  it("links Browse at a town to that town's feeds, and a meet to the meets near its town", async () => {
    const host = await member();
    const meet = await make.meet(host, { title: 'Feed swap' });
    const feeds = async (url: string) => {
      const { response } = await preview(url);
      return [...response.body.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)" \/>/g)].map(
        (m) => ({ title: m[1], href: (m[2] ?? '').replaceAll('&amp;', '&') }),
      );
    };
    expect(await feeds('/browse?loc=Portland&tab=plants')).toEqual([
      { title: 'New plants near Portland', href: `${SITE}/api/feeds/listings.atom?place=Portland` },
      { title: 'Plant swap meets near Portland', href: `${SITE}/api/feeds/meets.atom?place=Portland` },
    ]);
    expect(await feeds('/browse')).toEqual([]);
    expect(await feeds(`/browse?loc=${'x'.repeat(101)}`)).toEqual([]);
    const meetFeeds = await feeds(`/meets/${meet.id}`);
    expect(meetFeeds).toEqual([
      { title: 'Plant swap meets near Portland, Oregon', href: `${SITE}/api/feeds/meets.atom?place=Portland%2C+Oregon` },
    ]);
    // Each link leads to a feed that holds the meet.
    const feed = await t.app.inject({ method: 'GET', url: (meetFeeds[0]?.href ?? '').slice(SITE.length) });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`${SITE}/meets/${meet.id}`);
  });

  it("gives Browse searching for a species by its exact name the species' names, words and a card of its photo", async () => {
    const search = await t.app.inject({ method: 'POST', url: '/api/plants/search', payload: { query: 'Monstera deliciosa', limit: 1 } });
    const plant = PlantSearchResponseSchema.parse(search.json()).plants[0];
    expect(plant?.scientific_name).toBe('Monstera deliciosa');
    if (!plant) return;
    // The scientific name in other letter case finds the species; its address is the common name's search.
    const { response, tags, title, link } = await preview(`/browse?q=${encodeURIComponent('MONSTERA  deliciosa')}&loc=Portland`);
    expect(response.statusCode).toBe(200);
    expect(title).toBe(`${plant.common_name} (Monstera deliciosa) — Rootshare`);
    expect(tags.get('og:title')).toBe(title);
    expect(tags.get('description')).toMatch(new RegExp(`^See who is swapping ${plant.common_name} near you on Rootshare\\. `));
    expect(link('canonical')).toBe(`${SITE}/browse?q=${encodeURIComponent(plant.common_name).replaceAll('%20', '+')}`);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    // The place's feeds stay with the page.
    expect(response.body).toContain(`${SITE}/api/feeds/listings.atom?place=Portland`);
    const image = tags.get('og:image') ?? '';
    expect(image).toBe(`${SITE}/api/cards/species/${plant.id}.jpg`);
    const card = await t.app.inject({ method: 'GET', url: image.slice(SITE.length) });
    expect(card.statusCode).toBe(200);
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The card of a species that is not in the catalogue is not found.
    const missing = await t.app.inject({ method: 'GET', url: `/api/cards/species/${crypto.randomUUID()}.jpg` });
    expect(missing.statusCode).toBe(404);
    // A common name two species share finds neither; the scientific name finds one, and is its address.
    const daisy = await preview('/browse?q=Osteospermum%20ecklonis');
    expect(daisy.title).toBe('African Daisy (Osteospermum ecklonis) — Rootshare');
    expect(daisy.link('canonical')).toBe(`${SITE}/browse?q=Osteospermum+ecklonis`);
    // Part of a name, a shared name, or words that name no species keep the app's own head.
    for (const url of ['/browse?q=monster', '/browse?q=african%20daisy', '/browse?q=deliciosa%20cutting', `/browse?q=${'m'.repeat(300)}`]) {
      const other = await preview(url);
      expect(other.title, url).toBe('Rootshare — share your roots, grow your community');
      expect(other.tags.has('og:title'), url).toBe(false);
    }
  });

  it("leaves every other page with the app's own head", async () => {
    for (const url of ['/', '/browse', '/messages', '/plant/not-an-id']) {
      const { response, tags, title, structured } = await preview(url);
      expect(response.statusCode, url).toBe(200);
      expect(title).toBe('Rootshare — share your roots, grow your community');
      expect(tags.has('og:title')).toBe(false);
      expect(structured).toBeNull();
    }
  });
});

describe("public pages carry their first read's answer", () => {
  /** The data block a page carries for the app's first read: its path and its answer. */
  async function firstAnswer(url: string) {
    const response = await t.app.inject({ method: 'GET', url });
    const block = /<script type="application\/json" id="first-answer" data-path="([^"]+)">([^<]*)<\/script>/.exec(response.body);
    const path = block?.[1]?.replaceAll('&amp;', '&');
    return { response, path, body: block?.[2] === undefined ? undefined : (JSON.parse(block[2]) as unknown) };
  }
  const visitorAnswer = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).json<unknown>();

  it("gives a profile the answer a visitor's read of it gets, with no text that could end the block, and nothing private", async () => {
    const owner = await member();
    await t.database.db
      .update(profiles)
      .set({ bio: 'Cuttings </script><script>alert(1)</script> free' })
      .where(eq(profiles.id, owner.user.id));
    const { response, path, body } = await firstAnswer(`/profile/${owner.user.id}`);
    expect(path).toBe(`/api/profiles/${owner.user.id}`);
    expect(body).toEqual(await visitorAnswer(`/api/profiles/${owner.user.id}`));
    expect(body).toMatchObject({ bio: 'Cuttings </script><script>alert(1)</script> free' });
    expect(response.body).not.toContain('<script>alert(1)');
    expectNothingPrivate(response.body, owner);
    const missing = await firstAnswer(`/profile/${crypto.randomUUID()}`);
    expect(missing.response.statusCode).toBe(404);
    expect(missing.path).toBeUndefined();
  });

  it("gives Browse a visitor's first plants and asks for the first card's picture with the page", async () => {
    // A member at the place a visitor's distances are measured from, moved there as members move.
    const owner = await member();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/profiles/${owner.user.id}`,
      headers: as(owner),
      payload: { location: 'New York, New York', ...DEFAULT_COORDINATES },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await make.plant(owner, { customName: 'Fire escape fern' });
    // Browse's pages are kept for a second or so, and an earlier test read this one.
    await expect
      .poll(async () => ExplorePageSchema.parse(await visitorAnswer(VISITOR_BROWSE_PATH)).items[0]?.userPlant.custom_name, {
        timeout: 30_000,
      })
      .toBe('Fire escape fern');
    const { path, body } = await firstAnswer('/browse');
    expect(path).toBe(VISITOR_BROWSE_PATH);
    const answer = ExplorePageSchema.parse(body);
    const [first] = answer.items;
    expect(first?.userPlant.custom_name).toBe('Fire escape fern');
    const preload = (await preview('/browse')).link('preload');
    expect(preload).toBe(first && listingThumbnail(first.userPlant.thumbnail_urls, first.plant));
    // A search is its own read, which the app asks for.
    expect((await firstAnswer('/browse?q=fern')).path).toBeUndefined();
  });
});

describe('listings and posts embed as oEmbed cards', () => {
  const oembed = (url: string, extra = '') => t.app.inject({ method: 'GET', url: `/api/oembed?url=${encodeURIComponent(url)}${extra}` });

  it("names its oEmbed address in the listing's head and answers a card linking back, with no script", async () => {
    const owner = await member();
    const id = await make.plant(owner, { customName: 'Pothos <b>"big"</b>' });
    const { link } = await preview(`/plant/${id}`);
    const discovered = new URL((link('alternate') ?? '').replaceAll('&amp;', '&'));
    expect(discovered.origin).toBe(SITE);
    expect(discovered.searchParams.get('url')).toBe(`${SITE}/plant/${id}`);
    const response = await t.app.inject({ method: 'GET', url: `${discovered.pathname}${discovered.search}` });
    expect(response.statusCode).toBe(200);
    const card = OEmbedSchema.parse(response.json());
    expect(card).toMatchObject({ version: '1.0', type: 'rich', provider_name: 'Rootshare', author_name: owner.user.username });
    expect(card.author_url).toBe(`${SITE}/profile/${owner.user.id}`);
    expect(card.html).toContain(`<a href="${SITE}/plant/${id}">`);
    expect(card.html).toContain('Pothos &lt;b&gt;&quot;big&quot;&lt;/b&gt;');
    expect(card.html).not.toMatch(/<script|<b>|onerror=/i);
    expect(card.width).toBeLessThanOrEqual(480);
    expectNothingPrivate(card.html, owner);
  });

  it('fits a card into the width and height the consumer gives', async () => {
    const author = await member();
    const id = await make.blogPost(author, 'Rooting in water');
    const card = OEmbedSchema.parse((await oembed(`${SITE}/posts/${id}`, '&maxwidth=300&maxheight=200')).json());
    expect([card.width, card.height]).toEqual([300, 200]);
    expect(card.author_name).toBe('Rowan Birch');
  });

  it('embeds nothing from another site, nothing hidden, and no profile; asks for JSON', async () => {
    const owner = await member();
    const hidden = await make.plant(owner);
    await t.database.db.update(userPlants).set({ hiddenAt: new Date() }).where(eq(userPlants.id, hidden));
    const shown = await make.plant(owner);
    expect((await oembed(`https://elsewhere.example/plant/${shown}`)).statusCode).toBe(404);
    expect((await oembed(`${SITE}/plant/${hidden}`)).statusCode).toBe(404);
    expect((await oembed(`${SITE}/profile/${owner.user.id}`)).statusCode).toBe(404);
    expect((await oembed(`${SITE}/plant/${shown}`, '&format=xml')).statusCode).toBe(501);
    expect((await oembed('not a url')).statusCode).toBe(400);
    expect((await oembed(`${SITE}/plant/${shown}`)).statusCode).toBe(200);
  });
});
