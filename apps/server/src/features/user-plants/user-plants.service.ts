import { PLANT_IMAGE_MAX_BYTES, PLANT_IMAGES_MAX } from '@rootshare/contracts/limits';
import {
  ALREADY_ADDED_FROM_SWAP,
  CARE_CARD_NOT_YET,
  PEST_FREE_REQUIRED,
  SWAP_NOT_COMPLETE_FOR_ADD,
  UserPlantDetailSchema,
  type CareCardInputSchema,
  type CreateUserPlantSchema,
  type Lineage,
  type SwapCareCard,
  type ReceivedPlant,
  type UpdateUserPlantSchema,
  type UserPlant,
  type UserPlantDetail,
} from '@rootshare/contracts/user-plants';
import type { z } from 'zod';
import type { StoredImage } from '../../db/schema/user-plants';
import { pgErrorCode, type Database } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import { encodeJsonBody } from '../../platform/json-body';
import { changeOf, sharedBody, type ReadCaches } from '../../platform/read-cache';
import type { BlocksService } from '../blocks/blocks.service';
import type { MemberPhoto } from '../catalogue/catalogue.presenter';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { deleteOffersOfImage, insertOffer } from './catalogue-offers.repo';
import type { GivenInSwap, ReceivedFromSwap } from '../swaps/swaps.service';
import { findCardOfPlant, findSwapCards, saveCard, type PlantCareCardRow } from './care-cards.repo';
import type { StoredImageRef, UploadsService } from '../uploads/uploads.service';
import { countGrownFrom, findAddedFromSwap, findLineage, recordReceivedPlant, type LineageRows } from './lineage.repo';
import { careCardDraft, presentCareCard, presentLineage, presentUserPlant, presentUserPlantPage } from './user-plants.presenter';
import {
  changeImagesLocked,
  deleteUserPlantRow,
  insertUserPlant,
  listUserPlantDetails,
  prepareUserPlantDetail,
  setUserPlantHiddenRow,
  updateUserPlantRow,
  type UserPlantDetailRow,
} from './user-plants.repo';

type CreateInput = z.output<typeof CreateUserPlantSchema>;
type UpdateInput = z.output<typeof UpdateUserPlantSchema>;

const TOO_MANY_IMAGES = `At most ${PLANT_IMAGES_MAX} photos per plant`;

/** A stored photo with its description; a photo without one carries no description key. */
const describedImage = (image: StoredImageRef, description: string | null | undefined): StoredImage =>
  description ? { ...image, description } : { url: image.url, thumbnailUrl: image.thumbnailUrl };

/** Available plants are public unless a moderator hid them; the rest are seen by their owner only. */
const isVisibleTo = (row: UserPlantDetailRow, viewerId: string | undefined) =>
  row.plant.userId === viewerId || (row.plant.availableForSwap && row.plant.hiddenAt === null);

/**
 * A plant's pest-free confirmation after an update: taken off swap, it has none (listing it again
 * asks again); confirmed in the update, it is confirmed now; undefined leaves it. A listed plant may
 * not be declared pest-ridden, and listing it needs a confirmation in the update or one from before
 * (docs/product-decisions.md, Plants).
 */
function pestFreeConfirmation(before: UserPlantDetailRow['plant'], input: UpdateInput): Date | null | undefined {
  const listed = input.available_for_swap ?? before.availableForSwap;
  if (!listed) return before.pestFreeConfirmedAt ? null : undefined;
  if (input.pest_free_confirmed) return new Date();
  if (input.pest_free_confirmed === false || (input.available_for_swap && !before.pestFreeConfirmedAt))
    throw badRequest(PEST_FREE_REQUIRED);
  return undefined;
}

interface Deps {
  db: Database;
  catalogue: CatalogueService;
  uploads: UploadsService;
  blocks: Pick<BlocksService, 'apart'>;
  caches: ReadCaches;
  /** Queues the wishlist-match job of a plant put up for swap. */
  jobs: Pick<JobQueue, 'send'>;
  /** What a completed swap gave a member (features/swaps), for adding a received plant with its lineage. */
  receivedFromSwap(memberId: string, swapRequestId: string): Promise<ReceivedFromSwap>;
  /** What a member gives in a swap (features/swaps), for its care cards. */
  givenInSwap(memberId: string, swapRequestId: string): Promise<GivenInSwap>;
}

