import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { cataloguePhotoOffers, userPlants } from '../../db/schema/user-plants';
import { cataloguePlantFields } from '../catalogue/catalogue.reads';
import { memberRows } from '../auth/auth.reads';
import { profileRows, searchListed } from '../profiles/profiles.reads';

/**
 * Members' plants as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain subquery
 * over user_plants under the table's own name, which PostgreSQL pulls up into the outer query, so
 * joins, filters and indexes plan exactly as on the table. Only this feature writes the table.
 */
export const userPlantRows = new QueryBuilder().select(getTableColumns(userPlants)).from(userPlants).as('user_plants');

/** Every column of userPlantRows, for a select that takes the whole row (the member's data export). */
export const userPlantRowColumns = userPlantRows._.selectedFields;

/**
 * A plant with its catalogue entry and its owner's public, city-level details: the shape every
 * plant list and detail selects (user-plants, explore), from userPlantRows joined on
 * catalogue_plants, users and profiles.
 */
export const userPlantDetailColumns = {
  plant: {
    id: userPlantRows.id,
    userId: userPlantRows.userId,
    plantId: userPlantRows.plantId,
    customName: userPlantRows.customName,
    size: userPlantRows.size,
    age: userPlantRows.age,
    swapType: userPlantRows.swapType,
    notes: userPlantRows.notes,
    availableForSwap: userPlantRows.availableForSwap,
    pestFreeConfirmedAt: userPlantRows.pestFreeConfirmedAt,
    images: userPlantRows.images,
    hiddenAt: userPlantRows.hiddenAt,
    createdAt: userPlantRows.createdAt,
    updatedAt: userPlantRows.updatedAt,
  },
  catalogue: cataloguePlantFields,
  owner: { id: memberRows.id, username: memberRows.username, location: profileRows.location, avatarUrl: profileRows.avatarUrl },
};

/** Members' photo offers to the catalogue, as the catalogue reads them: a subquery like userPlantRows. */
export const cataloguePhotoOfferRows = new QueryBuilder()
  .select(getTableColumns(cataloguePhotoOffers))
  .from(cataloguePhotoOffers)
  .as('catalogue_photo_offers');

/** The listings a sitemap lists, as rows of `id` and `lastmod`: shown, up for swap, and their owner searchable. */
export const searchListedPlants: SQL = sql`select ${userPlants.id} as id, ${userPlants.updatedAt} as lastmod from ${userPlants} where ${userPlants.hiddenAt} is null and ${userPlants.availableForSwap} and ${searchListed(userPlants.userId)}`;
