import { z } from 'zod';
import { CARE_LEVELS, PLANT_CATEGORIES } from './catalogue';
import { REVIEW_COMMENT_MAX, SWAP_MESSAGE_MAX, SWAP_PLANTS_MAX } from './limits';
import { PageCursorSchema, PageLimitSchema } from './pagination';
import { SWAP_TYPES } from './user-plants';
import { NO_PLANTS_SELECTED, SWAP_NOT_FOUND } from './swaps-constants';

export * from './swaps-constants';

/** Swap requests. */
export const SWAP_STATUSES = ['pending', 'accepted', 'declined', 'completed'] as const;
export type SwapStatus = (typeof SWAP_STATUSES)[number];
export const SWAP_ACTIONS = ['accept', 'decline', 'counter'] as const;
export type SwapAction = (typeof SWAP_ACTIONS)[number];

const PlantIds = (message: string) =>
  z
    .array(z.string().uuid('Plant not found'))
    .max(SWAP_PLANTS_MAX, `Choose at most ${SWAP_PLANTS_MAX} plants`)
    .superRefine((ids, ctx) => {
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message });
    });

const optionalMessage = z
  .string()
  .trim()
  .max(SWAP_MESSAGE_MAX, `Message must be at most ${SWAP_MESSAGE_MAX} characters`)
  .nullish()
  .transform((value) => value || null);

/** POST /api/swap-requests: the requester offers their own swappable plants for some of the recipient's. */
export const CreateSwapRequestSchema = z.strictObject({
  recipient_id: z.string().uuid('Member not found'),
  conversation_id: z.string().uuid('Conversation not found').nullish(),
  message: optionalMessage,
  offered_plants: PlantIds('A plant is offered twice').min(1, NO_PLANTS_SELECTED),
  requested_plants: PlantIds('A plant is requested twice').default([]),
});
export type CreateSwapRequest = z.input<typeof CreateSwapRequestSchema>;

/**
 * POST /api/swap-requests/{id}/respond. A counter-offer carries the responder's own swappable
 * plants (instead of those asked for) and/or a message, and hands the answer back to the requester.
 */
export const RespondSwapSchema = z
  .strictObject({
    action: z.enum(SWAP_ACTIONS),
    message: optionalMessage,
    counter_plants: PlantIds('A plant is chosen twice').default([]),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'counter' && value.counter_plants.length > 0)
      ctx.addIssue({ code: 'custom', path: ['counter_plants'], message: 'Only a counter-offer carries plants' });
    if (value.action === 'counter' && value.counter_plants.length === 0 && !value.message) {
      ctx.addIssue({ code: 'custom', path: ['counter_plants'], message: 'Choose plants or write a message for your counter-offer' });
    }
  });
export type RespondSwap = z.input<typeof RespondSwapSchema>;

export const SwapParamsSchema = z.object({ id: z.string().uuid(SWAP_NOT_FOUND) });

/**
 * How the plants of an accepted swap change hands (swap safety). Only the choice is
 * stored: an address, when one is needed, is written by the members themselves in the swap's chat.
 */
export const HANDOVERS = ['meet_up', 'porch_pickup', 'post'] as const;
export type Handover = (typeof HANDOVERS)[number];
export const HANDOVER_ONLY_ACCEPTED = 'A handover can only be chosen for an accepted swap';
/** PUT /api/swap-requests/{id}/handover: either member of an accepted swap. */
export const SetHandoverSchema = z.strictObject({ handover: z.enum(HANDOVERS, 'Choose meet up, porch pickup or post') });
export type SetHandover = z.input<typeof SetHandoverSchema>;

export const SwapPlantSchema = z.object({
  id: z.string(),
  custom_name: z.string().nullable(),
  image_urls: z.array(z.string()),
  thumbnail_urls: z.array(z.string()),
  swap_type: z.enum(SWAP_TYPES),
  available_for_swap: z.boolean(),
  plants: z.object({
    common_name: z.string(),
    care_level: z.enum(CARE_LEVELS),
    category: z.enum(PLANT_CATEGORIES),
    image_url: z.string().nullable(),
  }),
});
export type SwapPlant = z.infer<typeof SwapPlantSchema>;

