import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { gardenPhotos } from '../../db/schema/garden-photos';

/**
 * Garden photos as other features read them (docs/architecture.md#table-owners, ADR 0063): a plain
 * subquery under the table's own name, which PostgreSQL pulls up into the outer query, so joins and
 * indexes plan exactly as on the table. Only this feature writes it.
 */
export const gardenPhotoRows = new QueryBuilder().select(getTableColumns(gardenPhotos)).from(gardenPhotos).as('garden_photos');
