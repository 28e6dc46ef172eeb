import { MEMBER_NOT_FOUND } from '@rootshare/contracts/messaging-constants';
import crypto from 'node:crypto';
import {
  CardParamsSchema,
  MemberFeedParamsSchema,
  OEmbedQuerySchema,
  OEmbedSchema,
  PlaceFeedQuerySchema,
  type OEmbed,
} from '@rootshare/contracts/embeds';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../platform/errors';
import { atom, type feedReaders } from './feeds';
import { embedCard } from './page-heads';
import { createCardCache, renderCard } from './share-cards';
import type { ReadCard, ReadPage } from './web-pages.feature';

/** How long an embedding site may keep a card before asking again, in seconds. */
const EMBED_CACHE_AGE = 3600;

/** How long a feed reader may keep a feed before asking again (it then gets 304 while nothing changed). */
const FEED_MAX_AGE = 300;

/** An Atom feed, or 304 to a reader whose copy (its ETag) is still the feed. */
function sendFeed(request: FastifyRequest, reply: FastifyReply, xml: string) {
  const etag = `"${crypto.createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', etag).header('cache-control', `public, max-age=${FEED_MAX_AGE}`);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/atom+xml; charset=utf-8').send(xml);
}

interface WebPagesRoutesOptions {
  readPage: ReadPage;
  readCard: ReadCard;
  visitorBytes: (url: string) => Promise<Buffer | null>;
  feeds: ReturnType<typeof feedReaders>;
  publicUrl: string;
}

/** oEmbed cards for plant listings and posts, and Atom feeds of members' and places' news. */
export const webPagesRoutes: FastifyPluginAsyncZod<WebPagesRoutesOptions> = async (
  app,
  { readPage, readCard, visitorBytes, feeds, publicUrl },
) => {
  const selfUrl = (request: FastifyRequest) => `${publicUrl}${request.url}`;
  const cards = createCardCache();

  // The picture a shared listing, meet or species shows in link previews, made on its first request and kept.
  app.get('/cards/:kind/:file', { schema: { params: CardParamsSchema } }, async (request, reply) => {
    const { kind, file } = request.params;
    const card = await readCard(kind, file.slice(0, -'.jpg'.length));
    if (!card) throw notFound('Nothing to show at this address');
    const key = JSON.stringify([kind, file, card]);
    const image = await cards(key, async () => renderCard(card.picture ? await visitorBytes(card.picture) : null, card.text));
    return reply.type('image/jpeg').header('cache-control', `public, max-age=${EMBED_CACHE_AGE}`).send(image);
  });

  app.get('/feeds/members/:id/listings.atom', { schema: { params: MemberFeedParamsSchema } }, async (request, reply) => {
    const content = await feeds.memberListings(request.params.id);
    if (!content) throw notFound(MEMBER_NOT_FOUND);
    return sendFeed(request, reply, atom(content, selfUrl(request)));
  });

  app.get('/feeds/members/:id/posts.atom', { schema: { params: MemberFeedParamsSchema } }, async (request, reply) => {
    const content = await feeds.memberPosts(request.params.id);
    if (!content) throw notFound(MEMBER_NOT_FOUND);
    return sendFeed(request, reply, atom(content, selfUrl(request)));
  });

  app.get('/feeds/listings.atom', { schema: { querystring: PlaceFeedQuerySchema } }, async (request, reply) => {
    const content = await feeds.placeListings(request.query.place, request.query.radius);
    if (!content) throw notFound('No town or postcode by that name');
    return sendFeed(request, reply, atom(content, selfUrl(request)));
  });

  app.get('/feeds/meets.atom', { schema: { querystring: PlaceFeedQuerySchema } }, async (request, reply) => {
    const content = await feeds.placeMeets(request.query.place, request.query.radius);
    if (!content) throw notFound('No town or postcode by that name');
    return sendFeed(request, reply, atom(content, selfUrl(request)));
  });

  app.get('/oembed', { schema: { querystring: OEmbedQuerySchema, response: { 200: OEmbedSchema } } }, async (request, reply) => {
    const { url, format, maxwidth, maxheight } = request.query;
    // oEmbed's own answer for a format the provider does not serve.
    if (format !== 'json') throw new HttpError(501, 'Only the JSON format is served');
    const address = new URL(url);
    if (address.origin !== new URL(publicUrl).origin) throw notFound('Not a page of this site');
    const page = await readPage(address.pathname);
    if (page.status !== 200 || !page.head?.author) throw notFound('Nothing to embed at this address');
    const card = embedCard(page.head, maxwidth, maxheight);
    const answer: OEmbed = {
      version: '1.0',
      type: 'rich',
      provider_name: 'Rootshare',
      provider_url: `${publicUrl}/`,
      title: page.head.title,
      author_name: page.head.author.name,
      author_url: page.head.author.url,
      ...card,
      cache_age: EMBED_CACHE_AGE,
    };
    return reply.header('cache-control', `public, max-age=${EMBED_CACHE_AGE}`).send(answer);
  });
};
