import type { Multipart } from '@fastify/multipart';
import { DEFAULT_COORDINATES } from '@rootshare/contracts/explore';
import { MEET_COVER_MAX_BYTES, MEET_LENGTH_MAX_HOURS, PLAN_AHEAD_MAX_DAYS } from '@rootshare/contracts/limits';
import {
  BRINGING_NEEDS_RSVP,
  BRINGING_OWN_PLANTS,
  MEET_CANCELLED,
  MEET_HOST_ANSWERS,
  MEET_NOT_FOUND,
  MEET_NOT_YOURS,
  MEET_OVER,
  MEET_REMINDER_HOURS,
  MEET_START_IN_FUTURE,
  MEET_TOWN_UNKNOWN,
  MEETS_NEAR_HOME_COUNT,
  MEETS_NEAR_HOME_DEFAULT_MILES,
  MEETS_PAGE_SIZE,
  MEETS_RADIUS_MILES,
  type Meet,
  MeetPageSchema,
  type MeetInputSchema,
  type MeetPage,
  type MeetsQuerySchema,
  type NearbyMeets,
  type RsvpAnswer,
  type RsvpStatus,
} from '@rootshare/contracts/meets';
import { parseSwapPreferences } from '@rootshare/contracts/profiles-constants';
import { zonedToInstant } from '@rootshare/contracts/time-zones';
import { swapDistanceMiles } from '@rootshare/contracts/wishlist';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { calendarFile, type CalendarEvent } from '../../platform/calendar';
import type { Database } from '../../platform/db';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { JobData, JobQueue } from '../../platform/jobs';
import { encodeJsonBody } from '../../platform/json-body';
import type { Quotas } from '../../platform/quotas';
import { changeOf, sharedBody, type ReadCaches } from '../../platform/read-cache';
import type { BlocksService } from '../blocks/blocks.service';
import type { GeoService } from '../geo/geo.service';
import type { NewNotification, NotificationsService } from '../notifications/notifications.service';
import type { UploadsService } from '../uploads/uploads.service';
import { meetEvent, meetWhenAndWhere, presentMeet, presentMeetSummary } from './meets.presenter';
import {
  cancelMeetRow,
  countByStatus,
  deleteRsvp,
  findMeet,
  findMeetMiles,
  findMemberPlace,
  findRsvp,
  findSwappablePlantIds,
  firstWaitlisted,
  insertMeet,
  listAnsweredIds,
  listAttendees,
  listBringing,
  listCalendarMeets,
  listMeets,
  lockMeet,
  promoteToGoing,
  replaceBringing,
  saveRsvp,
  setMeetCover,
  setMeetHiddenAt,
  updateMeet,
  waitlistPosition,
  type MeetChanges,
  type MeetRow,
  type MeetWithHost,
  type Point,
} from './meets.repo';

type MeetInput = z.output<typeof MeetInputSchema>;
type MeetsQuery = z.output<typeof MeetsQuerySchema>;

