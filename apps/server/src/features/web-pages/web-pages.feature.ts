import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { CataloguePlant } from '@rootshare/contracts/catalogue';
import { SitemapPartParamsSchema, type CardKind } from '@rootshare/contracts/embeds';
import { VISITOR_BROWSE_PATH } from '@rootshare/contracts/explore-constants';
import { notFound } from '../../platform/errors';
import type { Platform } from '../../platform/feature';
import { changeOf, sharedBody } from '../../platform/read-cache';
import { feedReaders, hiddenFromSearch, visitorReader, type VisitorRead } from './feeds';
import {
  browseFeeds,
  isPrivatePage,
  pageOf,
  robotsTxt,
  speciesHead,
  withFeedLinks,
  withFirstAnswer,
  withHead,
  withNoIndex,
  withVisitorBrowse,
  type FirstAnswer,
  type PageHead,
} from './page-heads';
import { sitemapWriter } from './sitemap';
import { webPagesRoutes } from './web-pages.routes';

/** A public page as a signed-out visitor finds it: its head and the read's answer, or the status a visitor's read answered. */
export type PageRead = { status: 200; head: PageHead; answer: FirstAnswer } | { status: 200; head: null } | { status: 404 };
export type ReadPage = (pathname: string) => Promise<PageRead>;
/** The card drawn for a shared page's picture, or undefined where the address shows nothing. */
export type ReadCard = (kind: CardKind, id: string) => Promise<PageHead['card']>;

/** The catalogue as the species' pages read it. */
export interface SpeciesReads {
  /** The species a search names exactly, with the name that finds it alone, or null. */
  named: (name: string) => Promise<{ plant: CataloguePlant; uniqueName: string } | null>;
  /** One species by its id; a missing one answers 404. */
  byId: (id: string) => Promise<CataloguePlant>;
}

/** Longer searches are no species' name: not worth looking up. */
const SPECIES_NAME_MAX = 200;

type Absolute = (address: string) => string;

/**
 * Public pages as a signed-out visitor finds them, from memory: kept until a write changes what the
 * head was made from, since a page shared in a busy group is asked for by every preview at once.
 */
function pageReader(caches: Platform['caches'], visitorRead: VisitorRead, absolute: Absolute): ReadPage {
  const heads = caches.open<{ page: PageRead; changes: readonly string[] }>('publicPageHeads', (_key, entry) => entry.changes);
  return async (pathname) => {
    const found = pageOf(pathname);
    if (!found) return { status: 200, head: null };
    const { page, changes } = await heads.getOrLoad(pathname, async () => {
      const read = await visitorRead(found.kind.apiPath(found.id));
      if (read.status === 404 || read.status === 400) return { page: { status: 404 }, changes: found.kind.changes(found.id, null) };
      if (read.status !== 200) return { page: { status: 200, head: null }, changes: [] };
      const head = found.kind.head(read.body, absolute(pathname), absolute);
      const noindex = Boolean(head.member && (await hiddenFromSearch(visitorRead, head.member)));
      const answer = { path: found.kind.apiPath(found.id), body: read.body };
      return {
        page: { status: 200, head: noindex ? { ...head, noindex } : head, answer },
        changes: found.kind.changes(found.id, read.body),
      };
    });
    // A read that failed for a moment (a limit, a restart) is asked again next time rather than kept.
    if (changes.length === 0) heads.dropHere([pathname]);
    return page;
  };
}

/** robots.txt and the sitemap, kept between a search engine's visits and forgotten when a member leaves search results. */
function searchEngineFiles({ app, db, caches }: Platform, absolute: Absolute, sitemapPageSize: number | undefined): void {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(absolute('/sitemap.xml'))),
  );
  const sitemaps = sitemapWriter(db, absolute, sitemapPageSize);
  const sitemapCache = caches.open<string | null>('sitemaps', () => [changeOf.searchListing]);
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  app.get('/sitemap.xml', async (_request, reply) => sendXml(reply, (await sitemapCache.getOrLoad('root', sitemaps.root)) ?? ''));
  app.get('/sitemaps/:file', { schema: { params: SitemapPartParamsSchema } }, async (request, reply) => {
    const n = Number.parseInt(request.params.file, 10);
    const xml = await sitemapCache.getOrLoad(`part:${n}`, () => sitemaps.part(n));
    if (!xml) throw notFound('No such part of the sitemap');
    return sendXml(reply, xml);
  });
}

