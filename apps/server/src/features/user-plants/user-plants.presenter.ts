import { shortenLocation } from '@rootshare/contracts/format';
import type { CataloguePlant, InvasiveListing, PlantCategory } from '@rootshare/contracts/catalogue';
import {
  toSwapType,
  type CareCardInput,
  type Lineage,
  type LineageEntry,
  type UserPlant,
  type UserPlantDetail,
} from '@rootshare/contracts/user-plants';
import { presentCataloguePlant } from '../catalogue/catalogue.presenter';
import type { MemberPhoto } from '../catalogue/catalogue.presenter';
import type { CareCardRow, PlantCareCardRow } from './care-cards.repo';
import type { LineageRelativeRow, LineageRows } from './lineage.repo';
import type { UserPlantDetailRow } from './user-plants.repo';

/**
 * A member's plant with its catalogue entry (with the member photo its species shows, if any: ADR
 * 0056) and its owner's public, city-level details.
 */
export function presentUserPlant({ plant, catalogue, owner }: UserPlantDetailRow, memberPhoto?: MemberPhoto): UserPlant {
  const catalogueShape = presentCataloguePlant(catalogue, 0, memberPhoto);
  return {
    id: plant.id,
    user_id: plant.userId,
    plant_id: plant.plantId,
    custom_name: plant.customName,
    size: plant.size,
    age: plant.age,
    swap_type: toSwapType(plant.swapType),
    notes: plant.notes,
    available_for_swap: plant.availableForSwap,
    pest_free_confirmed_at: plant.pestFreeConfirmedAt?.toISOString() ?? null,
    image_urls: plant.images.map((image) => image.url),
    thumbnail_urls: plant.images.map((image) => image.thumbnailUrl),
    image_descriptions: plant.images.map((image) => image.description ?? null),
    is_hidden: plant.hiddenAt !== null,
    created_at: plant.createdAt.toISOString(),
    updated_at: plant.updatedAt.toISOString(),
    plants: {
      common_name: catalogueShape.common_name,
      scientific_name: catalogueShape.scientific_name,
      care_level: catalogueShape.care_level,
      category: catalogueShape.category,
      description: catalogueShape.description,
      image_url: catalogueShape.image_url,
      light_requirements: catalogueShape.light_requirements,
      water_requirements: catalogueShape.water_requirements,
    },
    profiles: { id: owner.id, username: owner.username, location: owner.location, avatar_url: owner.avatarUrl },
  };
}

/** A plant with its catalogue entry and owner: { userPlant, plant, profile } (docs/architecture.md, API conventions). */
export function presentUserPlantDetail(
  row: UserPlantDetailRow,
  memberPhoto?: MemberPhoto,
): Omit<UserPlantDetail, 'lineage' | 'care_card' | 'invasive_in'> {
  const userPlant = presentUserPlant(row, memberPhoto);
  return { userPlant, plant: presentCataloguePlant(row.catalogue, 0, memberPhoto), profile: userPlant.profiles };
}

/** GET /user-plants/{id}: the plant's page, with where it came from, where its cuttings went and the care card it came with. */
export const presentUserPlantPage = (
  row: UserPlantDetailRow,
  lineage: Lineage,
  careCard: PlantCareCardRow | undefined,
  invasiveIn: InvasiveListing[],
  memberPhoto?: MemberPhoto,
): UserPlantDetail => ({
  ...presentUserPlantDetail(row, memberPhoto),
  lineage,
  invasive_in: invasiveIn,
  care_card: careCard
    ? {
        light: careCard.light,
        water: careCard.water,
        soil: careCard.soil,
        notes: careCard.notes,
        giver_username: careCard.giverUsername,
        updated_at: careCard.updatedAt.toISOString(),
      }
    : null,
});

/** A saved card as the giver's form holds it (blank lines as empty text). */
export const presentCareCard = (card: CareCardRow): CareCardInput => ({
  light: card.light ?? '',
  water: card.water ?? '',
  soil: card.soil ?? '',
  notes: card.notes ?? '',
});

/** What suits most plants of a category, for a card's draft: the catalogue names light and water, not soil. */
const SOIL_BY_CATEGORY: Record<PlantCategory, string> = {
  houseplant: 'Chunky, well-draining potting mix',
  succulent: 'Gritty, fast-draining succulent mix',
  cactus: 'Gritty cactus mix with extra grit or perlite',
  fern: 'Moist, peaty mix that holds water without going soggy',
  herb: 'Light, free-draining compost',
  vegetable: 'Rich compost, kept moist',
  fruit: 'Rich, well-draining compost',
  flower: 'Multi-purpose compost',
  tree: 'Loam-based compost',
  shrub: 'Loam-based compost',
  vine: 'Well-draining potting mix',
  grass: 'Free-draining soil',
};

/** A care card drafted from the catalogue entry, for the giver to change before saving. */
export const careCardDraft = (plant: CataloguePlant): CareCardInput => ({
  light: plant.light_requirements ?? '',
  water: plant.water_requirements ?? '',
  soil: SOIL_BY_CATEGORY[plant.category],
  notes: '',
});

/**
 * A plant's relatives as the viewer may see them: a member who deleted their account, or whom the
 * viewer blocked or was blocked by (`apart`), is "a gardener" with no plant link and no town.
 */
export function presentLineage(rows: LineageRows, apart: ReadonlySet<string>): Lineage {
  const entry = (row: LineageRelativeRow): LineageEntry => {
    const shut = row.ownerId !== null && apart.has(row.ownerId);
    return {
      user_plant_id: !shut && row.onShow ? row.userPlantId : null,
      username: shut ? null : row.username,
      town: shut || !row.town ? null : shortenLocation(row.town),
      swapped_at: row.swappedAt.toISOString(),
      generation: row.generation,
    };
  };
  return { parents: rows.parents.map(entry), children: rows.children.map(entry) };
}
