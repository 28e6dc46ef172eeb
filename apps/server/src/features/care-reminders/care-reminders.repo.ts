import type { CareKind } from '@rootshare/contracts/care-reminders-constants';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { careReminders } from '../../db/schema/care-reminders';
import { selectRows, type Database } from '../../platform/db';
import { userPlantRows } from '../user-plants/user-plants.reads';
import { catalogueRows } from '../catalogue/catalogue.reads';
import { profileRows } from '../profiles/profiles.reads';

/** A plant as its schedules need it: owner, name, water needs and the owner's latitude (for the hemisphere). */
export async function findPlantForCare(db: Database, userPlantId: string) {
  const [row] = await db
    .select({
      ownerId: userPlantRows.userId,
      name: sql<string>`coalesce(nullif(trim(${userPlantRows.customName}), ''), ${catalogueRows.commonName})`,
      waterRequirements: catalogueRows.waterRequirements,
      latitude: profileRows.latitude,
    })
    .from(userPlantRows)
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .innerJoin(profileRows, eq(profileRows.id, userPlantRows.userId))
    .where(eq(userPlantRows.id, userPlantId))
    .limit(1);
  return row;
}

export type PlantForCareRow = NonNullable<Awaited<ReturnType<typeof findPlantForCare>>>;

export function findSchedules(db: Database, userPlantId: string) {
  return db
    .select({
      id: careReminders.id,
      kind: careReminders.kind,
      intervalDays: careReminders.intervalDays,
      dueAt: careReminders.dueAt,
      lastDoneAt: careReminders.lastDoneAt,
    })
    .from(careReminders)
    .where(eq(careReminders.userPlantId, userPlantId));
}

/** Turns a schedule on (or changes it): due `dueAt`, not yet announced. */
export async function upsertSchedule(
  db: Database,
  values: { userPlantId: string; userId: string; kind: CareKind; intervalDays: number; dueAt: Date; lastDoneAt: Date | null },
): Promise<void> {
  await db
    .insert(careReminders)
    .values(values)
    .onConflictDoUpdate({
      target: [careReminders.userPlantId, careReminders.kind],
      set: { intervalDays: values.intervalDays, dueAt: values.dueAt, lastDoneAt: values.lastDoneAt, notifiedAt: null },
    });
}

export async function deleteSchedule(db: Database, userPlantId: string, kind: CareKind): Promise<void> {
  await db.delete(careReminders).where(and(eq(careReminders.userPlantId, userPlantId), eq(careReminders.kind, kind)));
}

/** The member's reminders due before `before`, soonest first, with their plants' names. */
export function findDueOf(db: Database, userId: string, before: Date) {
  return db
    .select({
      id: careReminders.id,
      kind: careReminders.kind,
      userPlantId: careReminders.userPlantId,
      dueAt: careReminders.dueAt,
      plantName: sql<string>`coalesce(nullif(trim(${userPlantRows.customName}), ''), ${catalogueRows.commonName})`,
    })
    .from(careReminders)
    .innerJoin(userPlantRows, eq(userPlantRows.id, careReminders.userPlantId))
    .innerJoin(catalogueRows, eq(catalogueRows.id, userPlantRows.plantId))
    .where(and(eq(careReminders.userId, userId), lt(careReminders.dueAt, before)))
    .orderBy(asc(careReminders.dueAt), asc(careReminders.id))
    .limit(100);
}

/**
 * Moves the member's reminder to `dueAt` (Done, which also says when it was done, or Snooze), to be
 * announced again then; false when it is not theirs.
 */
export async function moveReminder(
  db: Database,
  id: string,
  userId: string,
  dueAt: (intervalDays: number) => Date,
  doneAt?: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ intervalDays: careReminders.intervalDays })
    .from(careReminders)
    .where(and(eq(careReminders.id, id), eq(careReminders.userId, userId)))
    .limit(1);
  if (!row) return false;
  await db
    .update(careReminders)
    .set({ dueAt: dueAt(row.intervalDays), notifiedAt: null, ...(doneAt ? { lastDoneAt: doneAt } : {}) })
    .where(and(eq(careReminders.id, id), eq(careReminders.userId, userId)));
  return true;
}

export interface DueBatchRow {
  id: string;
  user_id: string;
  user_plant_id: string;
  kind: CareKind;
  plant_name: string;
}

/**
 * Marks up to `limit` due reminders not yet announced as announced now and answers them, oldest
 * first; rows another sweep holds are skipped, so two instances never announce one twice.
 */
export function takeDueBatch(db: Database, now: Date, limit: number): Promise<DueBatchRow[]> {
  return selectRows<DueBatchRow>(
    db,
    sql`
    with due as (
      select id from ${careReminders}
      where notified_at is null and due_at <= ${now.toISOString()}::timestamptz
      order by due_at
      limit ${limit}
      for update skip locked
    )
    update ${careReminders} r set notified_at = ${now.toISOString()}::timestamptz
    from due, ${userPlantRows}, ${catalogueRows}
    where r.id = due.id and user_plants.id = r.user_plant_id and catalogue_plants.id = user_plants.plant_id
    returning r.id, r.user_id, r.user_plant_id, r.kind, coalesce(nullif(trim(user_plants.custom_name), ''), catalogue_plants.common_name) as plant_name`,
  );
}
