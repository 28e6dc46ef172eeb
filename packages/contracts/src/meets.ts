import { z } from 'zod';
import { DistanceMilesSchema } from './explore';
import { roundCoordinate } from './geo-constants';
import {
  HANDOVER_PLACE_MAX,
  MEET_BRINGING_MAX,
  MEET_CAPACITY_MAX,
  MEET_CAPACITY_MIN,
  MEET_DESCRIPTION_MAX,
  MEET_HOST_MESSAGE_MAX,
  MEET_TITLE_MAX,
  MEET_VENUE_MAX,
} from './limits';
import { BRINGING_OWN_PLANTS, MEET_BRINGS, MEET_NOT_FOUND, MEET_SORTS, RSVP_ANSWERS, RSVP_STATUSES } from './meets-constants';
import { isTimeZone, LOCAL_DATE_TIME } from './time-zones';

export * from './meets-constants';

const text = (max: number, name: string) => z.string().trim().max(max, `${name} must be at most ${max} characters`);

/** Control characters and Unicode line separators: in a calendar file a bare CR or LF would end the line (docs/security.md S75). */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
export const controlCharactersRefused = (name: string) => `${name} may not contain line breaks or other control characters`;
export const controlCharactersRefusedMultiline = (name: string) =>
  `${name} may not contain control characters other than line breaks and tabs`;

/** One line of text (a title, a place) that goes into calendar files: no control characters at all. */
const lineOfText = (max: number, name: string) => text(max, name).refine((value) => !CONTROL.test(value), controlCharactersRefused(name));

/** Several lines (a description): line breaks (LF or CRLF, stored as LF) and tabs, no other control characters. */
const linesOfText = (max: number, name: string) =>
  text(max, name)
    .refine((value) => !CONTROL.test(value.replace(/\r\n|[\n\t]/g, '')), controlCharactersRefusedMultiline(name))
    .transform((value) => value.replace(/\r\n/g, '\n'));

/** A local date-time as a datetime-local input gives it, read in `time_zone`. */
const LocalDateTimeSchema = (name: string) => z.string(`Choose the ${name}`).regex(LOCAL_DATE_TIME, `Choose the ${name}`);
export const TimeZoneSchema = z
  .string('Choose a time zone')
  .max(64, 'Choose a time zone')
  .refine(isTimeZone, 'Choose a time zone from the list');

/** POST /api/meets and PUT /api/meets/{id}: every field at once. Times are wall-clock times in the zone. */
export const MeetInputSchema = z
  .strictObject({
    title: lineOfText(MEET_TITLE_MAX, 'Title').min(3, 'Title must be at least 3 characters'),
    description: linesOfText(MEET_DESCRIPTION_MAX, 'Description').default(''),
    starts_at: LocalDateTimeSchema('start time'),
    ends_at: LocalDateTimeSchema('end time'),
    time_zone: TimeZoneSchema,
    /** A town as the place suggestions name it ('Portland, Oregon, US'). */
    town: lineOfText(200, 'Town').min(2, 'Choose a town from the suggestions'),
    venue: lineOfText(MEET_VENUE_MAX, 'Venue').min(2, 'Say where in town you meet'),
    capacity: z
      .number('Capacity must be a number')
      .int('Capacity must be a whole number')
      .min(MEET_CAPACITY_MIN, `Capacity must be at least ${MEET_CAPACITY_MIN}`)
      .max(MEET_CAPACITY_MAX, `Capacity must be at most ${MEET_CAPACITY_MAX}`)
      .nullable()
      .default(null),
    brings: z
      .array(z.enum(MEET_BRINGS, 'Choose plants, cuttings or seeds'))
      .min(1, 'Say whether attendees bring plants, cuttings or seeds')
      .max(MEET_BRINGS.length)
      .refine((list) => new Set(list).size === list.length, 'Choose each kind once'),
  })
  .refine((meet) => meet.ends_at > meet.starts_at, { message: 'The end must be after the start', path: ['ends_at'] });
export type MeetInput = z.input<typeof MeetInputSchema>;

export const MeetMemberSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type MeetMember = z.infer<typeof MeetMemberSchema>;

export const MeetSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  town: z.string(),
  cover: z.object({ url: z.string(), thumbnail_url: z.string() }).nullable(),
  brings: z.array(z.enum(MEET_BRINGS)),
  capacity: z.number().nullable(),
  going_count: z.number(),
  distance_miles: DistanceMilesSchema,
  cancelled: z.boolean(),
  my_rsvp: z.enum(RSVP_STATUSES).nullable(),
});
export type MeetSummary = z.infer<typeof MeetSummarySchema>;

export const BroughtPlantSchema = z.object({ id: z.string(), name: z.string(), thumbnail_url: z.string().nullable() });
export type BroughtPlant = z.infer<typeof BroughtPlantSchema>;

