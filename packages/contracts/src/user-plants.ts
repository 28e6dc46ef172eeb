import { z } from 'zod';
import { CataloguePlantSchema, InvasiveListingSchema } from './catalogue';
import { ImageDescriptionSchema } from './image-descriptions';
import { CARE_CARD_LINE_MAX, CARE_CARD_NOTES_MAX, PLANT_IMAGES_MAX, PLANT_NOTES_MAX, PLANT_TEXT_MAX } from './limits';
import { lacksPestFreeConfirmation, PEST_FREE_REQUIRED, SWAP_TYPES, type SwapType } from './user-plants-constants';

export * from './user-plants-constants';

/** The spellings of each swap type that forms, filters and older clients send. */
const SWAP_TYPE_ALIASES: Record<string, SwapType> = {
  cutting: 'cutting',
  cuttings: 'cutting',
  seed: 'seed',
  seeds: 'seed',
  full_plant: 'full_plant',
  'full-plant': 'full_plant',
  'full-plants': 'full_plant',
  bulb: 'bulb',
  bulbs: 'bulb',
  propagation: 'propagation',
  division: 'division',
  any: 'any',
};

/** Accepts any of those spellings and yields the stored one. */
export const SwapTypeSchema = z
  .string()
  .transform((value, ctx) => {
    const canonical = SWAP_TYPE_ALIASES[value.trim().toLowerCase()];
    if (!canonical) {
      ctx.addIssue({ code: 'custom', message: 'Please select a swap type' });
      return z.NEVER;
    }
    return canonical;
  })
  .pipe(z.enum(SWAP_TYPES));

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();

/** An image of a plant: a file Rootshare stored (from an upload) or an image sent inline as a data URL. */
export const PlantImageInputSchema = z
  .string()
  .max(15_000_000)
  .refine((v) => v.startsWith('data:image/') || /^\/media\/[A-Za-z0-9/_.-]+$/.test(v), 'Images must be uploaded to Rootshare');

/**
 * Listing a plant for swap takes its owner's pest-free confirmation. `false` never lists it; a
 * missing confirmation is refused, unless `missingLeftToServer` (an update: the server lists a
 * plant its owner confirmed before).
 */
const pestFreeToList =
  (missingLeftToServer: boolean) =>
  (value: { available_for_swap?: boolean | undefined; pest_free_confirmed?: boolean | undefined }, ctx: z.RefinementCtx) => {
    const confirmation = value.pest_free_confirmed;
    if (lacksPestFreeConfirmation(value.available_for_swap, confirmation) && !(missingLeftToServer && confirmation === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['pest_free_confirmed'], message: PEST_FREE_REQUIRED });
    }
  };

/** The create schema's fields without its rule, for forms that change some fields; such a form adds pestFreeOnCreate back. */
export const CreateUserPlantFieldsSchema = z.strictObject({
  user_id: z.string().uuid().optional(),
  plant_id: z.string().uuid('Please select a plant'),
  custom_name: optionalText(PLANT_TEXT_MAX),
  size: optionalText(PLANT_TEXT_MAX),
  age: optionalText(PLANT_TEXT_MAX),
  swap_type: SwapTypeSchema,
  notes: optionalText(PLANT_NOTES_MAX),
  available_for_swap: z.boolean().default(true),
  /** The owner confirms the plant is free of pests: required to list it for swap. */
  pest_free_confirmed: z.boolean().optional(),
  image_urls: z.array(PlantImageInputSchema).max(PLANT_IMAGES_MAX, `At most ${PLANT_IMAGES_MAX} photos`).nullish(),
  /** Offers the first photo to the catalogue under CC BY 4.0 (ADR 0056); off unless the owner chose it. */
  offer_photo_to_catalogue: z.boolean().optional(),
  /** Each photo's description, in the order of image_urls; missing or blank ones are none. */
  image_descriptions: z.array(ImageDescriptionSchema).max(PLANT_IMAGES_MAX, `At most ${PLANT_IMAGES_MAX} photos`).nullish(),
  /** A plant received in a completed swap: the swap and the giver's plant it came from (its lineage). */
  received_from: z
    .strictObject({ swap_request_id: z.string().uuid('Swap not found'), user_plant_id: z.string().uuid('Plant not found') })
    .optional(),
});
/** A new plant listed for swap (the default) needs the owner's pest-free confirmation. */
export const pestFreeOnCreate = pestFreeToList(false);
export const CreateUserPlantSchema = CreateUserPlantFieldsSchema.superRefine(pestFreeOnCreate);
export type CreateUserPlant = z.input<typeof CreateUserPlantSchema>;

