import { z } from 'zod';

/** GET /api/oembed: a page of this site to embed, as oEmbed consumers ask for it. */
export const OEmbedQuerySchema = z.object({
  url: z.url('Give the address of a Rootshare page'),
  format: z.enum(['json', 'xml']).default('json'),
  maxwidth: z.coerce.number().int().positive().optional(),
  maxheight: z.coerce.number().int().positive().optional(),
});

/** An oEmbed 1.0 "rich" answer: a card of HTML with no script, linking back to the page. */
export const OEmbedSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  provider_name: z.string(),
  provider_url: z.string(),
  title: z.string(),
  author_name: z.string().optional(),
  author_url: z.string().optional(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  cache_age: z.number().int(),
});
export type OEmbed = z.infer<typeof OEmbedSchema>;

/** GET /api/feeds/members/{id}/listings.atom and /posts.atom. */
export const MemberFeedParamsSchema = z.object({ id: z.uuid('Member not found') });

/** GET /api/feeds/listings.atom and /meets.atom: what is new near a town or postcode, within `radius` miles. */
export const PlaceFeedQuerySchema = z.object({
  place: z.string().trim().min(1, 'Name a town or postcode').max(100, 'Name a town or postcode'),
  radius: z.coerce
    .number()
    .int()
    .min(1, 'Radius must be between 1 and 100 miles')
    .max(100, 'Radius must be between 1 and 100 miles')
    .default(10),
});

/** /sitemaps/<n>.xml: a numbered part of the sitemap, counted from 1. */
export const SitemapPartParamsSchema = z.object({
  file: z.string().regex(/^[1-9][0-9]{0,5}\.xml$/, 'Not found'),
});

/** What a shared card pictures: a listing, a meet or a catalogue species. */
export const CARD_KINDS = ['plants', 'meets', 'species'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** GET /api/cards/{plants|meets|species}/{id}.jpg: the picture made for sharing a listing, a meet or a species. */
export const CardParamsSchema = z.object({
  kind: z.enum(CARD_KINDS, 'Not found'),
  file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/i, 'Not found'),
});
