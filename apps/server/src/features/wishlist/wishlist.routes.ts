import {
  AddWishlistItemSchema,
  UpdateWishlistItemSchema,
  WishlistDemandSchema,
  WishlistItemSchema,
  WishlistMatchesSchema,
  WishlistParamsSchema,
  WishlistSchema,
  WishlistUserParamsSchema,
} from '@rootshare/contracts/wishlist';
import { UserPlantParamsSchema } from '@rootshare/contracts/user-plants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOf } from '../auth/auth.guard';
import type { WishlistMatchesService } from './wishlist-matches.service';
import type { WishlistService } from './wishlist.service';

export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService; matches: WishlistMatchesService }> = async (
  app,
  { wishlist, matches },
) => {
  app.get('/wishlist', { preHandler: app.requireMember, schema: { response: { 200: WishlistSchema } } }, async (request) =>
    wishlist.listOwnWishlist(memberOf(request).userId),
  );

  app.get('/wishlist/matches', { preHandler: app.requireMember, schema: { response: { 200: WishlistMatchesSchema } } }, async (request) =>
    matches.listMatches(memberOf(request).userId),
  );

  app.get(
    '/user-plants/:id/wishlists-nearby',
    { preHandler: app.requireMember, schema: { params: UserPlantParamsSchema, response: { 200: WishlistDemandSchema } } },
    async (request) => matches.countWishlistsNear(request.params.id, memberOf(request).userId),
  );

  app.get(
    '/wishlist/:userId',
    { preHandler: app.identifyMember, schema: { params: WishlistUserParamsSchema, response: { 200: WishlistSchema } } },
    async (request) => wishlist.listMemberWishlist(request.params.userId, request.member?.userId),
  );

  app.post(
    '/wishlist',
    { preHandler: app.requireMember, schema: { body: AddWishlistItemSchema, response: { 201: WishlistItemSchema } } },
    async (request, reply) => reply.code(201).send(await wishlist.addWishlistItem(memberOf(request).userId, request.body)),
  );

  app.put(
    '/wishlist/:id',
    {
      preHandler: app.requireMember,
      schema: { params: WishlistParamsSchema, body: UpdateWishlistItemSchema, response: { 200: WishlistItemSchema } },
    },
    async (request) => wishlist.updateWishlistItem(request.params.id, memberOf(request).userId, request.body.notes),
  );

  app.delete('/wishlist/:id', { preHandler: app.requireMember, schema: { params: WishlistParamsSchema } }, async (request, reply) => {
    await wishlist.removeWishlistItem(request.params.id, memberOf(request).userId);
    return reply.code(204).send();
  });
};
