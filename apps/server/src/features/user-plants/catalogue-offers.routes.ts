import { CatalogueOffersSchema } from '@rootshare/contracts/catalogue-offers';
import { UserPlantImageParamsSchema, UserPlantParamsSchema } from '@rootshare/contracts/user-plants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { CatalogueOffersService } from './catalogue-offers.service';

/** A plant's owner offers its photos to the catalogue and withdraws them (ADR 0056); moderators' routes are in features/admin. */
export const catalogueOfferRoutes: FastifyPluginAsyncZod<{ offers: CatalogueOffersService }> = async (app, { offers }) => {
  app.get(
    '/user-plants/:id/catalogue-offers',
    { preHandler: app.requireMember, schema: { params: UserPlantParamsSchema, response: { 200: CatalogueOffersSchema } } },
    async (request) => offers.offersOfPlant(request.params.id, memberOf(request).userId),
  );

  app.put(
    '/user-plants/:id/images/:index/catalogue-offer',
    { preHandler: app.requireMember, schema: { params: UserPlantImageParamsSchema, response: { 200: CatalogueOffersSchema } } },
    async (request) => offers.offer(request.params.id, memberOf(request).userId, request.params.index),
  );

  app.delete(
    '/user-plants/:id/images/:index/catalogue-offer',
    { preHandler: app.requireMember, schema: { params: UserPlantImageParamsSchema, response: { 200: CatalogueOffersSchema } } },
    async (request) => offers.withdraw(request.params.id, memberOf(request).userId, request.params.index),
  );
};
