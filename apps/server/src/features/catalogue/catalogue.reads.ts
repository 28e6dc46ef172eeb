import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { cataloguePlants } from '../../db/schema/catalogue';

/**
 * The catalogue as other features read it (docs/architecture.md#table-owners): a plain subquery
 * over catalogue_plants under the table's own name, which PostgreSQL pulls up into the outer query,
 * so joins and indexes plan exactly as on the table. Only this feature writes the table.
 */
export const catalogueRows = new QueryBuilder().select(getTableColumns(cataloguePlants)).from(cataloguePlants).as('catalogue_plants');

/** The catalogue columns every plant shape shows; other features select them in their joins. */
export const cataloguePlantFields = {
  id: catalogueRows.id,
  commonName: catalogueRows.commonName,
  scientificName: catalogueRows.scientificName,
  description: catalogueRows.description,
  category: catalogueRows.category,
  careLevel: catalogueRows.careLevel,
  lightRequirements: catalogueRows.lightRequirements,
  waterRequirements: catalogueRows.waterRequirements,
  imageUrl: catalogueRows.imageUrl,
};
