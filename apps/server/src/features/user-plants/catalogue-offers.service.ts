import { PHOTO_NOT_FOUND } from '@rootshare/contracts/garden-photos';
import { IMAGE_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import {
  PHOTO_NOT_OFFERED,
  PHOTO_REMOVED_BY_MODERATOR,
  type CatalogueOffers,
  type OfferedPhoto,
} from '@rootshare/contracts/catalogue-offers';
import type { Database } from '../../platform/db';
import { conflict, notFound } from '../../platform/errors';
import { changeOf, type ReadCaches } from '../../platform/read-cache';
import { photoCreditFor } from '../catalogue/catalogue-photos';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { UserPlantsService } from './user-plants.service';
import { deleteStandingOffer, insertOffer, listOffersOfPlant, listStandingOffers, markOfferRemoved } from './catalogue-offers.repo';

/** Moderators review at most this many of the newest standing offers at once. */
const REVIEW_MAX = 200;

interface Deps {
  db: Database;
  caches: Pick<ReadCaches, 'forget'>;
  catalogue: Pick<CatalogueService, 'memberPhotos'>;
  userPlants: Pick<UserPlantsService, 'ownedPlantPhotos'>;
}

/** Members offer their plant photos to the catalogue, and moderators remove them (ADR 0056). */
export function createCatalogueOffersService({ db, caches, catalogue, userPlants }: Deps) {
  const offersOf = async (userPlantId: string, catalogueImageUrl: string | null): Promise<CatalogueOffers> => ({
    offers: (await listOffersOfPlant(db, userPlantId)).map((row) => ({
      image_url: row.imageUrl,
      offered_at: row.offeredAt.toISOString(),
      removed: row.removedAt !== null,
    })),
    species_has_photo: photoCreditFor(catalogueImageUrl) !== null,
  });

  /** The owner's photo at index: 404 when the plant is not theirs to see or has no such photo, 403 when it is another's. */
  async function ownPhoto(userPlantId: string, memberId: string, index: number) {
    const plant = await userPlants.ownedPlantPhotos(userPlantId, memberId);
    const image = plant.images[index];
    if (!image) throw notFound(IMAGE_NOT_FOUND);
    return { plant, image };
  }

  return {
    /** Which of the owner's plant photos are offered. */
    async offersOfPlant(userPlantId: string, memberId: string): Promise<CatalogueOffers> {
      const plant = await userPlants.ownedPlantPhotos(userPlantId, memberId);
      return offersOf(userPlantId, plant.catalogueImageUrl);
    },

    /** The owner offers a photo under CC BY 4.0; 409 when a moderator removed it before. */
    async offer(userPlantId: string, memberId: string, index: number): Promise<CatalogueOffers> {
      const { plant, image } = await ownPhoto(userPlantId, memberId, index);
      const row = await insertOffer(db, { userPlantId, userId: memberId, plantId: plant.plantId, imageUrl: image.url });
      if (row.removedAt) throw conflict(PHOTO_REMOVED_BY_MODERATOR);
      await caches.forget(changeOf.cataloguePhotos);
      return offersOf(userPlantId, plant.catalogueImageUrl);
    },

    /** The owner withdraws a standing offer; the catalogue stops showing it at once. */
    async withdraw(userPlantId: string, memberId: string, index: number): Promise<CatalogueOffers> {
      const { plant, image } = await ownPhoto(userPlantId, memberId, index);
      if (!(await deleteStandingOffer(db, userPlantId, image.url))) throw notFound(PHOTO_NOT_OFFERED);
      await caches.forget(changeOf.cataloguePhotos);
      return offersOf(userPlantId, plant.catalogueImageUrl);
    },

    /** Standing offers for moderators, newest first, each saying whether the catalogue shows it now. */
    async listForModerators(): Promise<OfferedPhoto[]> {
      const [rows, shown] = await Promise.all([listStandingOffers(db, REVIEW_MAX), catalogue.memberPhotos()]);
      return rows.map((row) => ({
        id: row.id,
        image_url: row.imageUrl,
        thumbnail_url: row.images.find((image) => image.url === row.imageUrl)?.thumbnailUrl ?? row.imageUrl,
        species: row.species,
        username: row.username,
        user_plant_id: row.userPlantId,
        offered_at: row.offeredAt.toISOString(),
        shown: shown.get(row.plantId)?.offerId === row.id,
      }));
    },

    /** A moderator removes an offered photo; it cannot be offered again. 404 when there is no such standing offer. */
    async remove(id: string, moderatorId: string): Promise<void> {
      if (!(await markOfferRemoved(db, id, moderatorId))) throw notFound(PHOTO_NOT_FOUND);
      await caches.forget(changeOf.cataloguePhotos);
    },
  };
}

export type CatalogueOffersService = ReturnType<typeof createCatalogueOffersService>;
