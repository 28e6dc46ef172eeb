import { z } from 'zod';
import { DistanceMilesSchema, SearchTermSchema } from './explore';
import { roundCoordinate } from './geo-constants';

/** What a connected town sent: a swap listing (for Browse) or a meet (for the Events tab). */
export const TOWN_ITEM_KINDS = ['listing', 'meet'] as const;
export type TownItemKind = (typeof TOWN_ITEM_KINDS)[number];

/** How many of the connected towns' items a page shows beside its own: a strip, not a second list. */
export const TOWN_ITEMS_LIMIT = 12;

const coordinate = (min: number, max: number) => z.coerce.number().min(min).max(max).transform(roundCoordinate).optional();

/**
 * GET /api/federation/towns/items: the connected towns' listings or meets nearest the point Browse or
 * the Events tab measures from (the given position, else the member's saved place), within its
 * radius (in miles, the API's one unit) when it has one, and whose name or text holds the search.
 */
export const TownItemsQuerySchema = z.object({
  kind: z.enum(TOWN_ITEM_KINDS, 'Unknown kind'),
  user_latitude: coordinate(-90, 90),
  user_longitude: coordinate(-180, 180),
  radius: z.coerce
    .number()
    .min(0.1, 'Radius must be between 0.1 and 500 miles')
    .max(500, 'Radius must be between 0.1 and 500 miles')
    .optional(),
  search: SearchTermSchema,
});
export type TownItemsQuery = z.input<typeof TownItemsQuerySchema>;

/** One item from a connected town, as a card shows it: its page there, never anything finer than its town. */
export const TownItemSchema = z.object({
  uri: z.string(),
  kind: z.enum(TOWN_ITEM_KINDS),
  name: z.string().nullable(),
  text: z.string(),
  /** Its page on its home town's Rootshare, opened there. */
  url: z.string().nullable(),
  /** The home town's host, shown as "From <host>". */
  home: z.string(),
  place: z.string().nullable(),
  distance_miles: DistanceMilesSchema,
  /** Its first photo, through this server's media proxy, and what it shows. */
  image_url: z.string().nullable(),
  image_description: z.string().nullable(),
  starts_at: z.string().nullable(),
  /** An event's own time zone, when its server sent one (its times are shown there); null otherwise. */
  time_zone: z.string().nullable(),
});
export type TownItem = z.infer<typeof TownItemSchema>;

export const TownItemsSchema = z.object({ items: z.array(TownItemSchema) });
export type TownItems = z.infer<typeof TownItemsSchema>;
