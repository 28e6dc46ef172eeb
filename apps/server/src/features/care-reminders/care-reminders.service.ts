import { PLANT_NOT_FOUND } from '@rootshare/contracts/user-plants-constants';
import {
  CARE_KINDS,
  defaultIntervalDays,
  REMINDER_NOT_FOUND,
  seasonAt,
  type CareKind,
  type CareSchedule,
  type DueReminder,
  waterDaysNamedIn,
} from '@rootshare/contracts/care-reminders';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UserPlantsService } from '../user-plants/user-plants.service';
import {
  deleteSchedule,
  findDueOf,
  findPlantForCare,
  findSchedules,
  moveReminder,
  takeDueBatch,
  upsertSchedule,
  type PlantForCareRow,
} from './care-reminders.repo';
import { presentDueReminder, presentReminderNotification, presentSchedule, startOfDay } from './care-reminders.presenter';

const DAY_MS = 86_400_000;
/**
 * How many due reminders one transaction announces: a batch's rows are built in one piece of event
 * loop work, so it stays small enough not to delay members' messages (ADR 0041).
 */
const SWEEP_BATCH = 50;
/** A sweep stops taking batches after this long; the next one, a minute later, goes on. */
const SWEEP_BUDGET_MS = 45_000;
/** How often the sweep runs. */
const SWEEP_EVERY_SECONDS = 60;

interface Deps {
  db: Database;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  userPlants: Pick<UserPlantsService, 'ownerOfVisiblePlant' | 'careCardWater'>;
  jobs: Pick<JobQueue, 'send' | 'giveWay'>;
  clock: Clock;
}

/** A plant as its schedules need it, with the watering interval its care card names (null when none). */
type CarePlant = PlantForCareRow & { cardWaterDays: number | null };

const later = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/**
 * Care reminders (docs/architecture.md#care-reminders): each plant's water, feed and repot
 * schedules with defaults from the catalogue and the season where its owner lives, the home page's
 * Today list with Done and Snooze, and the sweep job that announces due reminders in batches.
 */
export function createCareRemindersService({ db, notifications, userPlants, jobs, clock }: Deps) {
  /** The plant if the member owns it, with how often its care card says to water; 404 otherwise (another member's schedules are nobody else's business). */
  async function ownPlant(userPlantId: string, memberId: string): Promise<CarePlant> {
    if ((await userPlants.ownerOfVisiblePlant(userPlantId, memberId)) !== memberId) throw notFound(PLANT_NOT_FOUND);
    const [plant, cardWater] = await Promise.all([findPlantForCare(db, userPlantId), userPlants.careCardWater(userPlantId)]);
    if (!plant) throw notFound(PLANT_NOT_FOUND);
    return { ...plant, cardWaterDays: waterDaysNamedIn(cardWater) };
  }

  const defaultFor = (kind: CareKind, plant: CarePlant) =>
    defaultIntervalDays(kind, plant.waterRequirements, seasonAt(clock(), plant.latitude), plant.cardWaterDays);

  async function schedulesOf(userPlantId: string, plant: CarePlant): Promise<CareSchedule[]> {
    const saved = new Map((await findSchedules(db, userPlantId)).map((row) => [row.kind, row]));
    return CARE_KINDS.map((kind) =>
      presentSchedule(
        kind,
        saved.get(kind),
        defaultFor(kind, plant),
        kind === 'water' && plant.cardWaterDays !== null ? 'care_card' : 'catalogue',
      ),
    );
  }

  /** Queues the next sweep, a minute after `from`; its minute is its key, so one waits however many instances ask. */
  async function scheduleSweep(from = clock()): Promise<void> {
    const next = new Date(Math.floor(from.getTime() / 60_000) * 60_000 + SWEEP_EVERY_SECONDS * 1000);
    await jobs.send('care-reminder-sweep', { at: next.toISOString() }, { key: next.toISOString(), startAfterSeconds: SWEEP_EVERY_SECONDS });
  }

  /**
   * The care-reminder-sweep job: announces every reminder due now, a batch per transaction (the
   * bell entry and the reminder's mark together), each through the ordinary delivery (socket,
   * then mail or push by the member's choice in its own job). Answers how many it announced.
   */
  async function sweep(): Promise<number> {
    const started = Date.now();
    let announced = 0;
    for (;;) {
      const now = clock();
      const batchStarted = performance.now();
      const batch = await db.transaction(async (tx) => {
        const due = await takeDueBatch(tx, now, SWEEP_BATCH);
        announced += due.length;
        return {
          more: due.length === SWEEP_BATCH,
          ids: await notifications.record(tx, due.map(presentReminderNotification)),
        };
      });
      await notifications.announce(batch.ids);
      if (!batch.more || Date.now() - started > SWEEP_BUDGET_MS) return announced;
      // Messages and pages come first: between batches the sweep rests while members keep the server busy.
      await jobs.giveWay(batchStarted);
    }
  }

  return {
    async listSchedules(userPlantId: string, memberId: string): Promise<CareSchedule[]> {
      return schedulesOf(userPlantId, await ownPlant(userPlantId, memberId));
    },

    /**
     * Turns one schedule on or off. On, the next one is due an interval after it was last done: the
     * day the member gives, else the one saved before (so changing only the interval keeps it), else now.
     */
    async setSchedule(
      userPlantId: string,
      memberId: string,
      kind: CareKind,
      input: { enabled: boolean; interval_days?: number | undefined; last_done_days_ago?: number | undefined },
    ): Promise<CareSchedule[]> {
      const plant = await ownPlant(userPlantId, memberId);
      if (input.enabled) {
        const now = clock();
        const saved = (await findSchedules(db, userPlantId)).find((row) => row.kind === kind);
        const intervalDays = input.interval_days ?? saved?.intervalDays ?? defaultFor(kind, plant);
        const lastDoneAt = input.last_done_days_ago === undefined ? (saved?.lastDoneAt ?? null) : later(now, -input.last_done_days_ago);
        await upsertSchedule(db, {
          userPlantId,
          userId: memberId,
          kind,
          intervalDays,
          lastDoneAt,
          dueAt: later(lastDoneAt ?? now, intervalDays),
        });
      } else {
        await deleteSchedule(db, userPlantId, kind);
      }
      return schedulesOf(userPlantId, plant);
    },

    /** The member's reminders due by the end of today (UTC), overdue ones first, each with how many days late. */
    async listToday(memberId: string): Promise<DueReminder[]> {
      const now = clock();
      return (await findDueOf(db, memberId, startOfDay(now, 1))).map((row) => presentDueReminder(row, now));
    },

    /** Done: done now, so the next one is due a whole interval from now. */
    async markDone(id: string, memberId: string): Promise<void> {
      const now = clock();
      if (!(await moveReminder(db, id, memberId, (intervalDays) => later(now, intervalDays), now))) throw notFound(REMINDER_NOT_FOUND);
    },

    /** Snooze: due again `days` from now, and announced again then. */
    async snooze(id: string, memberId: string, days: number): Promise<void> {
      const now = clock();
      if (!(await moveReminder(db, id, memberId, () => later(now, days)))) throw notFound(REMINDER_NOT_FOUND);
    },

    scheduleSweep,
    sweep,

    /** The job: queues the next run first (so a failed sweep loses no later one), then sweeps. */
    async runSweep(at: string): Promise<void> {
      await scheduleSweep(new Date(at));
      await sweep();
    },
  };
}

export type CareRemindersService = ReturnType<typeof createCareRemindersService>;