interface Deps {
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

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MEET_COVER_TYPES = ['jpeg', 'png', 'webp'] as const;
const COVER_FIELD = 'cover';
/** Calendars show meets that ended up to this long ago. */
const CALENDAR_PAST_DAYS = 30;

/** Coordinates kept to two decimals (about a kilometre), as profiles keep theirs. */
const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Swap meets (docs/architecture.md#meets): hosting, answers with a first-come waitlist, what
 * members bring, notices to those who answered, reminders through the job queue, calendar files.
 */
export function createMeetsService({ db, geo, uploads, notifications, blocks, jobs, quotas, caches, clock, publicUrl }: Deps) {
  // A page of the Events tab per viewer and query, for a second (ADR 0017); any meet write forgets them all.
  // The minute is part of the key: a meet that ended drops out of the list by the next minute.
  const pageKey = (viewerId: string | undefined, query: MeetsQuery) =>
    `${viewerId ?? ''}|${Math.floor(clock().getTime() / 60_000)}|${JSON.stringify(query)}`;
  const viewerOf = (key: string) => key.slice(0, key.indexOf('|'));
  const pages = caches.open<MeetPage>('meetPages', (key) => [
    changeOf.meets,
    ...(viewerOf(key) ? [changeOf.member(viewerOf(key)), changeOf.blocks(viewerOf(key))] : []),
  ]);
  const changed = () => caches.forget(changeOf.meets);

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
    if (startsAt.getTime() - now.getTime() > PLAN_AHEAD_MAX_DAYS * DAY_MS)
      throw badRequest(`Plan at most ${PLAN_AHEAD_MAX_DAYS} days ahead`);
    if (endsAt <= startsAt) throw badRequest('The end must be after the start');
    if (endsAt.getTime() - startsAt.getTime() > MEET_LENGTH_MAX_HOURS * HOUR_MS)
      throw badRequest(`A swap meet lasts at most ${MEET_LENGTH_MAX_HOURS} hours`);
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

  /** Stores notifications about a meet and announces them (bell, socket, mail or push as each member chose). */
  async function notify(items: NewNotification[]): Promise<void> {
    if (items.length === 0) return;
    await notifications.announce(await notifications.record(db, items));
  }

  const aboutMeet = (meet: MeetRow, userId: string, type: NewNotification['type'], title: string, message: string): NewNotification => ({
    userId,
    type,
    title,
    message,
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
        aboutMeet(
          meet,
          userId,
          'meet_promoted',
          `You're going to ${meet.title}`,
          `A place opened up at ${meet.title}: you're off the waitlist and going. ${meetWhenAndWhere(meet)}.`,
        ),
      ),
    );
    for (const userId of promoted) await scheduleReminder(meet, userId);
  }

  return {
    async create(hostId: string, input: MeetInput): Promise<Meet> {
      await quotas.take(hostId, 'meets');
      const meet = await insertMeet(db, { hostId, ...(await changesOf(input)) });
      await changed();
      return present(meet.id, hostId);
    },

    get: (id: string, viewerId: string | undefined) => present(id, viewerId),

    /**
     * The host changes a meet. A change of time or place is a new version: everyone who answered
     * is told, and reminders are queued again. More places move the waitlist up.
     */
    async update(hostId: string, id: string, input: MeetInput): Promise<Meet> {
      const before = (await hostedMeet(hostId, id)).meet;
      const changes = await changesOf(input);
      const moved =
        changes.startsAt.getTime() !== before.startsAt.getTime() ||
        changes.endsAt.getTime() !== before.endsAt.getTime() ||
        changes.timeZone !== before.timeZone ||
        changes.town !== before.town ||
        changes.venue !== before.venue;
      const { meet, promoted } = await db.transaction(async (tx) => {
        await lockMeet(tx, id);
        const meet = await updateMeet(tx, id, changes, moved);
        if (!meet) throw conflict(MEET_CANCELLED);
        return { meet, promoted: await fillPlaces(tx, meet) };
      });
      await changed();
      if (moved) {
        const answered = await listAnsweredIds(db, id, ['going', 'maybe', 'waitlisted']);
        await notify(
          answered.map(({ userId }) =>
            aboutMeet(
              meet,
              userId,
              'meet_changed',
              `${meet.title} has moved`,
              `The host changed the time or place of ${meet.title}. Now: ${meetWhenAndWhere(meet)}.`,
            ),
          ),
        );
        for (const { userId, status } of answered)
          if (status === 'going' && !promoted.includes(userId)) await scheduleReminder(meet, userId);
      }
      await announcePromotions(meet, promoted);
      return present(id, hostId);
    },

    /** The host cancels: everyone who answered is told; the page stays, marked cancelled. */
    async cancel(hostId: string, id: string): Promise<Meet> {
      await hostedMeet(hostId, id);
      const meet = await cancelMeetRow(db, id);
      if (!meet) throw conflict(MEET_CANCELLED);
      await changed();
      const answered = await listAnsweredIds(db, id, ['going', 'maybe', 'waitlisted']);
      await notify(
        answered.map(({ userId }) =>
          aboutMeet(
            meet,
            userId,
            'meet_cancelled',
            `${meet.title} is cancelled`,
            `The host cancelled ${meet.title}, planned for ${meetWhenAndWhere(meet)}.`,
          ),
        ),
      );
      return present(id, hostId);
    },

    /** The host's cover photo, through the image pipeline; the one it replaces is deleted. */
    async setCover(hostId: string, id: string, parts: AsyncIterable<Multipart>): Promise<Meet> {
      const before = (await hostedMeet(hostId, id)).meet;
      let stored: Awaited<ReturnType<UploadsService['storeImageStream']>> | undefined;
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== COVER_FIELD || stored) {
          part.file.resume();
          if (stored) await uploads.deleteImages([stored]);
          throw badRequest(`Send one image in the ${COVER_FIELD} field`);
        }
        stored = await uploads.storeImageStream(
          hostId,
          part.file,
          'meets',
          MEET_COVER_MAX_BYTES,
          MEET_COVER_TYPES,
          'The cover photo is too large',
        );
      }
      if (!stored) throw badRequest('Choose a cover photo');
      await setMeetCover(db, id, stored);
      await changed();
      if (before.cover) await uploads.deleteImages([before.cover]);
      return present(id, hostId);
    },