/** How the app's pages are answered: Browse with a species' head or its place's feeds, a shared page with its own head. */
interface PageHeads {
  readPage: ReadPage;
  browseHead: (search: URLSearchParams) => Promise<PageHead | null>;
  /** What a visitor's Browse reads first (VISITOR_BROWSE_PATH), or null when that read failed. */
  visitorBrowse: () => Promise<unknown>;
  absolute: Absolute;
}

/**
 * The built app's files, and index.html for every page it draws: members' own pages marked
 * noindex, public pages with their own head, an unknown public page answered 404.
 */
async function webApp(
  app: Platform['app'],
  webDir: string | null,
  { readPage, browseHead, visitorBrowse, absolute }: PageHeads,
): Promise<void> {
  const webRoot = webDir && fs.existsSync(path.join(webDir, 'index.html')) ? webDir : null;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent to browsers that take them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = webRoot ? fs.readFileSync(path.join(webRoot, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !pathOnly.startsWith('/api') && !pathOnly.startsWith('/media');
    if (!indexHtml || !wantsPage) return reply.code(404).send({ error: 'Not found' });
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (isPrivatePage(pathOnly)) return reply.header('x-robots-tag', 'noindex').send(withNoIndex(indexHtml));
    if (pathOnly === '/browse' || pathOnly === '/explore') {
      const search = new URLSearchParams(request.url.slice(pathOnly.length));
      if (search.size === 0) {
        const first = await visitorBrowse();
        return reply.send(first === null ? indexHtml : withVisitorBrowse(indexHtml, first));
      }
      const head = await browseHead(search);
      return reply.send(head ? withHead(indexHtml, head) : withFeedLinks(indexHtml, browseFeeds(search, absolute)));
    }
    const page = await readPage(pathOnly);
    if (page.status !== 200 || !page.head) return reply.code(page.status).send(indexHtml);
    const { head, answer } = page;
    if (head.noindex) reply.header('x-robots-tag', 'noindex');
    return reply.send(sharedBody(page, () => Buffer.from(withFirstAnswer(withHead(indexHtml, head), answer))));
  });
}

/**
 * The built web app: its files, and index.html for every other page, carrying the page's own head
 * for the public pages a link can be shared to (plant listings, profiles, posts, meets, species) so
 * that link previews and search engines, which run no script, read what the page is; and oEmbed cards.
 */
export async function webPagesFeature(
  platform: Platform,
  { webDir, species, sitemapPageSize }: { webDir: string | null; species: SpeciesReads; sitemapPageSize?: number },
): Promise<void> {
  const { app, publicUrl } = platform;
  const absolute: Absolute = (address) => new URL(address, `${publicUrl}/`).toString();

  // Asked as a visitor: a head, card or feed can never show more than a page shows someone signed out.
  const visitorRead = visitorReader(app);
  /** A picture as a visitor's browser gets it, or null. */
  const visitorBytes = async (url: string) => {
    const read = await app.inject({ method: 'GET', url });
    return read.statusCode === 200 ? read.rawPayload : null;
  };
  const readPage = pageReader(platform.caches, visitorRead, absolute);

  const readCard: ReadCard = async (kind, id) => {
    if (kind === 'species') {
      const plant = await species.byId(id);
      return speciesHead(plant, plant.common_name, absolute).card;
    }
    const page = await readPage(`/${kind === 'plants' ? 'plant' : 'meets'}/${id}`);
    return page.status === 200 ? page.head?.card : undefined;
  };

  const browseHead = async (search: URLSearchParams): Promise<PageHead | null> => {
    const name = search.get('q')?.trim() ?? '';
    const found = name && name.length <= SPECIES_NAME_MAX ? await species.named(name) : null;
    return found ? { ...speciesHead(found.plant, found.uniqueName, absolute), feeds: browseFeeds(search, absolute) } : null;
  };

  const visitorBrowse = async () => {
    const read = await visitorRead(VISITOR_BROWSE_PATH);
    return read.status === 200 ? read.body : null;
  };

  searchEngineFiles(platform, absolute, sitemapPageSize);
  await app.register(webPagesRoutes, {
    prefix: '/api',
    readPage,
    readCard,
    visitorBytes,
    feeds: feedReaders(visitorRead, absolute),
    publicUrl,
  });
  await webApp(app, webDir, { readPage, browseHead, visitorBrowse, absolute });
}