/** A plant page's cached read: the plant and its relatives before the viewer's blocks. */
interface DetailEntry {
  row: UserPlantDetailRow | undefined;
  lineage: LineageRows;
  careCard: PlantCareCardRow | undefined;
  /** The member photo its species shows in the catalogue (ADR 0056). */
  memberPhoto: MemberPhoto | undefined;
}

/** A swap's care cards may be written once it is accepted, and stay editable after it completes. */
const CARE_CARD_STATUSES: ReadonlyArray<GivenInSwap['status']> = ['accepted', 'completed'];

/** What a lineage was built from: each relative's plant and owner. */
const relativesOf = ({ parents, children }: LineageRows) =>
  [...parents, ...children].flatMap((relative) => [
    ...(relative.userPlantId ? [changeOf.plant(relative.userPlantId)] : []),
    ...(relative.ownerId ? [changeOf.member(relative.ownerId)] : []),
  ]);

export function createUserPlantsService({ db, catalogue, uploads, blocks, caches, jobs, receivedFromSwap, givenInSwap }: Deps) {
  const findUserPlantDetail = prepareUserPlantDetail(db);
  // Plant pages are the hottest read: reads share the row, its lineage and its encoded body (ADR 0006);
  // a change to the plant, its owner's profile or a relative forgets them on every instance before it
  // answers (ADR 0017).
  const recentDetails = caches.open<DetailEntry>('plantPages', (id, { row, lineage, memberPhoto }) => [
    changeOf.plant(id),
    ...(row ? [changeOf.member(row.plant.userId)] : []),
    ...relativesOf(lineage),
    changeOf.cataloguePhotos,
    ...(memberPhoto ? [changeOf.plant(memberPhoto.userPlantId), changeOf.member(memberPhoto.userId)] : []),
  ]);
  const forgetPlant = (id: string) => caches.forget(changeOf.plant(id));

  /** Whether the viewer and the plant's owner blocked each other; a visitor has blocked nobody. */
  const apart = async (viewerId: string | undefined, ownerId: string) =>
    Boolean(viewerId && viewerId !== ownerId && (await blocks.apart(viewerId, ownerId)));

  /** The relatives' owners the viewer and they blocked each other, either way. */
  async function shutOut(lineage: LineageRows, viewerId: string | undefined): Promise<Set<string>> {
    const owners = new Set([...lineage.parents, ...lineage.children].flatMap((relative) => (relative.ownerId ? [relative.ownerId] : [])));
    const shut = new Set<string>();
    for (const owner of owners) if (await apart(viewerId, owner)) shut.add(owner);
    return shut;
  }

  async function lineageFor(id: string, viewerId: string | undefined): Promise<Lineage> {
    const lineage = await findLineage(db, id);
    return presentLineage(lineage, await shutOut(lineage, viewerId));
  }

  /** The plant's page as the viewer sees it (they may see it: checked first). */
  async function detailFor(id: string, viewerId: string): Promise<UserPlantDetail> {
    const row = await visiblePlant(id, viewerId);
    const [lineage, careCard, photos] = await Promise.all([lineageFor(id, viewerId), findCardOfPlant(db, id), catalogue.memberPhotos()]);
    return presentUserPlantPage(
      row,
      lineage,
      careCard,
      catalogue.invasiveListingsOf(row.catalogue.scientificName),
      photos.get(row.plant.plantId),
    );
  }

  /** The member's own plants in a swap they may write care cards for: accepted or completed; 404 for others. */
  async function givenForCards(memberId: string, swapRequestId: string): Promise<GivenInSwap> {
    const given = await givenInSwap(memberId, swapRequestId);
    if (!CARE_CARD_STATUSES.includes(given.status)) throw conflict(CARE_CARD_NOT_YET);
    return given;
  }

  /** The giver's plant a new plant is grown from, checked against the swap: complete, the caller's, that plant on the other side, the same species. */
  async function receivedOrigin(memberId: string, input: NonNullable<CreateInput['received_from']>, plantId: string) {
    const received = await receivedFromSwap(memberId, input.swap_request_id);
    if (!received.complete) throw conflict(SWAP_NOT_COMPLETE_FOR_ADD);
    const source = received.plants.find((plant) => plant.id === input.user_plant_id);
    if (!source || !received.giver) throw notFound('That plant was not part of this swap');
    if (source.plantId !== plantId) throw badRequest('Choose the same plant as the one you received');
    return { giverId: received.giver.id, sourcePlantId: source.id, swapRequestId: input.swap_request_id, receivedAt: received.swappedAt };
  }

  /** The plant if the viewer may see it: available plants to all but blocked members, the rest to their owner only. */
  async function visiblePlant(id: string, viewerId: string | undefined): Promise<UserPlantDetailRow> {
    const row = await findUserPlantDetail(id);
    if (!row || !isVisibleTo(row, viewerId) || (await apart(viewerId, row.plant.userId))) throw notFound('Plant not found');
    return row;
  }

  /** The plant if the member owns it: 404 when they cannot see it, 403 when they can but do not own it. */
  async function ownedPlant(id: string, memberId: string): Promise<UserPlantDetailRow> {
    const row = await visiblePlant(id, memberId);
    if (row.plant.userId !== memberId) throw forbidden('Only the owner can change this plant');
    return row;
  }

  /** Members who wish for the plant are told in the background, never inside this request (docs/architecture.md#wishlist). */
  const listed = (id: string) => jobs.send('wishlist-match', { userPlantId: id }, { key: id });

  async function storeImages(memberId: string, inputs: string[]): Promise<{ images: StoredImageRef[]; created: StoredImageRef[] }> {
    const inline = inputs.filter((v) => v.startsWith('data:'));
    const uploaded = await uploads.resolveOwnImages(
      memberId,
      inputs.filter((v) => !v.startsWith('data:')),
    );
    const created: StoredImageRef[] = [];
    try {
      for (const dataUrl of inline) created.push(await uploads.storeDataUrl(memberId, dataUrl, 'plants', PLANT_IMAGE_MAX_BYTES));
    } catch (error) {
      await uploads.deleteImages(created);
      throw error;
    }
    let next = 0;
    const images = inputs.map((value) => (value.startsWith('data:') ? created[next++] : uploaded.shift()) as StoredImageRef);
    return { images, created };
  }

  return {
    /** Adds a plant to the caller's collection. */
    async createUserPlant(memberId: string, input: CreateInput): Promise<UserPlantDetail> {
      if (input.user_id && input.user_id !== memberId) throw forbidden('You can only add plants to your own collection');
      if (!(await catalogue.cataloguePlantExists(input.plant_id))) throw badRequest('Please select a plant');
      const origin = input.received_from ? await receivedOrigin(memberId, input.received_from, input.plant_id) : null;
      const { images, created } = await storeImages(memberId, input.image_urls ?? []);
      const descriptions = input.image_descriptions ?? [];
      const offered = input.offer_photo_to_catalogue ? images[0] : undefined;
      try {
        const id = await db.transaction(async (tx) => {
          const id = await insertUserPlant(tx, {
            userId: memberId,
            plantId: input.plant_id,
            customName: input.custom_name || null,
            size: input.size || null,
            age: input.age || null,
            swapType: input.swap_type,
            notes: input.notes || null,
            availableForSwap: input.available_for_swap,
            // The schema let a listed plant through only with its owner's confirmation.
            pestFreeConfirmedAt: input.available_for_swap ? new Date() : null,
            images: images.map((image, index) => describedImage(image, descriptions[index])),
          });
          if (origin) await recordReceivedPlant(tx, { userPlantId: id, receiverId: memberId, ...origin });
          if (offered) await insertOffer(tx, { userPlantId: id, userId: memberId, plantId: input.plant_id, imageUrl: offered.url });
          return id;
        });
        if (offered) await caches.forget(changeOf.cataloguePhotos);
        // The giver's plant, and every plant it came from, now shows a new descendant.
        if (origin) await forgetPlant(origin.sourcePlantId);
        if (input.available_for_swap) await listed(id);
        return await detailFor(id, memberId);
      } catch (error) {
        await uploads.deleteImages(created);
        if (pgErrorCode(error) === '23505') throw conflict(ALREADY_ADDED_FROM_SWAP);
        throw error;
      }
    },

    /** A member's plants as the viewer may see them. */
    async listUserPlants(userId: string, viewerId: string | undefined): Promise<UserPlant[]> {
      if (await apart(viewerId, userId)) return [];
      const [rows, photos] = await Promise.all([listUserPlantDetails(db, userId, userId === viewerId), catalogue.memberPhotos()]);
      return rows.map((row) => presentUserPlant(row, photos.get(row.plant.plantId)));
    },

    /** GET /user-plants/{id}: the encoded { userPlant, plant, profile } body. */
    async getUserPlantBody(id: string, viewerId: string | undefined): Promise<Buffer> {
      const entry = await recentDetails.getOrLoad(id, async () => {
        const [row, lineage, careCard, photos] = await Promise.all([
          findUserPlantDetail(id),
          findLineage(db, id),
          findCardOfPlant(db, id),
          catalogue.memberPhotos(),
        ]);
        return { row, lineage, careCard, memberPhoto: row ? photos.get(row.plant.plantId) : undefined };
      });
      if (!entry.row || !isVisibleTo(entry.row, viewerId) || (await apart(viewerId, entry.row.plant.userId)))
        throw notFound('Plant not found');
      const { row, lineage, careCard, memberPhoto } = entry;
      // Everyone shares one body unless a relative's owner and the viewer blocked each other.
      const shut = await shutOut(lineage, viewerId);
      const body = () =>
        encodeJsonBody(
          UserPlantDetailSchema,
          presentUserPlantPage(
            row,
            presentLineage(lineage, shut),
            careCard,
            catalogue.invasiveListingsOf(row.catalogue.scientificName),
            memberPhoto,
          ),
        );
      return shut.size > 0 ? body() : sharedBody(entry, body);
    },

    async updateUserPlant(id: string, memberId: string, input: UpdateInput): Promise<UserPlantDetail> {
      const before = await ownedPlant(id, memberId);
      const changes: Parameters<typeof updateUserPlantRow>[2] = {};
      if (input.custom_name !== undefined) changes.customName = input.custom_name || null;
      if (input.size !== undefined) changes.size = input.size || null;
      if (input.age !== undefined) changes.age = input.age || null;
      if (input.notes !== undefined) changes.notes = input.notes || null;
      if (input.swap_type !== undefined) changes.swapType = input.swap_type;
      if (input.available_for_swap !== undefined) changes.availableForSwap = input.available_for_swap;
      const confirmedAt = pestFreeConfirmation(before.plant, input);
      if (confirmedAt !== undefined) changes.pestFreeConfirmedAt = confirmedAt;
      await updateUserPlantRow(db, id, changes);
      await forgetPlant(id);
      if (input.available_for_swap && !before.plant.availableForSwap) await listed(id);
      return detailFor(id, memberId);
    },

    async deleteUserPlant(id: string, memberId: string): Promise<void> {
      const row = await ownedPlant(id, memberId);
      await deleteUserPlantRow(db, id);
      await forgetPlant(id);
      await uploads.deleteImages(row.plant.images);
    },

    /** Adds one photo; the limit of 5 holds under concurrent adds. */
    async addUserPlantImage(id: string, memberId: string, imageData: string, description: string | null): Promise<UserPlantDetail> {
      const row = await ownedPlant(id, memberId);
      if (row.plant.images.length >= PLANT_IMAGES_MAX) throw badRequest(TOO_MANY_IMAGES);
      const image = describedImage(await uploads.storeDataUrl(memberId, imageData, 'plants', PLANT_IMAGE_MAX_BYTES), description);
      const result = await changeImagesLocked(db, id, (images: StoredImage[]) =>
        images.length >= PLANT_IMAGES_MAX ? null : [...images, image],
      );
      await forgetPlant(id);
      if (!result || result.after.length === result.before.length) {
        await uploads.deleteImages([image]);
        throw result ? badRequest(TOO_MANY_IMAGES) : notFound('Plant not found');
      }
      return detailFor(id, memberId);
    },

    /** Describes the photo at index (or clears its description); the owner only. */
    async describeUserPlantImage(id: string, memberId: string, index: number, description: string | null): Promise<UserPlantDetail> {
      await ownedPlant(id, memberId);
      const result = await changeImagesLocked(db, id, (images) =>
        index < images.length ? images.map((image, i) => (i === index ? describedImage(image, description) : image)) : null,
      );
      await forgetPlant(id);
      if (!result || index >= result.before.length) throw notFound('Image not found');
      return detailFor(id, memberId);
    },

    /** Removes the photo at index and deletes its files. */
    async deleteUserPlantImage(id: string, memberId: string, index: number): Promise<UserPlantDetail> {
      await ownedPlant(id, memberId);
      const result = await changeImagesLocked(db, id, (images) => (index < images.length ? images.filter((_, i) => i !== index) : null));
      await forgetPlant(id);
      const removed = result?.before[index];
      if (!result || !removed || result.after.length === result.before.length) throw notFound('Image not found');
      // A photo that leaves its plant leaves the catalogue too (ADR 0056).
      if ((await deleteOffersOfImage(db, id, removed.url)) > 0) await caches.forget(changeOf.cataloguePhotos);
      await uploads.deleteImages([removed]);
      return detailFor(id, memberId);
    },

    /** The plants a completed swap gave the member, each with the plant they made of it once added. */
    async receivedPlants(memberId: string, swapRequestId: string): Promise<ReceivedPlant[]> {
      const received = await receivedFromSwap(memberId, swapRequestId);
      const { giver } = received;
      if (!received.complete || !giver) return [];
      const added = await findAddedFromSwap(
        db,
        swapRequestId,
        received.plants.map((plant) => plant.id),
      );
      return received.plants.map((plant) => ({
        user_plant_id: plant.id,
        plant_id: plant.plantId,
        name: plant.name,
        common_name: plant.commonName,
        giver,
        swapped_at: received.swappedAt.toISOString(),
        added_user_plant_id: added.get(plant.id) ?? null,
      }));
    },

    /** The member's own plants in an accepted swap, each with its care card or a draft from the catalogue. */
    async careCardsForSwap(memberId: string, swapRequestId: string): Promise<SwapCareCard[]> {
      const given = await givenForCards(memberId, swapRequestId);
      const cards = new Map(
        (
          await findSwapCards(
            db,
            swapRequestId,
            given.plants.map((plant) => plant.id),
          )
        ).map((card) => [card.sourcePlantId, card]),
      );
      return Promise.all(
        given.plants.map(async (plant) => {
          const card = cards.get(plant.id);
          return {
            user_plant_id: plant.id,
            name: plant.name,
            card: card ? presentCareCard(card) : careCardDraft(await catalogue.getCataloguePlant(plant.plantId)),
            saved: Boolean(card),
          };
        }),
      );
    },

    /** The giver writes the care card of their plant in an accepted swap; the received plant's page shows it at once. */
    async saveCareCard(
      memberId: string,
      swapRequestId: string,
      plantId: string,
      input: z.output<typeof CareCardInputSchema>,
    ): Promise<SwapCareCard> {
      const given = await givenForCards(memberId, swapRequestId);
      const plant = given.plants.find((p) => p.id === plantId);
      if (!plant) throw notFound('That plant is not yours in this swap');
      await saveCard(db, {
        swapRequestId,
        sourcePlantId: plantId,
        giverId: memberId,
        light: input.light || null,
        water: input.water || null,
        soil: input.soil || null,
        notes: input.notes || null,
      });
      const received = (await findAddedFromSwap(db, swapRequestId, [plantId])).get(plantId);
      if (received) await forgetPlant(received);
      return {
        user_plant_id: plantId,
        name: plant.name,
        card: { light: input.light, water: input.water, soil: input.soil, notes: input.notes },
        saved: true,
      };
    },

    /** How many plants, in every generation, were grown from the member's collection. */
    plantsGrown: async (memberId: string): Promise<{ count: number }> => ({ count: await countGrownFrom(db, memberId) }),

    /** The species and photos of the member's own plant (to offer one to the catalogue): 404 when they cannot see it, 403 when it is another's. */
    async ownedPlantPhotos(
      id: string,
      memberId: string,
    ): Promise<{ plantId: string; images: StoredImage[]; catalogueImageUrl: string | null }> {
      const { plant, catalogue: species } = await ownedPlant(id, memberId);
      return { plantId: plant.plantId, images: plant.images, catalogueImageUrl: species.imageUrl };
    },

    /** The owner of a plant the viewer may see (for a report); 404 otherwise. */
    async ownerOfVisiblePlant(id: string, viewerId: string): Promise<string> {
      return (await visiblePlant(id, viewerId)).plant.userId;
    },

    /** The water line of the care card a plant came with, if any: care reminders read how often from it. */
    async careCardWater(id: string): Promise<string | null> {
      return (await findCardOfPlant(db, id))?.water ?? null;
    },

    /** A moderator hides or restores a plant; its cached page is forgotten at once. False when there is no such plant. */
    async setPlantHidden(id: string, hidden: boolean): Promise<boolean> {
      const found = await setUserPlantHiddenRow(db, id, hidden);
      // The catalogue's photos leave out a hidden plant's, and take it back when it is restored (ADR 0056).
      await caches.forget(changeOf.plant(id), changeOf.cataloguePhotos);
      return found;
    },
  };
}

export type UserPlantsService = ReturnType<typeof createUserPlantsService>;
