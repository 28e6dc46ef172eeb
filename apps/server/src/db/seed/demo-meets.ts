import { dateTimeFormat } from '@rootshare/contracts/intl';
import { seasonAt, type Season } from '@rootshare/contracts/care-reminders-constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import { meetBringing, meetRsvps, meets } from '../schema/meets';
import { userPlants } from '../schema/user-plants';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface DemoMeet {
  host: string;
  /** A fixed title, or one naming the season the meet falls in where it is held. */
  title: string | ((season: Season) => string);
  description: string;
  /** At least this many days from the seed, at 10:00 local time in the zone; it lasts `hours`. */
  inDays: number;
  /** The local weekday (0 Sunday … 6 Saturday) its title names, so the date moves on to it. */
  weekday?: number;
  hours: number;
  timeZone: string;
  town: string;
  place: readonly [number, number];
  venue: string;
  capacity: number | null;
  brings: Array<'plants' | 'cuttings' | 'seeds'>;
  going: readonly string[];
  maybe?: readonly string[];
}

/**
 * A few swap meets around the demo members (docs/architecture.md#meets): two near the demo
 * member in Portland (one they are going to, bringing a plant; one nearly full), one in Chicago
 * and one in London, so Browse's Events tab, the home card and a meet page all have something.
 */
const DEMO_MEETS: readonly DemoMeet[] = [
  {
    host: 'sam.whitaker',
    title: 'Saturday cutting swap at the library',
    description: 'Bring rooted or fresh cuttings in labelled bags. Tea and biscuits provided; spare jars welcome.',
    inDays: 3,
    weekday: 6,
    hours: 3,
    timeZone: 'America/Los_Angeles',
    town: 'Portland, Oregon',
    place: [45.52, -122.68],
    venue: 'Hollywood Library, community room',
    capacity: 20,
    brings: ['cuttings', 'plants'],
    going: ['demo', 'rosa_delgado'],
  },
  {
    host: 'rosa_delgado',
    title: (season) => `Seed library ${season} share`,
    description: 'A small circle swapping saved seeds: tomatoes, beans and natives. Envelopes and pens on the table.',
    inDays: 12,
    hours: 2,
    timeZone: 'America/Los_Angeles',
    town: 'Beaverton, Oregon',
    place: [45.49, -122.8],
    venue: 'Beaverton City Library, courtyard',
    capacity: 3,
    brings: ['seeds'],
    going: ['sam.whitaker', 'demo'],
    maybe: [],
  },
  {
    host: 'maya.okafor',
    title: 'Hoya and houseplant swap',
    description: 'Houseplant lovers of Chicago: bring a plant, take a plant.',
    inDays: 9,
    hours: 3,
    timeZone: 'America/Chicago',
    town: 'Chicago, Illinois',
    place: [41.88, -87.63],
    venue: 'Garfield Park Conservatory, east hall',
    capacity: null,
    brings: ['plants', 'cuttings'],
    going: [],
  },
  {
    host: 'oliver.bennett',
    title: 'Allotment seed and seedling swap',
    description: 'Spare seedlings and saved seed from our plots. All welcome.',
    inDays: 16,
    hours: 4,
    timeZone: 'Europe/London',
    town: 'London, England',
    place: [51.51, -0.13],
    venue: 'Camley Street Natural Park, visitor centre',
    capacity: 40,
    brings: ['seeds', 'plants'],
    going: [],
  },
];

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The local hour and weekday (0 Sunday) of an instant in a zone. */
function localParts(at: Date, timeZone: string): { hour: number; weekday: number } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', weekday: 'short' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { hour: Number(parts.hour), weekday: WEEKDAYS.indexOf(String(parts.weekday)) };
}

/** The instant of a local hour (10:00) `days` from now in a zone, to the whole hour. */
function startOf(now: number, days: number, timeZone: string): Date {
  const day = new Date(now + days * DAY_MS);
  const shift = (10 - localParts(day, timeZone).hour + 24) % 24;
  return new Date(Math.floor((day.getTime() + shift * HOUR_MS) / HOUR_MS) * HOUR_MS);
}

/** When each demo meet starts and what it is called, for a seed run at `now`. */
export function demoMeetSchedule(now: number): Array<{ meet: DemoMeet; title: string; startsAt: Date }> {
  return DEMO_MEETS.map((meet) => {
    let days = meet.inDays;
    // A week always holds the named weekday, so this moves on at most six days.
    while (meet.weekday !== undefined && localParts(startOf(now, days, meet.timeZone), meet.timeZone).weekday !== meet.weekday) days += 1;
    const startsAt = startOf(now, days, meet.timeZone);
    // 10:00 in the demo's zones (none east of Greenwich) is the same calendar day in UTC, which seasonAt reads.
    const title = typeof meet.title === 'string' ? meet.title : meet.title(seasonAt(startsAt, meet.place[0]));
    return { meet, title, startsAt };
  });
}

/** Stores the demo meets, their answers, and the demo member's plant they bring to the first. */
export async function seedDemoMeets(tx: Database, memberIds: ReadonlyMap<string, string>, now: number): Promise<void> {
  const idOf = (username: string) => {
    const id = memberIds.get(username);
    if (!id) throw new Error(`no demo member ${username}`);
    return id;
  };
  for (const [index, { meet, title, startsAt }] of demoMeetSchedule(now).entries()) {
    const [row] = await tx
      .insert(meets)
      .values({
        hostId: idOf(meet.host),
        title,
        description: meet.description,
        startsAt,
        endsAt: new Date(startsAt.getTime() + meet.hours * HOUR_MS),
        timeZone: meet.timeZone,
        town: meet.town,
        latitude: meet.place[0],
        longitude: meet.place[1],
        venue: meet.venue,
        capacity: meet.capacity,
        brings: meet.brings,
        createdAt: new Date(now - (index + 2) * DAY_MS),
      })
      .returning({ id: meets.id });
    if (!row) throw new Error('demo meet not stored');
    const answers = [
      ...meet.going.map((u) => ({ u, status: 'going' as const })),
      ...(meet.maybe ?? []).map((u) => ({ u, status: 'maybe' as const })),
    ];
    if (answers.length > 0)
      await tx
        .insert(meetRsvps)
        .values(
          answers.map(({ u, status }, n) => ({ meetId: row.id, userId: idOf(u), status, queuedAt: new Date(now - (n + 1) * HOUR_MS) })),
        );
    if (index === 0) {
      const [plant] = await tx
        .select({ id: userPlants.id })
        .from(userPlants)
        .where(and(eq(userPlants.userId, idOf('demo')), eq(userPlants.availableForSwap, true)))
        .limit(1);
      if (plant) await tx.insert(meetBringing).values({ meetId: row.id, userId: idOf('demo'), userPlantId: plant.id });
    }
  }
}
