import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A photo in a member's garden gallery, shown on their profile. */
export const gardenPhotos = pgTable(
  'garden_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    caption: text('caption'),
    location: text('location'),
    /** What the photo shows (its alt text), as the member described it. */
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('garden_photos_user_created_idx').on(t.userId, t.createdAt, t.id),
    // Whether a stored image is still shown (uploads.repo.ts): one lookup per path.
    index('garden_photos_image_url_idx').on(t.imageUrl),
    index('garden_photos_thumbnail_url_idx').on(t.thumbnailUrl),
  ],
);