export const UpdateUserPlantFieldsSchema = z
  .strictObject({
    custom_name: optionalText(PLANT_TEXT_MAX),
    size: optionalText(PLANT_TEXT_MAX),
    age: optionalText(PLANT_TEXT_MAX),
    swap_type: SwapTypeSchema,
    notes: optionalText(PLANT_NOTES_MAX),
    available_for_swap: z.boolean(),
    /** As on create; without it, only a plant its owner confirmed before may be listed. */
    pest_free_confirmed: z.boolean(),
  })
  .partial();
/** A plant listed by an update needs a confirmation in it, or one from before (the server checks that). */
export const pestFreeOnUpdate = pestFreeToList(true);
export const UpdateUserPlantSchema = UpdateUserPlantFieldsSchema.superRefine(pestFreeOnUpdate);
export type UpdateUserPlant = z.input<typeof UpdateUserPlantSchema>;

export const AddPlantImageSchema = z.strictObject({
  image_data: z.string().min(1, 'No image sent').max(15_000_000),
  description: ImageDescriptionSchema,
});

export const PlantSummarySchema = CataloguePlantSchema.pick({
  common_name: true,
  scientific_name: true,
  care_level: true,
  category: true,
  description: true,
  image_url: true,
  light_requirements: true,
  water_requirements: true,
});

export const PlantOwnerSchema = z.object({
  id: z.string(),
  username: z.string(),
  location: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const UserPlantSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  plant_id: z.string(),
  custom_name: z.string().nullable(),
  size: z.string().nullable(),
  age: z.string().nullable(),
  swap_type: z.enum(SWAP_TYPES),
  notes: z.string().nullable(),
  available_for_swap: z.boolean(),
  /** When the owner confirmed it free of pests for its listing; null when they have not. */
  pest_free_confirmed_at: z.string().nullable(),
  image_urls: z.array(z.string()),
  thumbnail_urls: z.array(z.string()),
  /** Each photo's description (its alt text), null when the owner gave none. */
  image_descriptions: z.array(z.string().nullable()),
  /** Hidden by a moderator: only its owner is ever sent a hidden plant. */
  is_hidden: z.boolean().default(false),
  created_at: z.string(),
  updated_at: z.string(),
  plants: PlantSummarySchema,
  profiles: PlantOwnerSchema,
});
export type UserPlant = z.infer<typeof UserPlantSchema>;

export const UserPlantListSchema = z.array(UserPlantSchema);

/**
 * One plant in a plant's lineage: where it came from (parents, nearest first) or where its cuttings
 * went (children, across generations). username is null for a member who deleted their account or
 * who blocked the viewer (or whom the viewer blocked): "a gardener". user_plant_id is null when the
 * plant is gone or not on show; town is city-level, never an address.
 */
export const LineageEntrySchema = z.object({
  user_plant_id: z.string().nullable(),
  username: z.string().nullable(),
  town: z.string().nullable(),
  /** When the plant passed from the parent to the child. */
  swapped_at: z.string(),
  /** 1 for a direct parent or child, 2 for a grandparent or grandchild, … */
  generation: z.number().int().min(1),
});
export type LineageEntry = z.infer<typeof LineageEntrySchema>;
export const LineageSchema = z.object({ parents: z.array(LineageEntrySchema), children: z.array(LineageEntrySchema) });
export type Lineage = z.infer<typeof LineageSchema>;

const careLine = (what: string) => z.string().trim().max(CARE_CARD_LINE_MAX, `${what} must be at most ${CARE_CARD_LINE_MAX} characters`);

