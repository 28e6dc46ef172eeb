import { z } from 'zod';
import { CARE_LEVELS, PLANT_CATEGORIES } from './catalogue-constants';
import { SEARCH_MIN_CHARS } from './limits';

export * from './catalogue-constants';

/**
 * Who took a catalogue photo, under which licence, and where the original is. A photo a member
 * offered (`by_member`) names them by display name, and source_url is their profile page.
 */
export const PhotoCreditSchema = z.object({
  author: z.string(),
  licence: z.string(),
  source_url: z.string(),
  by_member: z.boolean().default(false),
});
export type PhotoCredit = z.infer<typeof PhotoCreditSchema>;

export const CataloguePlantSchema = z.object({
  id: z.string(),
  common_name: z.string(),
  scientific_name: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  image_urls: z.array(z.string()),
  category: z.enum(PLANT_CATEGORIES),
  care_level: z.enum(CARE_LEVELS),
  light_requirements: z.string().nullable(),
  water_requirements: z.string().nullable(),
  /** The credit of image_url when it is a photo (the catalogue's own or one a member offered); null for a drawing. */
  image_credit: PhotoCreditSchema.nullable().default(null),
  /** How much members swap this plant (commonly swapped species, houseplants, listings): ranks search results. */
  popularity: z.number().int().min(0).default(0),
});
export type CataloguePlant = z.infer<typeof CataloguePlantSchema>;

export const ScoredPlantSchema = CataloguePlantSchema.extend({ confidence_score: z.number().min(0).max(1) });
export type ScoredPlant = z.infer<typeof ScoredPlantSchema>;

export const CatalogueResponseSchema = z.array(CataloguePlantSchema);

export const PlantSearchSchema = z.strictObject({
  query: z.string().trim().min(SEARCH_MIN_CHARS, `Type at least ${SEARCH_MIN_CHARS} characters`).max(100),
  limit: z.number().int().min(1).max(30).optional(),
});
export const PlantSearchResponseSchema = z.object({ plants: z.array(ScoredPlantSchema) });

export const PlantIdentifySchema = z.strictObject({
  description: z.string().trim().min(3, 'Describe the plant in a few words').max(1000),
});
/** The best match, and the few next most likely plants for the member to choose from (best first, plant included). */
export const PlantIdentifyResponseSchema = z.object({ plant: ScoredPlantSchema, candidates: z.array(ScoredPlantSchema) });

/** A list that names a species invasive or prohibited somewhere, with where to read it. */
export const InvasiveListingSchema = z.object({ list: z.string(), region: z.string(), source_url: z.string() });
export type InvasiveListing = z.infer<typeof InvasiveListingSchema>;
/** GET /api/plants/{id}/invasive-listings. */
export const InvasiveListingsSchema = z.array(InvasiveListingSchema);
export const CataloguePlantParamsSchema = z.object({ id: z.string().uuid('Plant not found') });
