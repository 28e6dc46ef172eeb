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