/** A giver's care card for a plant they give in a swap: how to keep it. Blank lines are none. */
export const CareCardInputSchema = z.strictObject({
  light: careLine('Light'),
  water: careLine('Water'),
  soil: careLine('Soil'),
  notes: z.string().trim().max(CARE_CARD_NOTES_MAX, `Notes must be at most ${CARE_CARD_NOTES_MAX} characters`),
});
export type CareCardInput = z.input<typeof CareCardInputSchema>;

export const CareCardSchema = z.object({
  light: z.string().nullable(),
  water: z.string().nullable(),
  soil: z.string().nullable(),
  notes: z.string().nullable(),
  /** Who wrote it (null once they deleted their account). */
  giver_username: z.string().nullable(),
  updated_at: z.string(),
});
export type CareCard = z.infer<typeof CareCardSchema>;

export const UserPlantDetailSchema = z.object({
  userPlant: UserPlantSchema,
  plant: CataloguePlantSchema,
  profile: PlantOwnerSchema,
  lineage: LineageSchema,
  /** The care card its giver attached in the swap that brought it, if any. */
  care_card: CareCardSchema.nullable(),
  /** Lists that name its species invasive or prohibited: 'Invasive in …'. */
  invasive_in: z.array(InvasiveListingSchema),
});

/** GET /api/swap-requests/{id}/care-cards: the caller's own plants in an accepted swap, each with its card or a draft from the catalogue. */
export const SwapCareCardSchema = z.object({
  user_plant_id: z.string(),
  name: z.string(),
  card: CareCardInputSchema,
  /** False while the card is only the catalogue's draft. */
  saved: z.boolean(),
});
export type SwapCareCard = z.infer<typeof SwapCareCardSchema>;
export const SwapCareCardsSchema = z.array(SwapCareCardSchema);
export const SwapCareCardParamsSchema = z.object({ id: z.string().uuid('Swap not found'), plantId: z.string().uuid('Plant not found') });
export const CARE_CARD_NOT_YET = 'You can attach a care card once the swap is accepted';
export type UserPlantDetail = z.infer<typeof UserPlantDetailSchema>;

export const UserPlantParamsSchema = z.object({ id: z.string().uuid('Plant not found') });
export const UserPlantImageParamsSchema = z.object({
  id: z.string().uuid('Plant not found'),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(PLANT_IMAGES_MAX - 1),
});
export const UserPlantsQuerySchema = z.object({ user_id: z.string().uuid().optional() });

/** The presigned upload flow. */
export const UploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export const PlantImageCommitSchema = z.strictObject({ imageURL: z.string().min(1).max(500) });
export const PlantImageCommitResponseSchema = z.object({ objectPath: z.string(), thumbnailPath: z.string() });

/** GET /api/swap-requests/{id}/received-plants: the plants a completed swap gave the caller, to add to their collection. */
export const ReceivedPlantSchema = z.object({
  /** The giver's plant it came from. */
  user_plant_id: z.string(),
  plant_id: z.string(),
  name: z.string(),
  common_name: z.string(),
  giver: z.object({ id: z.string(), username: z.string() }),
  swapped_at: z.string(),
  /** The caller's plant made from it, once added. */
  added_user_plant_id: z.string().nullable(),
});
export type ReceivedPlant = z.infer<typeof ReceivedPlantSchema>;
export const ReceivedPlantsSchema = z.array(ReceivedPlantSchema);
export const SwapParamsForPlantsSchema = z.object({ id: z.string().uuid('Swap not found') });

/** GET /api/members/{userId}/plants-grown: plants grown from a member's collection, every generation. */
export const PlantsGrownSchema = z.object({ count: z.number().int().min(0) });
export type PlantsGrown = z.infer<typeof PlantsGrownSchema>;
export const PlantsGrownParamsSchema = z.object({ userId: z.string().uuid('Member not found') });
export const ALREADY_ADDED_FROM_SWAP = 'This plant from the swap is already in your collection';
export const SWAP_NOT_COMPLETE_FOR_ADD = 'You can add plants from a swap once it is complete';
