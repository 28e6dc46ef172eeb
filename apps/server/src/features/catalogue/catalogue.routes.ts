import {
  CataloguePlantParamsSchema,
  InvasiveListingsSchema,
  PLANT_CATEGORIES,
  PlantIdentifyResponseSchema,
  PlantIdentifySchema,
  PlantSearchResponseSchema,
  PlantSearchSchema,
} from '@rootshare/contracts/catalogue';
import { CATALOGUE_PHOTO_WIDTHS } from '@rootshare/contracts/catalogue-photo-sizes';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seedDataDir } from '../../paths';
import { notFound } from '../../platform/errors';
import { PLANT_PHOTO_FILES } from './catalogue-photos';
import { createSizedPhotos } from './sized-photos';
import type { CatalogueService } from './catalogue.service';
import { placeholderSvg } from './placeholder-images';
import { drawingSvg } from './plant-drawings';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  const sizedPhotos = createSizedPhotos();
  // The full catalogue is large and changes only with members' photos (ADR 0056): answered from a
  // prepared buffer, gzip when the browser takes it, and 304 on a matching ETag.
  app.get('/plants', async (request, reply) => {
    const snapshot = await catalogue.loadBody();
    reply.header('etag', snapshot.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === snapshot.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
      return reply.header('content-encoding', 'gzip').send(snapshot.gzip);
    return reply.send(snapshot.json);
  });

  app.post('/plants/search', { schema: { body: PlantSearchSchema, response: { 200: PlantSearchResponseSchema } } }, async (request) => ({
    plants: await catalogue.searchPlants(request.body.query, request.body.limit),
  }));

  app.post('/plants/identify', { schema: { body: PlantIdentifySchema, response: { 200: PlantIdentifyResponseSchema } } }, async (request) =>
    catalogue.identifyPlant(request.body.description),
  );

  app.get(
    '/plants/:id/invasive-listings',
    { schema: { params: CataloguePlantParamsSchema, response: { 200: InvasiveListingsSchema } } },
    async (request) => catalogue.invasiveListingsOfPlant(request.params.id),
  );

  // The catalogue's photos: a fixed set of files shipped with the server, whole or card-sized.
  app.get(
    '/plant-photos/:file',
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: z.object({ w: z.coerce.number().pipe(z.literal(CATALOGUE_PHOTO_WIDTHS)).optional() }),
      },
    },
    async (request, reply) => {
      if (!PLANT_PHOTO_FILES.has(request.params.file)) throw notFound();
      const file = path.join(seedDataDir, 'plant-photos', request.params.file);
      reply.header('cache-control', 'public, max-age=2592000');
      if (request.query.w) return reply.type('image/webp').send(await sizedPhotos.get(file, request.query.w));
      const { size } = await fs.promises.stat(file);
      return reply.type('image/jpeg').header('content-length', String(size)).send(fs.createReadStream(file));
    },
  );

  // The drawings of popular species without a photo, drawn in code (plant-drawings.ts).
  app.get('/plant-drawings/:file', { schema: { params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const svg = drawingSvg(request.params.file);
    if (!svg) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });

  app.get(
    '/placeholder-image',
    { schema: { querystring: z.object({ category: z.enum(PLANT_CATEGORIES).catch('houseplant').default('houseplant') }) } },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(placeholderSvg(request.query.category)),
  );
};
