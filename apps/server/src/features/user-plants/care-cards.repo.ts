import { and, eq, inArray, sql } from 'drizzle-orm';
import { careCards } from '../../db/schema/care-cards';
import { plantLineage } from '../../db/schema/lineage';
import type { Database } from '../../platform/db';
import { memberRows } from '../auth/auth.reads';

const cardColumns = {
  sourcePlantId: careCards.sourcePlantId,
  light: careCards.light,
  water: careCards.water,
  soil: careCards.soil,
  notes: careCards.notes,
  updatedAt: careCards.updatedAt,
};

/** The cards written for these plants of a swap. */
export function findSwapCards(db: Database, swapRequestId: string, sourcePlantIds: string[]) {
  if (sourcePlantIds.length === 0) return Promise.resolve([]);
  return db
    .select(cardColumns)
    .from(careCards)
    .where(and(eq(careCards.swapRequestId, swapRequestId), inArray(careCards.sourcePlantId, sourcePlantIds)));
}

export type CareCardRow = Awaited<ReturnType<typeof findSwapCards>>[number];

/** Writes (or rewrites) the giver's card for their plant in a swap. */
export async function saveCard(
  db: Database,
  values: {
    swapRequestId: string;
    sourcePlantId: string;
    giverId: string;
    light: string | null;
    water: string | null;
    soil: string | null;
    notes: string | null;
  },
): Promise<void> {
  const { swapRequestId: _swap, sourcePlantId: _plant, ...changes } = values;
  await db
    .insert(careCards)
    .values(values)
    .onConflictDoUpdate({ target: [careCards.swapRequestId, careCards.sourcePlantId], set: { ...changes, updatedAt: sql`now()` } });
}

/** The card that came with a plant: the one its giver wrote in the swap that brought it. */
export async function findCardOfPlant(db: Database, userPlantId: string) {
  const [row] = await db
    .select({ ...cardColumns, giverUsername: memberRows.username })
    .from(plantLineage)
    .innerJoin(
      careCards,
      and(eq(careCards.swapRequestId, plantLineage.swapRequestId), eq(careCards.sourcePlantId, plantLineage.sourcePlantId)),
    )
    .leftJoin(memberRows, eq(memberRows.id, careCards.giverId))
    .where(eq(plantLineage.userPlantId, userPlantId))
    .limit(1);
  return row;
}

export type PlantCareCardRow = NonNullable<Awaited<ReturnType<typeof findCardOfPlant>>>;
