import { MEET_TOO_LONG, PLAN_AHEAD_TOO_FAR } from '@rootshare/contracts/meets-constants';
import { DEFAULT_COORDINATES } from '@rootshare/contracts/explore';
import { MEET_LENGTH_MAX_HOURS, PLAN_AHEAD_MAX_DAYS } from '@rootshare/contracts/limits';
import {
  MEET_CANCELLED,
  MEET_NOT_FOUND,
  MEET_NOT_YOURS,
  MEET_OVER,
  MEET_REMINDER_HOURS,
  MEET_START_IN_FUTURE,
  MEET_TOWN_UNKNOWN,
  type Meet,
  type MeetInputSchema,
} from '@rootshare/contracts/meets';
import { zonedToInstant } from '@rootshare/contracts/time-zones';
import type { z } from 'zod';
import type { Clock } from '../../../platform/clock';
import type { Database } from '../../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/errors';
import type { JobQueue } from '../../../platform/jobs';
import type { Quotas } from '../../../platform/quotas';
import { changeOf, type ReadCaches } from '../../../platform/read-cache';
import type { BlocksService } from '../../blocks/blocks.service';
import type { GeoService } from '../../geo/geo.service';
import type { NoticeWords } from '../../notifications/notice-words';
import type { NewNotification, NotificationsService } from '../../notifications/notifications.service';
import { MEET_NOTICES } from '../meet-notices';
import type { UploadsService } from '../../uploads/uploads.service';
import { meetWhenAndWhere, presentMeet } from '../meets.presenter';
import {
  countByStatus,
  findMeet,
  findMeetMiles,
  findMemberPlace,
  firstWaitlisted,
  listAnsweredIds,
  listAttendees,
  listBringing,
  promoteToGoing,
  waitlistPosition,
  type MeetChanges,
  type MeetRow,
  type MeetWithHost,
  type Point,
} from '../meets.repo';

export type MeetInput = z.output<typeof MeetInputSchema>;