const PartySchema = z.object({ id: z.string(), username: z.string(), full_name: z.string().nullable(), avatar_url: z.string().nullable() });

export const ReviewerSchema = z.object({ avatar_url: z.string().nullable(), username: z.string(), full_name: z.string().nullable() });

const Stars = z.number().int('Ratings are whole stars').min(1, 'Ratings are 1 to 5 stars').max(5, 'Ratings are 1 to 5 stars');

export const ReviewSchema = z.object({
  id: z.string(),
  swap_request_id: z.string(),
  rating: z.number().int(),
  plant_quality: z.number().int().nullable(),
  communication: z.number().int().nullable(),
  packaging: z.number().int().nullable(),
  comment: z.string().nullable(),
  reviewed_user_id: z.string(),
  reviewer_id: z.string(),
  reviewer: ReviewerSchema,
  created_at: z.string(),
  /** The swap it is about: what changed hands. */
  swapRequest: z.object({ id: z.string(), plant_names: z.array(z.string()) }),
});
export type Review = z.infer<typeof ReviewSchema>;

export const SwapRequestSchema = z.object({
  id: z.string(),
  conversation_id: z.string().nullable(),
  requester_id: z.string(),
  recipient_id: z.string(),
  requester: PartySchema,
  recipient: PartySchema,
  status: z.enum(SWAP_STATUSES),
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  requester_completed: z.boolean(),
  recipient_completed: z.boolean(),
  offeredPlantsDetails: z.array(SwapPlantSchema),
  requestedPlantsDetails: z.array(SwapPlantSchema),
  reviews: z.array(ReviewSchema),
  /** Chosen once the swap is accepted; null until then. */
  handover: z.enum(HANDOVERS).nullable(),
});
export type SwapRequest = z.infer<typeof SwapRequestSchema>;

/** GET /api/user-swaps?status=: the caller's swaps of one sub-tab, with every sub-tab's count. */
export const SWAP_TABS = ['active', 'pending', 'completed'] as const;
export type SwapTab = (typeof SWAP_TABS)[number];
export const SWAP_TAB_STATUSES: Readonly<Record<SwapTab, readonly SwapStatus[]>> = {
  active: ['accepted'],
  pending: ['pending'],
  completed: ['completed'],
};
export const UserSwapsQuerySchema = z.object({ status: z.enum(SWAP_TABS).optional(), cursor: PageCursorSchema, limit: PageLimitSchema });
export const UserSwapsSchema = z.object({
  swaps: z.array(SwapRequestSchema),
  nextCursor: z.string().nullable(),
  counts: z.object({ active: z.number().int(), pending: z.number().int(), completed: z.number().int(), total: z.number().int() }),
});
export type UserSwaps = z.infer<typeof UserSwapsSchema>;

export const REVIEW_RATING_REQUIRED = 'Please provide an overall rating';
export const REVIEW_NOT_YET = 'Both members must mark the swap complete before reviewing';
export const REVIEW_ALREADY_LEFT = 'You have already reviewed this swap';

/** POST /api/swap-requests/{id}/review: the overall rating is required, the rest optional. */
export const CreateReviewSchema = z.strictObject({
  rating: z.number({ error: REVIEW_RATING_REQUIRED }).pipe(Stars),
  plant_quality: Stars.nullish(),
  communication: Stars.nullish(),
  packaging: Stars.nullish(),
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
  reviewed_user_id: z.string().uuid('Member not found'),
});
export type CreateReview = z.input<typeof CreateReviewSchema>;

export const ReviewsQuerySchema = z.object({
  user_id: z.string().uuid('Member not found'),
  cursor: PageCursorSchema,
  limit: PageLimitSchema,
});
export const ReviewPageSchema = z.object({
  reviews: z.array(ReviewSchema),
  nextCursor: z.string().nullable(),
  average: z.number().nullable(),
  count: z.number().int(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;
