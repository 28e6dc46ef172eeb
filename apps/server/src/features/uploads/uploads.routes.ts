import type { Readable } from 'node:stream';
import { PlantImageCommitResponseSchema, PlantImageCommitSchema, UploadUrlResponseSchema } from '@rootshare/contracts/user-plants';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../auth/auth.guard';
import type { UploadsService } from './uploads.service';

export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.post('/objects/upload', { preHandler: app.requireMember, schema: { response: { 200: UploadUrlResponseSchema } } }, async (request) =>
    uploads.createUploadSlot(memberOf(request).userId),
  );

  app.put(
    '/plant-images',
    { preHandler: app.requireMember, schema: { body: PlantImageCommitSchema, response: { 200: PlantImageCommitResponseSchema } } },
    async (request) => {
      const image = await uploads.commitPlantImage(memberOf(request).userId, request.body.imageURL);
      return { objectPath: image.url, thumbnailPath: image.thumbnailUrl };
    },
  );

  // The file itself arrives as a raw body of any type; it is streamed, never buffered here.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    raw.put(
      '/objects/upload/:id',
      { preHandler: raw.requireMember, schema: { params: z.object({ id: z.string().uuid('Upload not found or expired') }) } },
      async (request, reply) => {
        await uploads.receiveUpload(
          memberOf(request).userId,
          request.params.id,
          request.body as Readable,
          String(request.headers['content-type'] ?? ''),
        );
        return reply.code(200).send({ success: true });
      },
    );
  });
};
