import { OEmbedQuerySchema, OEmbedSchema, type OEmbed } from '@rootshare/contracts/embeds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, notFound } from '../../platform/errors';
import { embedCard } from './page-heads';
import type { ReadPage } from './web-pages.feature';

/** How long an embedding site may keep a card before asking again, in seconds. */
const EMBED_CACHE_AGE = 3600;

/** oEmbed for plant listings and posts: the card a forum or CMS shows for a pasted link. */
export const webPagesRoutes: FastifyPluginAsyncZod<{ readPage: ReadPage; publicUrl: string }> = async (app, { readPage, publicUrl }) => {
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
