import { and, eq, inArray, sql } from 'drizzle-orm';
import { plantLineage } from '../../db/schema/lineage';
import { selectRows, type Database } from '../../platform/db';
import { profileRows } from '../profiles/profiles.reads';

/** How far up or down a chain is read, and how many descendants at most. */
const GENERATIONS_MAX = 20;
const DESCENDANTS_MAX = 200;

/** A relative of a plant, before the viewer's blocks are applied. */
export interface LineageRelativeRow {
  userPlantId: string | null;
  /** Whether that plant is on show to everyone (up for swap, not hidden). */
  onShow: boolean;
  ownerId: string | null;
  username: string | null;
  town: string | null;
  swappedAt: Date;
  generation: number;
}

export interface LineageRows {
  parents: LineageRelativeRow[];
  children: LineageRelativeRow[];
}

interface RawRelative {
  user_plant_id: string | null;
  on_show: boolean;
  owner_id: string | null;
  username: string | null;
  town: string | null;
  swapped_at: Date | string;
  generation: number;
}

const toRelative = (row: RawRelative): LineageRelativeRow => ({
  userPlantId: row.user_plant_id,
  onShow: row.on_show,
  ownerId: row.owner_id,
  username: row.username,
  town: row.town,
  swappedAt: new Date(row.swapped_at),
  generation: Number(row.generation),
});

// Each relative's plant (if it still exists and is on show) and owner's username.
const relativeColumns = sql`
  r.user_plant_id, coalesce(up.available_for_swap and up.hidden_at is null, false) as on_show,
  r.owner_id, u.username, r.town, r.swapped_at, r.generation`;
const relativeJoins = sql`left join user_plants up on up.id = r.user_plant_id left join users u on u.id = r.owner_id`;

/** The plant's ancestors, nearest first, and its descendants, generation by generation. */
export async function findLineage(db: Database, userPlantId: string): Promise<LineageRows> {
  const [parents, children] = await Promise.all([
    selectRows<RawRelative>(
      db,
      sql`
      with recursive up_chain(id, user_plant_id, owner_id, town, parent_id, received_at, swapped_at, generation) as (
        select p.id, p.user_plant_id, p.owner_id, p.town, p.parent_id, p.received_at, c.received_at, 1
        from ${plantLineage} c join ${plantLineage} p on p.id = c.parent_id
        where c.user_plant_id = ${userPlantId}::uuid
        union all
        select p.id, p.user_plant_id, p.owner_id, p.town, p.parent_id, p.received_at, up_chain.received_at, up_chain.generation + 1
        from up_chain join ${plantLineage} p on p.id = up_chain.parent_id
        where up_chain.generation < ${GENERATIONS_MAX}
      )
      select ${relativeColumns} from up_chain r ${relativeJoins}
      where r.swapped_at is not null
      order by r.generation`,
    ),
    selectRows<RawRelative>(
      db,
      sql`
      with recursive down_chain(id, user_plant_id, owner_id, town, swapped_at, generation) as (
        select k.id, k.user_plant_id, k.owner_id, k.town, k.received_at, 1
        from ${plantLineage} c join ${plantLineage} k on k.parent_id = c.id
        where c.user_plant_id = ${userPlantId}::uuid
        union all
        select k.id, k.user_plant_id, k.owner_id, k.town, k.received_at, down_chain.generation + 1
        from down_chain join ${plantLineage} k on k.parent_id = down_chain.id
        where down_chain.generation < ${GENERATIONS_MAX}
      )
      select ${relativeColumns} from (select * from down_chain order by generation, swapped_at limit ${DESCENDANTS_MAX}) r ${relativeJoins}
      where r.swapped_at is not null
      order by r.generation, r.swapped_at`,
    ),
  ]);
  return { parents: parents.map(toRelative), children: children.map(toRelative) };
}

/** The lineage node of a plant, made (as a first generation, from no swap) when it has none. */
async function nodeOf(tx: Database, userPlantId: string, ownerId: string): Promise<string> {
  const [existing] = await tx.select({ id: plantLineage.id }).from(plantLineage).where(eq(plantLineage.userPlantId, userPlantId)).limit(1);
  if (existing) return existing.id;
  const [made] = await tx
    .insert(plantLineage)
    .values({
      userPlantId,
      ownerId,
      town: sql`(select ${profileRows.location} from ${profileRows} where ${profileRows.id} = ${ownerId}::uuid)`,
    })
    .returning({ id: plantLineage.id });
  if (!made) throw new Error('insert returned no lineage node');
  return made.id;
}

/**
 * Records that the receiver's new plant was grown from the giver's plant of a completed swap, with
 * both members' towns as they are now. Throws the unique violation when that plant of the swap was
 * already added.
 */
export async function recordReceivedPlant(
  tx: Database,
  values: { userPlantId: string; receiverId: string; sourcePlantId: string; giverId: string; swapRequestId: string; receivedAt: Date },
): Promise<void> {
  const parentId = await nodeOf(tx, values.sourcePlantId, values.giverId);
  await tx.insert(plantLineage).values({
    userPlantId: values.userPlantId,
    ownerId: values.receiverId,
    town: sql`(select ${profileRows.location} from ${profileRows} where ${profileRows.id} = ${values.receiverId}::uuid)`,
    parentId,
    swapRequestId: values.swapRequestId,
    sourcePlantId: values.sourcePlantId,
    receivedAt: values.receivedAt,
  });
}

/** Which of a swap's plants were added to a collection, and as which plant. */
export async function findAddedFromSwap(
  db: Database,
  swapRequestId: string,
  sourcePlantIds: string[],
): Promise<Map<string, string | null>> {
  if (sourcePlantIds.length === 0) return new Map();
  const rows = await db
    .select({ sourcePlantId: plantLineage.sourcePlantId, userPlantId: plantLineage.userPlantId })
    .from(plantLineage)
    .where(and(eq(plantLineage.swapRequestId, swapRequestId), inArray(plantLineage.sourcePlantId, sourcePlantIds)));
  return new Map(rows.flatMap((row) => (row.sourcePlantId ? [[row.sourcePlantId, row.userPlantId] as const] : [])));
}

/** How many plants, in every generation, were grown from the member's plants. */
export async function countGrownFrom(db: Database, memberId: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`
    with recursive down_chain(id, generation) as (
      select k.id, 1 from ${plantLineage} m join ${plantLineage} k on k.parent_id = m.id where m.owner_id = ${memberId}::uuid
      union
      select k.id, down_chain.generation + 1 from down_chain join ${plantLineage} k on k.parent_id = down_chain.id
      where down_chain.generation < ${GENERATIONS_MAX}
    )
    select count(distinct id)::int as n from down_chain`,
  );
  return Number(row?.n ?? 0);
}
