import { z } from 'zod';
import { CARE_LEVELS, CataloguePlantSchema, PLANT_CATEGORIES } from './catalogue';
import { EXPLORE_PAGE_SIZE, EXPLORE_SORTS } from './explore-constants';
import { roundCoordinate } from './geo-constants';
import { PageCursorSchema } from './pagination';
import { PlantOwnerSchema, SwapTypeSchema, UserPlantSchema } from './user-plants';

export * from './explore-constants';

const optionalNumber = (min: number, max: number, message: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const number = Number(value);
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** What a member typed to search by, trimmed; nothing when blank. */
export const SearchTermSchema = optionalText(100);

/** GET /api/explore-v2. care_level is omitted for 'all'; swap types accept the filter's spellings. */
export const ExploreQuerySchema = z.object({
  search: SearchTermSchema,
  care_level: z
    .string()
    .optional()
    .transform((value) => value?.toLowerCase() || undefined)
    .pipe(z.enum(CARE_LEVELS, 'Unknown care level').optional()),
  category: z.enum(PLANT_CATEGORIES, 'Unknown category').optional(),
  swap_type: SwapTypeSchema.optional(),
  user_latitude: optionalNumber(-90, 90, 'Latitude must be between -90 and 90').transform((value) =>
    value === undefined ? undefined : roundCoordinate(value),
  ),
  user_longitude: optionalNumber(-180, 180, 'Longitude must be between -180 and 180').transform((value) =>
    value === undefined ? undefined : roundCoordinate(value),
  ),
  /** Only plants within this many miles (the API's one unit; a member's kilometres are converted by the browser). */
  radius: optionalNumber(0.1, 500, 'Radius must be between 0.1 and 500 miles'),
  /**
   * The city/zip filter: a town or postcode ('Portland', '97201', 'M5B', 'SW1A 1AA'). Plants are
   * measured from that place and kept within `radius`, or PLACE_FILTER_RADIUS_MILES without one.
   */
  location: optionalText(100),
  sort: z.enum(EXPLORE_SORTS, 'Unknown sort').default('nearest'),
  cursor: PageCursorSchema,
  limit: z.coerce.number().int().min(1).max(48).default(EXPLORE_PAGE_SIZE),
});
export type ExploreQuery = z.input<typeof ExploreQuerySchema>;

/**
 * How far another member's place is, in whole miles after the privacy rounding (roundMiles: 0 below
 * one mile); null when they have not chosen a place. The browser writes it in the member's unit
 * (formatDistance); other members' coordinates never leave the server.
 */
export const DistanceMilesSchema = z.number().int().min(0).nullable();

export const ExploreItemSchema = z.object({
  userPlant: UserPlantSchema,
  plant: CataloguePlantSchema,
  profile: PlantOwnerSchema,
  distance_miles: DistanceMilesSchema,
  /** How well the plant matches the search, 0 to 1 (1 without a search). */
  relevance_score: z.number().min(0).max(1),
});
export type ExploreItem = z.infer<typeof ExploreItemSchema>;

export const ExplorePageSchema = z.object({
  items: z.array(ExploreItemSchema),
  nextCursor: z.string().nullable(),
  /** With the city/zip filter: the place it names ('97201, Portland, Oregon'), or null when no place matches the text. */
  place: z.string().nullable().optional(),
});
export type ExplorePage = z.infer<typeof ExplorePageSchema>;

/** GET /api/explore-v2/summary: the Browse stat cards, for the same place as the list. */
export const ExploreSummaryQuerySchema = ExploreQuerySchema.pick({ user_latitude: true, user_longitude: true, radius: true });
export const ExploreSummarySchema = z.object({
  /** Plants available for swap, the caller's own left out. */
  available: z.number().int(),
  /** Of those, within `radius` miles (NEARBY_RADIUS_MILES without one). */
  nearby: z.number().int(),
  /** Members with at least one plant. */
  plant_parents: z.number().int(),
});
export type ExploreSummary = z.infer<typeof ExploreSummarySchema>;

/** A member card on the People tab: public fields only, with plant counts. */
export const UserCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  location: z.string().nullable(),
  plant_count: z.number().int(),
  available_count: z.number().int(),
  created_at: z.string(),
  relevance_score: z.number().min(0).max(1).optional(),
});
export type UserCard = z.infer<typeof UserCardSchema>;

export const UserCardPageSchema = z.object({ users: z.array(UserCardSchema), nextCursor: z.string().nullable() });
export type UserCardPage = z.infer<typeof UserCardPageSchema>;

/** GET /api/users/all: newest members first. */
export const UsersAllQuerySchema = z.object({
  cursor: PageCursorSchema,
  limit: z.coerce.number().int().min(1).max(48).default(EXPLORE_PAGE_SIZE),
});
/** GET /api/users/search?query=: by username, name or location. */
export const UsersSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Type something to search for').max(100, 'Search must be at most 100 characters'),
  limit: z.coerce.number().int().min(1).max(48).default(EXPLORE_PAGE_SIZE),
});
