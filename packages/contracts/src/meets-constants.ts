/** Swap meets' plain values, without zod (ADR 0013): lists and cards load no schema. */
import { MEET_LENGTH_MAX_HOURS, PLAN_AHEAD_MAX_DAYS } from './limits';
import type { RadiusStep } from './units';

export const MEET_BRINGS = ['plants', 'cuttings', 'seeds'] as const;
export type MeetBring = (typeof MEET_BRINGS)[number];
export const MEET_BRING_LABELS: Readonly<Record<MeetBring, string>> = { plants: 'Plants', cuttings: 'Cuttings', seeds: 'Seeds' };

/** What a member answers; 'not_going' removes their answer (and what they bring). */
export const RSVP_ANSWERS = ['going', 'maybe', 'not_going'] as const;
export type RsvpAnswer = (typeof RSVP_ANSWERS)[number];
/** Where a member stands: going, maybe, or waiting for a place when the meet is full. */
export const RSVP_STATUSES = ['going', 'maybe', 'waitlisted'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const RSVP_STATUS_LABELS: Readonly<Record<RsvpStatus, string>> = { going: 'Going', maybe: 'Maybe', waitlisted: 'On the waitlist' };

export const MEET_SORTS = ['soonest', 'nearest'] as const;
export type MeetSort = (typeof MEET_SORTS)[number];

/** Browse's Events tab lists meets this far from the member's place unless they choose another distance. */
export const MEETS_RADIUS_MILES = 25;
/** The Events tab's distance choices, a whole number in each unit, and the one it starts with. */
export const MEETS_DEFAULT_RADIUS: RadiusStep = { mi: MEETS_RADIUS_MILES, km: 40 };
export const MEETS_RADII: readonly RadiusStep[] = [{ mi: 10, km: 15 }, MEETS_DEFAULT_RADIUS, { mi: 50, km: 75 }, { mi: 100, km: 150 }];
/** The home page shows meets within the member's swap distance, or this many miles without one. */
export const MEETS_NEAR_HOME_DEFAULT_MILES = 10;
export const MEETS_NEAR_HOME_COUNT = 3;
export const MEETS_PAGE_SIZE = 20;

/** Reminders: a day before a meet the member is going to, two hours before an agreed handover. */
export const MEET_REMINDER_HOURS = 24;
export const HANDOVER_REMINDER_HOURS = 2;

export const MEET_NOT_FOUND = 'Swap meet not found';
export const MEET_NOT_YOURS = 'Only the host can change this swap meet';
export const MEET_CANCELLED = 'This swap meet was cancelled';
export const MEET_OVER = 'This swap meet is over';
export const MEET_START_IN_FUTURE = 'Choose a start time in the future';
export const MEET_HOST_ANSWERS = 'You are hosting this swap meet';
export const BRINGING_NEEDS_RSVP = 'Answer going or maybe before adding what you bring';
export const BRINGING_OWN_PLANTS = 'Bring your own plants that are available for swap';
export const MEET_TOWN_UNKNOWN = 'Choose a town from the suggestions';
export const CALENDAR_FEED_NOT_FOUND = 'Calendar not found';

export const HANDOVER_PLAN_NOT_FOUND = 'No handover time has been proposed yet';
export const HANDOVER_PLAN_ONLY_ACCEPTED = 'A handover can be planned once the swap is accepted';
export const HANDOVER_PLAN_OWN_PROPOSAL = 'Wait for the other member to answer your proposal';
export const HANDOVER_PLAN_ALREADY_AGREED = 'This handover is already agreed';

/** Refusals the server answers with, which the web app shows in the member's language. */
export const MEET_TOO_LONG = `A swap meet lasts at most ${MEET_LENGTH_MAX_HOURS} hours`;
export const PLAN_AHEAD_TOO_FAR = `Plan at most ${PLAN_AHEAD_MAX_DAYS} days ahead`;
export const MEET_COVER_REQUIRED = 'Choose a cover photo';
export const HANDOVER_TIME_PASSED = 'This time has passed: propose another';
export const HANDOVER_PROPOSAL_CHANGED = 'The proposal changed: look at the new one';
