import { roundMiles } from '@rootshare/contracts/units';
import type { Attendee, BroughtPlant, Meet, MeetMember, MeetSummary, RsvpStatus } from '@rootshare/contracts/meets';
import type { Language } from '@rootshare/contracts/languages';
import { whenAndWhere } from '@rootshare/contracts/time-zones';
import { whenLine, type CalendarEvent } from '../../platform/calendar';
import { catalogueThumbnailOf } from '../catalogue/catalogue.presenter';
import { MEET_CALENDAR } from './meet-notices';
import type { BringingRow, MeetRow, MeetWithHost } from './meets.repo';

interface MemberRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
}

const presentMember = (row: MemberRow): MeetMember => ({
  id: row.id,
  username: row.username,
  full_name: row.fullName,
  avatar_url: row.avatarUrl,
});

/** A plant someone brings, with its own photo, else the catalogue's photo or its category's drawing. */
export const presentBroughtPlant = (row: BringingRow): BroughtPlant => ({
  id: row.id,
  name: row.customName ?? row.commonName,
  thumbnail_url: row.images[0]?.thumbnailUrl ?? catalogueThumbnailOf(row),
});

/** A meet's card: never its venue or coordinates, only the town and a distance in whole miles (docs/security.md S95). */
export function presentMeetSummary(
  meet: MeetRow,
  extra: { miles: number | null; goingCount: number; myRsvp: RsvpStatus | null },
): MeetSummary {
  return {
    id: meet.id,
    title: meet.title,
    starts_at: meet.startsAt.toISOString(),
    ends_at: meet.endsAt.toISOString(),
    time_zone: meet.timeZone,
    town: meet.town,
    cover: meet.cover ? { url: meet.cover.url, thumbnail_url: meet.cover.thumbnailUrl } : null,
    brings: meet.brings,
    capacity: meet.capacity,
    going_count: extra.goingCount,
    distance_miles: extra.miles === null ? null : roundMiles(extra.miles),
    cancelled: meet.cancelledAt !== null,
    my_rsvp: extra.myRsvp,
  };
}

export interface MeetPageExtras {
  viewerId: string | undefined;
  now: Date;
  miles: number | null;
  counts: Record<RsvpStatus, number>;
  waitlistPosition: number | null;
  /** Null when the viewer may not see who comes (a visitor, or a member who has not answered). */
  attendees: Array<{ member: MemberRow; status: RsvpStatus }> | null;
  bringing: BringingRow[];
}

/** A meet's page. The venue goes to signed-in members only; visitors read the town. */
export function presentMeet(row: MeetWithHost, extras: MeetPageExtras): Meet {
  const { meet } = row;
  const broughtBy = (userId: string) => extras.bringing.filter((plant) => plant.userId === userId).map(presentBroughtPlant);
  const attendees: Attendee[] | null =
    extras.attendees?.map((a) => ({ member: presentMember(a.member), status: a.status, bringing: broughtBy(a.member.id) })) ?? null;
  return {
    ...presentMeetSummary(meet, { miles: extras.miles, goingCount: extras.counts.going, myRsvp: row.myRsvp }),
    description: meet.description,
    venue: extras.viewerId ? meet.venue : null,
    host: presentMember(row.host),
    is_host: extras.viewerId === meet.hostId,
    is_past: meet.endsAt <= extras.now,
    maybe_count: extras.counts.maybe,
    waitlist_count: extras.counts.waitlisted,
    waitlist_position: extras.waitlistPosition,
    attendees,
    my_bringing: extras.viewerId ? extras.bringing.filter((plant) => plant.userId === extras.viewerId).map((plant) => plant.id) : [],
    hidden: extras.viewerId === meet.hostId && meet.hiddenAt !== null,
  };
}

/** "Sat, 12 Dec 2026, 10:00–13:00 PST at Hollywood Library, Portland, Oregon, US", in the language. */
export const meetWhenAndWhere = (meet: MeetRow, language: Language) =>
  whenAndWhere(meet.startsAt, meet.endsAt, meet.timeZone, `${meet.venue}, ${meet.town}`, language);

/** A meet as a calendar event in the reader's language; the venue only for signed-in members. */
export function meetEvent(meet: MeetRow, publicUrl: string, withVenue: boolean, language: Language): CalendarEvent {
  const url = `${publicUrl}/meets/${meet.id}`;
  const words = MEET_CALENDAR[language];
  return {
    uid: `meet-${meet.id}@rootshare`,
    title: meet.cancelledAt ? words.cancelled(meet.title) : meet.title,
    description: [meet.description, whenLine(meet.startsAt, meet.endsAt, meet.timeZone, language), words.page(url)]
      .filter(Boolean)
      .join('\n\n'),
    location: withVenue ? `${meet.venue}, ${meet.town}` : meet.town,
    start: meet.startsAt,
    end: meet.endsAt,
    url,
    cancelled: meet.cancelledAt !== null,
    sequence: meet.version,
  };
}
