import { ALREADY_ON_WISHLIST, type AddWishlistItemSchema, WISHLIST_ITEM_NOT_FOUND, type WishlistItem } from '@rootshare/contracts/wishlist';
import type { z } from 'zod';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { presentWishlistItem } from './wishlist.presenter';
import {
  deleteWishlistItem,
  findWishlistItem,
  insertWishlistItem,
  listWishlist,
  updateWishlistNotes,
  type WishlistRow,
} from './wishlist.repo';

interface Deps {
  db: Database;
  catalogue: CatalogueService;
  profiles: ProfilesService;
}

export function createWishlistService({ db, catalogue, profiles }: Deps) {
  /** The item if it is the member's; someone else's reads as absent. */
  async function ownItem(id: string, memberId: string) {
    const row = await findWishlistItem(db, id);
    if (!row || row.item.userId !== memberId) throw notFound(WISHLIST_ITEM_NOT_FOUND);
    return row;
  }

  /** The items with the member photos their species show. */
  async function present(rows: WishlistRow[]): Promise<WishlistItem[]> {
    const photos = await catalogue.memberPhotos();
    return rows.map((row) => presentWishlistItem(row, photos.get(row.item.plantId)));
  }
  const presentOne = async (row: WishlistRow): Promise<WishlistItem> =>
    presentWishlistItem(row, (await catalogue.memberPhotos()).get(row.item.plantId));

  return {
    async listOwnWishlist(memberId: string): Promise<WishlistItem[]> {
      return present(await listWishlist(db, memberId));
    },

    /** Anyone's wishlist, by profile id or username: it is part of their public profile, so a member who blocked the viewer has none for them. */
    async listMemberWishlist(idOrUsername: string, viewerId: string | undefined): Promise<WishlistItem[]> {
      const profile = await profiles.getProfile(idOrUsername, viewerId);
      return present(await listWishlist(db, profile.id));
    },

    async addWishlistItem(memberId: string, input: z.output<typeof AddWishlistItemSchema>): Promise<WishlistItem> {
      if (!(await catalogue.cataloguePlantExists(input.plant_id))) throw badRequest('Please select a plant');
      try {
        const id = await insertWishlistItem(db, { userId: memberId, plantId: input.plant_id, notes: input.notes || null });
        return await presentOne(await ownItem(id, memberId));
      } catch (error) {
        if (pgErrorCode(error) === '23505') throw conflict(ALREADY_ON_WISHLIST);
        throw error;
      }
    },

    async updateWishlistItem(id: string, memberId: string, notes: string | null): Promise<WishlistItem> {
      await ownItem(id, memberId);
      await updateWishlistNotes(db, id, memberId, notes || null);
      return presentOne(await ownItem(id, memberId));
    },

    async removeWishlistItem(id: string, memberId: string): Promise<void> {
      await ownItem(id, memberId);
      await deleteWishlistItem(db, id, memberId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