export interface MeetsDeps {
  db: Database;
  geo: Pick<GeoService, 'resolvePlace'>;
  uploads: Pick<UploadsService, 'storeImageStream' | 'deleteImages'>;
  notifications: Pick<NotificationsService, 'record' | 'announce'>;
  blocks: Pick<BlocksService, 'apart'>;
  jobs: Pick<JobQueue, 'send'>;
  quotas: Quotas;
  caches: ReadCaches;
  clock: Clock;
  /** The origin of links in calendar files. */
  publicUrl: string;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Coordinates kept to two decimals (about a kilometre), as profiles keep theirs. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/** What the meets use cases share: their dependencies and the rules more than one of them applies. */
export function createMeetsContext(deps: MeetsDeps) {
  const { db, geo, notifications, blocks, jobs, caches, clock } = deps;

  const changed = (meetId: string) => caches.forget(changeOf.meets, changeOf.meet(meetId));

  /** A meet the viewer may see: hidden ones only to their host, none between members who blocked each other. */
  async function visibleMeet(id: string, viewerId: string | undefined): Promise<MeetWithHost> {
    const row = await findMeet(db, id, viewerId);
    if (!row) throw notFound(MEET_NOT_FOUND);
    const isHost = viewerId === row.meet.hostId;
    if (row.meet.hiddenAt && !isHost) throw notFound(MEET_NOT_FOUND);
    if (viewerId && !isHost && (await blocks.apart(viewerId, row.meet.hostId))) throw notFound(MEET_NOT_FOUND);
    return row;
  }

  /** A meet the caller hosts and may still change. Another member gets 403 (they can see the meet, not change it). */
  async function hostedMeet(userId: string, id: string): Promise<MeetWithHost> {
    const row = await visibleMeet(id, userId);
    if (row.meet.hostId !== userId) throw forbidden(MEET_NOT_YOURS);
    if (row.meet.cancelledAt) throw conflict(MEET_CANCELLED);
    if (row.meet.endsAt <= clock()) throw conflict(MEET_OVER);
    return row;
  }

  /** The stored form of a host's input: instants in UTC, the town's place from the gazetteer. */
  async function changesOf(input: MeetInput): Promise<MeetChanges> {
    const startsAt = zonedToInstant(input.starts_at, input.time_zone);
    const endsAt = zonedToInstant(input.ends_at, input.time_zone);
    if (!startsAt) throw badRequest('Choose the start time');
    if (!endsAt) throw badRequest('Choose the end time');
    const now = clock();
    if (startsAt <= now) throw badRequest(MEET_START_IN_FUTURE);
    if (startsAt.getTime() - now.getTime() > PLAN_AHEAD_MAX_DAYS * DAY_MS) throw badRequest(PLAN_AHEAD_TOO_FAR);
    if (endsAt <= startsAt) throw badRequest('The end must be after the start');
    if (endsAt.getTime() - startsAt.getTime() > MEET_LENGTH_MAX_HOURS * HOUR_MS) throw badRequest(MEET_TOO_LONG);
    const place = await geo.resolvePlace(input.town);
    if (!place) throw badRequest(MEET_TOWN_UNKNOWN);
    return {
      title: input.title,
      description: input.description,
      startsAt,
      endsAt,
      timeZone: input.time_zone,
      town: place.formatted,
      latitude: rounded(place.lat),
      longitude: rounded(place.lon),
      venue: input.venue,
      capacity: input.capacity,
      brings: input.brings,
    };
  }

  async function originOf(
    viewerId: string | undefined,
    query: { user_latitude?: number | undefined; user_longitude?: number | undefined },
  ): Promise<Point> {
    if (query.user_latitude !== undefined && query.user_longitude !== undefined)
      return { latitude: query.user_latitude, longitude: query.user_longitude };
    const place = viewerId ? await findMemberPlace(db, viewerId) : undefined;
    return place?.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : DEFAULT_COORDINATES;
  }

  async function present(id: string, viewerId: string | undefined, origin?: Point): Promise<Meet> {
    const row = await visibleMeet(id, viewerId);
    const isHost = viewerId === row.meet.hostId;
    const from = origin ?? (await originOf(viewerId, {}));
    const [counts, bringing, attendees, position] = await Promise.all([
      countByStatus(db, id),
      listBringing(db, id),
      viewerId && (isHost || row.myRsvp) ? listAttendees(db, id, viewerId) : Promise.resolve(null),
      viewerId && row.myRsvp === 'waitlisted' ? waitlistPosition(db, id, viewerId) : Promise.resolve(null),
    ]);
    const miles = await findMeetMiles(db, id, from);
    const shown = attendees ? new Set(attendees.map((a) => a.member.id)) : new Set<string>();
    return presentMeet(row, {
      viewerId,
      now: clock(),
      miles,
      counts,
      waitlistPosition: position,
      attendees,
      bringing: bringing.filter((plant) => plant.userId === viewerId || shown.has(plant.userId)),
    });
  }

  /** Stores notifications about a meet and announces them (bell, socket, mail or push as each member chose). */
  async function notify(items: NewNotification[]): Promise<void> {
    if (items.length === 0) return;
    await notifications.announce(await notifications.record(db, items));
  }

  const aboutMeet = (meet: MeetRow, userId: string, type: NewNotification['type'], words: NoticeWords): NewNotification => ({
    userId,
    type,
    words,
    otherUserId: meet.hostId,
    meetId: meet.id,
  });

  /**
   * Queues the reminder a day before the meet for a member going to it, keyed by meet, member and
   * the meet's version: a moved meet queues a new one, and the old one finds a newer version and
   * does nothing. No reminder once its time has passed.
   */
  async function scheduleReminder(meet: MeetRow, userId: string): Promise<void> {
    const seconds = Math.floor((meet.startsAt.getTime() - MEET_REMINDER_HOURS * HOUR_MS - clock().getTime()) / 1000);
    if (seconds <= 0) return;
    await jobs.send(
      'meet-reminder',
      { meetId: meet.id, userId, version: meet.version },
      { key: `meet-reminder:${meet.id}:${userId}:v${meet.version}`, startAfterSeconds: seconds },
    );
  }

  /** Promotes waitlisted members into free places, first come first, inside the caller's transaction. */
  async function fillPlaces(tx: Database, meet: MeetRow): Promise<string[]> {
    if (meet.capacity === null) return firstWaitlistedAll(tx, meet.id);
    const going = (await countByStatus(tx, meet.id)).going;
    const promoted = await firstWaitlisted(tx, meet.id, meet.capacity - going);
    await promoteToGoing(tx, meet.id, promoted);
    return promoted;
  }

  /** With no capacity left to enforce (the host removed it), everyone waiting goes. */
  async function firstWaitlistedAll(tx: Database, meetId: string): Promise<string[]> {
    const waiting = (await listAnsweredIds(tx, meetId, ['waitlisted'])).map((row) => row.userId);
    await promoteToGoing(tx, meetId, waiting);
    return waiting;
  }

  async function announcePromotions(meet: MeetRow, promoted: string[]): Promise<void> {
    await notify(
      promoted.map((userId) =>
        aboutMeet(meet, userId, 'meet_promoted', (language) =>
          MEET_NOTICES[language].promoted(meet.title, meetWhenAndWhere(meet, language)),
        ),
      ),
    );
    for (const userId of promoted) await scheduleReminder(meet, userId);
  }

  return {
    ...deps,
    changed,
    visibleMeet,
    hostedMeet,
    changesOf,
    originOf,
    present,
    notify,
    aboutMeet,
    scheduleReminder,
    fillPlaces,
    announcePromotions,
  };
}

export type MeetsContext = ReturnType<typeof createMeetsContext>;
