import {
  CreateGardenPhotoSchema,
  GardenPhotoPageSchema,
  GardenPhotoParamsSchema,
  GardenPhotoSchema,
  GardenPhotosQuerySchema,
} from '@rootshare/contracts/garden-photos';
import { UpdateImageDescriptionSchema } from '@rootshare/contracts/image-descriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { GardenPhotosService } from './garden-photos.service';

// An inline photo arrives base64-encoded: up to 10 MB of image is about 14 MB of JSON.
const PHOTO_BODY_LIMIT = 15 * 1024 * 1024;

export const gardenPhotoRoutes: FastifyPluginAsyncZod<{ gardenPhotos: GardenPhotosService }> = async (app, { gardenPhotos }) => {
  app.get(
    '/garden-photos',
    { preHandler: app.identifyMember, schema: { querystring: GardenPhotosQuerySchema, response: { 200: GardenPhotoPageSchema } } },
    async (request) =>
      gardenPhotos.listGardenPhotos(request.query.user_id, request.member?.userId, request.query.cursor, request.query.limit),
  );

  app.post(
    '/garden-photos',
    {
      preHandler: app.requireMember,
      bodyLimit: PHOTO_BODY_LIMIT,
      schema: { body: CreateGardenPhotoSchema, response: { 201: GardenPhotoSchema } },
    },
    async (request, reply) => reply.code(201).send(await gardenPhotos.addGardenPhoto(memberOf(request).userId, request.body)),
  );

  app.put(
    '/garden-photos/:id',
    {
      preHandler: app.requireMember,
      schema: { params: GardenPhotoParamsSchema, body: UpdateImageDescriptionSchema, response: { 200: GardenPhotoSchema } },
    },
    async (request) => gardenPhotos.describeGardenPhoto(request.params.id, memberOf(request).userId, request.body.description),
  );

  app.delete(
    '/garden-photos/:id',
    { preHandler: app.requireMember, schema: { params: GardenPhotoParamsSchema } },
    async (request, reply) => {
      await gardenPhotos.deleteGardenPhoto(request.params.id, memberOf(request).userId);
      return reply.code(204).send();
    },
  );
};