export const AttendeeSchema = z.object({ member: MeetMemberSchema, status: z.enum(RSVP_STATUSES), bringing: z.array(BroughtPlantSchema) });
export type Attendee = z.infer<typeof AttendeeSchema>;

/** GET /api/meets/{id}. The venue only for signed-in members; the attendees only for the host and those who answered. */
export const MeetSchema = MeetSummarySchema.extend({
  description: z.string(),
  venue: z.string().nullable(),
  host: MeetMemberSchema,
  is_host: z.boolean(),
  is_past: z.boolean(),
  maybe_count: z.number(),
  waitlist_count: z.number(),
  /** The caller's place on the waitlist (1 is next), when they wait. */
  waitlist_position: z.number().nullable(),
  attendees: z.array(AttendeeSchema).nullable(),
  /** The caller's own plants they said they bring. */
  my_bringing: z.array(z.string()),
  /** Shown to the host only, when a moderator hid the meet. */
  hidden: z.boolean(),
});
export type Meet = z.infer<typeof MeetSchema>;

/** A position's coordinate, to the microdegree like every other (a subnormal number overflows the distance arithmetic). */
const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).transform(roundCoordinate).optional();

/** GET /api/meets: upcoming meets near the caller (their saved place, or the given position). */
export const MeetsQuerySchema = z.object({
  sort: z.enum(MEET_SORTS).catch('soonest').default('soonest'),
  /** In miles, the API's one unit. */
  radius: z.coerce
    .number()
    .min(1, 'Distance must be between 1 and 500 miles')
    .max(500, 'Distance must be between 1 and 500 miles')
    .optional(),
  page: z.coerce.number().int().min(1).max(50).catch(1).default(1),
  user_latitude: coordinate(-90, 90),
  user_longitude: coordinate(-180, 180),
});
export type MeetsQuery = z.input<typeof MeetsQuerySchema>;

/** radius_miles: how far the list reaches, in miles. */
export const MeetPageSchema = z.object({ meets: z.array(MeetSummarySchema), nextPage: z.number().nullable(), radius_miles: z.number() });
export type MeetPage = z.infer<typeof MeetPageSchema>;
export const NearbyMeetsSchema = z.object({ meets: z.array(MeetSummarySchema), radius_miles: z.number() });
export type NearbyMeets = z.infer<typeof NearbyMeetsSchema>;

export const MeetParamsSchema = z.object({ id: z.string().uuid(MEET_NOT_FOUND) });

export const RsvpInputSchema = z.strictObject({ status: z.enum(RSVP_ANSWERS, 'Answer going, maybe or not going') });
export const BringingInputSchema = z.strictObject({
  user_plant_ids: z
    .array(z.string().uuid(BRINGING_OWN_PLANTS))
    .max(MEET_BRINGING_MAX, `Bring at most ${MEET_BRINGING_MAX} plants`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each plant once'),
});
export const HostMessageInputSchema = z.strictObject({
  message: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(MEET_HOST_MESSAGE_MAX, `Messages must be at most ${MEET_HOST_MESSAGE_MAX} characters`),
});
export const HostMessageResultSchema = z.object({ recipients: z.number() });

/** The member's private calendar feed: whether one exists; its address is shown once, when made. */
export const CalendarFeedStateSchema = z.object({ active: z.boolean(), created_at: z.string().nullable() });
export type CalendarFeedState = z.infer<typeof CalendarFeedStateSchema>;
export const CalendarFeedCreatedSchema = z.object({ url: z.string(), created_at: z.string() });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreatedSchema>;
export const CalendarFeedQuerySchema = z.object({ token: z.string().min(1).max(100) });
/** GET /api/handover-calendar.ics: the signed token of a mailed 'Add to calendar' link (a member and a swap). */
export const HandoverCalendarQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** A swap's handover time and place: proposed by one member, agreed by the other. */
export const HandoverPlanInputSchema = z.strictObject({
  starts_at: LocalDateTimeSchema('handover time'),
  time_zone: TimeZoneSchema,
  place: lineOfText(HANDOVER_PLACE_MAX, 'Place').min(2, 'Say where you meet'),
});
export type HandoverPlanInput = z.input<typeof HandoverPlanInputSchema>;
export const HandoverPlanSchema = z.object({
  status: z.enum(['proposed', 'agreed']),
  starts_at: z.string(),
  time_zone: z.string(),
  place: z.string(),
  proposed_by: z.string(),
  updated_at: z.string(),
});
export type HandoverPlan = z.infer<typeof HandoverPlanSchema>;
export const HandoverPlanResponseSchema = z.object({ plan: HandoverPlanSchema.nullable() });
export type HandoverPlanResponse = z.infer<typeof HandoverPlanResponseSchema>;