    /**
     * A member answers. Going takes a place while there is one, else a place at the end of the
     * waitlist. Leaving a place (maybe or not going) hands it to the first on the waitlist, in the
     * same transaction (the meet's row is locked, so answers are taken one at a time).
     */
    async rsvp(userId: string, id: string, answer: RsvpAnswer): Promise<Meet> {
      const row = await visibleMeet(id, userId);
      if (row.meet.hostId === userId) throw conflict(MEET_HOST_ANSWERS);
      if (row.meet.cancelledAt) throw conflict(MEET_CANCELLED);
      if (row.meet.endsAt <= clock()) throw conflict(MEET_OVER);
      const { meet, status, promoted } = await db.transaction(async (tx) => {
        const meet = await lockMeet(tx, id);
        if (!meet || meet.cancelledAt) throw conflict(MEET_CANCELLED);
        const current = (await findRsvp(tx, id, userId))?.status ?? null;
        let status: RsvpStatus | null = null;
        if (answer === 'not_going') await deleteRsvp(tx, id, userId);
        else if (answer === 'maybe') await saveRsvp(tx, id, userId, (status = 'maybe'), false);
        else if (current === 'going' || current === 'waitlisted') status = current;
        else {
          const full = meet.capacity !== null && (await countByStatus(tx, id)).going >= meet.capacity;
          status = full ? 'waitlisted' : 'going';
          await saveRsvp(tx, id, userId, status, full);
        }
        const promoted = current === 'going' && status !== 'going' ? await fillPlaces(tx, meet) : [];
        return { meet, status, promoted };
      });
      await changed();
      if (status === 'going' && row.myRsvp !== 'going') await scheduleReminder(meet, userId);
      await announcePromotions(meet, promoted);
      return present(id, userId);
    },

    /** "What I'm bringing": the member's own swappable plants, for a meet they answered. */
    async setBringing(userId: string, id: string, plantIds: string[]): Promise<Meet> {
      const row = await visibleMeet(id, userId);
      if (row.meet.cancelledAt) throw conflict(MEET_CANCELLED);
      if (row.meet.endsAt <= clock()) throw conflict(MEET_OVER);
      if (!row.myRsvp) throw conflict(BRINGING_NEEDS_RSVP);
      const own = await findSwappablePlantIds(db, userId, plantIds);
      if (plantIds.some((plantId) => !own.has(plantId))) throw badRequest(BRINGING_OWN_PLANTS);
      await db.transaction(async (tx) => {
        await lockMeet(tx, id);
        if (!(await findRsvp(tx, id, userId))) throw conflict(BRINGING_NEEDS_RSVP);
        await replaceBringing(tx, id, userId, plantIds);
      });
      return present(id, userId);
    },

    /** The host writes to everyone who answered: a bell notification with the text, mailed or pushed as each chose. */
    async messageAttendees(hostId: string, id: string, text: string): Promise<number> {
      const { meet } = await hostedMeet(hostId, id);
      await quotas.take(hostId, 'messages');
      const answered = await listAnsweredIds(db, id, ['going', 'maybe', 'waitlisted']);
      await notify(answered.map(({ userId }) => aboutMeet(meet, userId, 'meet_message', `Message from the host of ${meet.title}`, text)));
      return answered.length;
    },

