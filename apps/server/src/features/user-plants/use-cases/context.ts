import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import { PLANT_IMAGE_MAX_BYTES } from '@rootshare/contracts/limits';
import type { Lineage, UserPlantDetail } from '@rootshare/contracts/user-plants';
import type { StoredImage } from '../../../db/schema/user-plants';
import type { Database } from '../../../platform/db';
import { forbidden, notFound } from '../../../platform/errors';
import type { JobQueue } from '../../../platform/jobs';
import { changeOf, type ReadCaches } from '../../../platform/read-cache';
import type { BlocksService } from '../../blocks/blocks.service';
import type { MemberPhoto } from '../../catalogue/catalogue.presenter';
import type { CatalogueService } from '../../catalogue/catalogue.service';
import type { GivenInSwap, ReceivedFromSwap } from '../../swaps/swaps.service';
import type { StoredImageRef, UploadsService } from '../../uploads/uploads.service';
import { findCardOfPlant, type PlantCareCardRow } from '../care-cards.repo';
import { findLineage, type LineageRows } from '../lineage.repo';
import { presentLineage, presentUserPlantPage } from '../user-plants.presenter';
import { prepareUserPlantDetail, type UserPlantDetailRow } from '../user-plants.repo';

export interface UserPlantsDeps {
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
export interface DetailEntry {
  row: UserPlantDetailRow | undefined;
  lineage: LineageRows;
  careCard: PlantCareCardRow | undefined;
  /** The member photo its species shows in the catalogue (ADR 0056). */
  memberPhoto: MemberPhoto | undefined;
}

/** A stored photo with its description; a photo without one carries no description key. */
export const describedImage = (image: StoredImageRef, description: string | null | undefined): StoredImage =>
  description ? { ...image, description } : { url: image.url, thumbnailUrl: image.thumbnailUrl };

/** Available plants are public unless a moderator hid them; the rest are seen by their owner only. */
export const isVisibleTo = (row: UserPlantDetailRow, viewerId: string | undefined) =>
  row.plant.userId === viewerId || (row.plant.availableForSwap && row.plant.hiddenAt === null);

/** What a lineage was built from: each relative's plant and owner. */
const relativesOf = ({ parents, children }: LineageRows) =>
  [...parents, ...children].flatMap((relative) => [
    ...(relative.userPlantId ? [changeOf.plant(relative.userPlantId)] : []),
    ...(relative.ownerId ? [changeOf.member(relative.ownerId)] : []),
  ]);

/** What the user-plants use cases share: their dependencies, the plant page cache and who may see or change a plant. */
export function createUserPlantsContext(deps: UserPlantsDeps) {
  const { db, catalogue, uploads, blocks, caches, jobs } = deps;
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

  /** The plant if the viewer may see it: available plants to all but blocked members, the rest to their owner only. */
  async function visiblePlant(id: string, viewerId: string | undefined): Promise<UserPlantDetailRow> {
    const row = await findUserPlantDetail(id);
    if (!row || !isVisibleTo(row, viewerId) || (await apart(viewerId, row.plant.userId))) throw notFound(PLANT_NOT_FOUND);
    return row;
  }

  /** The plant if the member owns it: 404 when they cannot see it, 403 when they can but do not own it. */
  async function ownedPlant(id: string, memberId: string): Promise<UserPlantDetailRow> {
    const row = await visiblePlant(id, memberId);
    if (row.plant.userId !== memberId) throw forbidden('Only the owner can change this plant');
    return row;
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
    ...deps,
    findUserPlantDetail,
    recentDetails,
    forgetPlant,
    apart,
    shutOut,
    visiblePlant,
    ownedPlant,
    detailFor,
    listed,
    storeImages,
  };
}

export type UserPlantsContext = ReturnType<typeof createUserPlantsContext>;
