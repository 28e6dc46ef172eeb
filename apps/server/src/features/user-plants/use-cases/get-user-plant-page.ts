import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { notFound } from '../../../platform/errors';
import { encodeJsonBody } from '../../../platform/json-body';
import { sharedBody } from '../../../platform/read-cache';
import { findCardOfPlant } from '../care-cards.repo';
import { findLineage } from '../lineage.repo';
import { presentLineage, presentUserPlantPage } from '../user-plants.presenter';
import { isVisibleTo, type UserPlantsContext } from './context';

/** GET /user-plants/{id}: the encoded { userPlant, plant, profile } body. */
export async function getUserPlantBody(ctx: UserPlantsContext, id: string, viewerId: string | undefined): Promise<Buffer> {
  const entry = await ctx.recentDetails.getOrLoad(id, async () => {
    const [row, lineage, careCard, photos] = await Promise.all([
      ctx.findUserPlantDetail(id),
      findLineage(ctx.db, id),
      findCardOfPlant(ctx.db, id),
      ctx.catalogue.memberPhotos(),
    ]);
    return { row, lineage, careCard, memberPhoto: row ? photos.get(row.plant.plantId) : undefined };
  });
  if (!entry.row || !isVisibleTo(entry.row, viewerId) || (await ctx.apart(viewerId, entry.row.plant.userId)))
    throw notFound(PLANT_NOT_FOUND);
  const { row, lineage, careCard, memberPhoto } = entry;
  // Everyone shares one body unless a relative's owner and the viewer blocked each other.
  const shut = await ctx.shutOut(lineage, viewerId);
  const body = () =>
    encodeJsonBody(
      UserPlantDetailSchema,
      presentUserPlantPage(
        row,
        presentLineage(lineage, shut),
        careCard,
        ctx.catalogue.invasiveListingsOf(row.catalogue.scientificName),
        memberPhoto,
      ),
    );
  return shut.size > 0 ? body() : sharedBody(entry, body);
}
