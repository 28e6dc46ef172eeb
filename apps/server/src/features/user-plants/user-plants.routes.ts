import {
  AddPlantImageSchema,
  CareCardInputSchema,
  SwapCareCardParamsSchema,
  SwapCareCardSchema,
  SwapCareCardsSchema,
  CreateUserPlantSchema,
  PlantsGrownParamsSchema,
  PlantsGrownSchema,
  ReceivedPlantsSchema,
  SwapParamsForPlantsSchema,
  UpdateUserPlantSchema,
  UserPlantDetailSchema,
  UserPlantImageParamsSchema,
  UserPlantListSchema,
  UserPlantParamsSchema,
  UserPlantsQuerySchema,
} from '@rootshare/contracts/user-plants';
import { UpdateImageDescriptionSchema } from '@rootshare/contracts/image-descriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_TOKEN_REQUIRED, unauthorized } from '../../platform/errors';
import { memberOf } from '../auth/auth.guard';
import type { UserPlantsService } from './user-plants.service';

// Routes that take image data accept bodies up to 5 base64-encoded images of a few MB each.
const IMAGE_BODY_LIMIT = 60 * 1024 * 1024;

export const userPlantRoutes: FastifyPluginAsyncZod<{ userPlants: UserPlantsService }> = async (app, { userPlants }) => {
  app.get(
    '/user-plants',
    { preHandler: app.identifyMember, schema: { querystring: UserPlantsQuerySchema, response: { 200: UserPlantListSchema } } },
    async (request) => {
      const userId = request.query.user_id ?? request.member?.userId;
      if (!userId) throw unauthorized(ACCESS_TOKEN_REQUIRED);
      return userPlants.listUserPlants(userId, request.member?.userId);
    },
  );

  // The body comes already encoded with UserPlantDetailSchema from the service's read cache.
  app.get('/user-plants/:id', { preHandler: app.identifyMember, schema: { params: UserPlantParamsSchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await userPlants.getUserPlantBody(request.params.id, request.member?.userId)),
  );

  app.post(
    '/user-plants',
    {
      preHandler: app.requireMember,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { body: CreateUserPlantSchema, response: { 201: UserPlantDetailSchema } },
    },
    async (request, reply) => reply.code(201).send(await userPlants.createUserPlant(memberOf(request).userId, request.body)),
  );

  app.put(
    '/user-plants/:id',
    {
      preHandler: app.requireMember,
      schema: { params: UserPlantParamsSchema, body: UpdateUserPlantSchema, response: { 200: UserPlantDetailSchema } },
    },
    async (request) => userPlants.updateUserPlant(request.params.id, memberOf(request).userId, request.body),
  );

  app.delete('/user-plants/:id', { preHandler: app.requireMember, schema: { params: UserPlantParamsSchema } }, async (request, reply) => {
    await userPlants.deleteUserPlant(request.params.id, memberOf(request).userId);
    return reply.code(204).send();
  });

  app.post(
    '/user-plants/:id/images',
    {
      preHandler: app.requireMember,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { params: UserPlantParamsSchema, body: AddPlantImageSchema, response: { 201: UserPlantDetailSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await userPlants.addUserPlantImage(
            request.params.id,
            memberOf(request).userId,
            request.body.image_data,
            request.body.description,
          ),
        ),
  );

  app.put(
    '/user-plants/:id/images/:index',
    {
      preHandler: app.requireMember,
      schema: { params: UserPlantImageParamsSchema, body: UpdateImageDescriptionSchema, response: { 200: UserPlantDetailSchema } },
    },
    async (request) =>
      userPlants.describeUserPlantImage(request.params.id, memberOf(request).userId, request.params.index, request.body.description),
  );

  app.get(
    '/swap-requests/:id/received-plants',
    { preHandler: app.requireMember, schema: { params: SwapParamsForPlantsSchema, response: { 200: ReceivedPlantsSchema } } },
    async (request) => userPlants.receivedPlants(memberOf(request).userId, request.params.id),
  );

  app.get(
    '/swap-requests/:id/care-cards',
    { preHandler: app.requireMember, schema: { params: SwapParamsForPlantsSchema, response: { 200: SwapCareCardsSchema } } },
    async (request) => userPlants.careCardsForSwap(memberOf(request).userId, request.params.id),
  );

  app.put(
    '/swap-requests/:id/care-cards/:plantId',
    {
      preHandler: app.requireMember,
      schema: { params: SwapCareCardParamsSchema, body: CareCardInputSchema, response: { 200: SwapCareCardSchema } },
    },
    async (request) => userPlants.saveCareCard(memberOf(request).userId, request.params.id, request.params.plantId, request.body),
  );

  app.get(
    '/members/:userId/plants-grown',
    { schema: { params: PlantsGrownParamsSchema, response: { 200: PlantsGrownSchema } } },
    async (request) => userPlants.plantsGrown(request.params.userId),
  );

  app.delete(
    '/user-plants/:id/images/:index',
    { preHandler: app.requireMember, schema: { params: UserPlantImageParamsSchema, response: { 200: UserPlantDetailSchema } } },
    async (request) => userPlants.deleteUserPlantImage(request.params.id, memberOf(request).userId, request.params.index),
  );
};