    /** The Events tab's page as an encoded JSON body, shared by simultaneous and repeated reads for a second. */
    async listBody(viewerId: string | undefined, query: MeetsQuery): Promise<Buffer> {
      const page = await pages.getOrLoad(pageKey(viewerId, query), () => this.list(viewerId, query));
      return sharedBody(page, () => encodeJsonBody(MeetPageSchema, page));
    },

    /** Upcoming meets near the caller for Browse's Events tab. */
    async list(viewerId: string | undefined, query: MeetsQuery): Promise<MeetPage> {
      const origin = await originOf(viewerId, query);
      const radius = query.radius ?? MEETS_RADIUS_MILES;
      const rows = await listMeets(db, {
        viewerId,
        origin,
        radiusMiles: radius,
        now: clock(),
        sort: query.sort,
        offset: (query.page - 1) * MEETS_PAGE_SIZE,
        limit: MEETS_PAGE_SIZE + 1,
      });
      return {
        meets: rows
          .slice(0, MEETS_PAGE_SIZE)
          .map((row) => presentMeetSummary(row.meet, { miles: row.miles, goingCount: row.goingCount, myRsvp: row.myRsvp })),
        nextPage: rows.length > MEETS_PAGE_SIZE ? query.page + 1 : null,
        radius_miles: radius,
      };
    },

    /** The home page's few meets within the member's swap distance, soonest first. */
    async nearby(userId: string): Promise<NearbyMeets> {
      const place = await findMemberPlace(db, userId);
      if (place?.latitude == null || place.longitude == null) return { meets: [], radius_miles: MEETS_NEAR_HOME_DEFAULT_MILES };
      const radius = swapDistanceMiles(parseSwapPreferences(place.swapPreferences)?.preferredDistance);
      const rows = await listMeets(db, {
        viewerId: userId,
        origin: { latitude: place.latitude, longitude: place.longitude },
        radiusMiles: radius,
        now: clock(),
        sort: 'soonest',
        offset: 0,
        limit: MEETS_NEAR_HOME_COUNT,
      });
      return {
        meets: rows.map((row) => presentMeetSummary(row.meet, { miles: row.miles, goingCount: row.goingCount, myRsvp: row.myRsvp })),
        radius_miles: radius,
      };
    },

    /** One meet as a calendar file; the venue for signed-in members only. */
    async calendar(id: string, viewerId: string | undefined): Promise<string> {
      const { meet } = await visibleMeet(id, viewerId);
      return calendarFile([meetEvent(meet, publicUrl, viewerId !== undefined)], meet.title);
    },

    /** The member's meets for their calendar feed. */
    async calendarEvents(userId: string): Promise<CalendarEvent[]> {
      const meets = await listCalendarMeets(db, userId, new Date(clock().getTime() - CALENDAR_PAST_DAYS * DAY_MS));
      return meets.map((meet) => meetEvent(meet, publicUrl, true));
    },

    /**
     * The meet-reminder job. It re-reads the meet: a moved (newer version), cancelled, hidden or
     * past meet, or a member no longer going, gets nothing.
     */
    async remind(data: JobData['meet-reminder']): Promise<void> {
      const row = await findMeet(db, data.meetId, data.userId);
      const meet = row?.meet;
      if (!meet || meet.version !== data.version || meet.cancelledAt || meet.hiddenAt || meet.startsAt <= clock() || row.myRsvp !== 'going')
        return;
      await notify([aboutMeet(meet, data.userId, 'meet_reminder', `${meet.title} is tomorrow`, `Reminder: ${meetWhenAndWhere(meet)}.`)]);
    },

    /** The host of a meet the reporter can see (reports); 404 otherwise. */
    async hostOfVisibleMeet(id: string, viewerId: string): Promise<string> {
      return (await visibleMeet(id, viewerId)).meet.hostId;
    },

    /** A moderator hides or restores a meet; false when there is none. */
    async setMeetHidden(id: string, hidden: boolean): Promise<boolean> {
      const found = await setMeetHiddenAt(db, id, hidden);
      await changed();
      return found;
    },
  };
}

export type MeetsService = ReturnType<typeof createMeetsService>;
