import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { earthPoint, users } from './accounts';
import { type StoredImage, userPlants } from './user-plants';

/**
 * A swap meet: a community event a member hosts (docs/architecture.md#meets). Times are UTC
 * instants with the IANA zone they were planned in. latitude/longitude are the gazetteer town's
 * (never sent: only distances leave the server); the venue text is shown to signed-in members only.
 * `version` grows with every change of time or place, so reminders queued for an older one do nothing.
 */
export const meets = pgTable(
  'meets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    town: text('town').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** The town's point on the earth, made by the database from the two above: the Events tab's index and distances read it without computing it per row. */
    earth: earthPoint('earth')
      .notNull()
      .generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    venue: text('venue').notNull(),
    capacity: integer('capacity'),
    brings: text('brings', { enum: ['plants', 'cuttings', 'seeds'] })
      .array()
      .notNull(),
    cover: jsonb('cover').$type<StoredImage>(),
    version: integer('version').notNull().default(1),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Hidden by a moderator: off every list and its page for everyone but its host. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Browse's Events tab: listed meets near a place (a GiST box search, or the <-> walk for nearest first).
    index('meets_listed_earth_idx')
      .using('gist', t.earth)
      .where(sql`${t.cancelledAt} is null and ${t.hiddenAt} is null`),
    // Soonest first over a wide radius: the upcoming listed meets in start order.
    index('meets_listed_starts_idx')
      .on(t.startsAt, t.id)
      .where(sql`${t.cancelledAt} is null and ${t.hiddenAt} is null`),
    index('meets_host_idx').on(t.hostId, t.startsAt),
    // Whether a stored image is still shown (uploads.repo.ts): a containment lookup per path.
    index('meets_cover_idx').using('gin', sql`${t.cover} jsonb_path_ops`),
    check('meets_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('meets_capacity_range', sql`${t.capacity} is null or ${t.capacity} >= 1`),
  ],
);

/**
 * A member's answer to a meet. Not going is no row. `queued_at` orders the waitlist (first come,
 * first promoted) and is set whenever a member joins it.
 */
export const meetRsvps = pgTable(
  'meet_rsvps',
  {
    meetId: uuid('meet_id')
      .notNull()
      .references(() => meets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['going', 'maybe', 'waitlisted'] }).notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetId, t.userId] }),
    index('meet_rsvps_meet_status_idx').on(t.meetId, t.status, t.queuedAt),
    index('meet_rsvps_user_idx').on(t.userId),
  ],
);

/** "What I'm bringing": a member's swappable plants linked to a meet they answered. */
export const meetBringing = pgTable(
  'meet_bringing',
  {
    meetId: uuid('meet_id')
      .notNull()
      .references(() => meets.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userPlantId: uuid('user_plant_id')
      .notNull()
      .references(() => userPlants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.meetId, t.userPlantId] }),
    index('meet_bringing_member_idx').on(t.meetId, t.userId),
    index('meet_bringing_plant_idx').on(t.userPlantId),
  ],
);
