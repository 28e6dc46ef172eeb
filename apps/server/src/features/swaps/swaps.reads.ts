import { getTableColumns } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { reviews, swapRequestPlants, swapRequests } from '../../db/schema/swaps';

/**
 * Swap requests, their plants and reviews as other features read them
 * (docs/architecture.md#table-owners, ADR 0063): plain subqueries under the tables' own names, which
 * PostgreSQL pulls up into the outer query, so joins and indexes plan exactly as on the tables. Only
 * this feature writes them.
 */
export const swapRequestRows = new QueryBuilder().select(getTableColumns(swapRequests)).from(swapRequests).as('swap_requests');

export const swapRequestPlantRows = new QueryBuilder()
  .select(getTableColumns(swapRequestPlants))
  .from(swapRequestPlants)
  .as('swap_request_plants');

export const reviewRows = new QueryBuilder().select(getTableColumns(reviews)).from(reviews).as('reviews');
