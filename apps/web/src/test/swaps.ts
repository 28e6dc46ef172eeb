import type { Notification } from '@rootshare/contracts/notifications';
import type { Review, SwapPlant, SwapRequest } from '@rootshare/contracts/swaps';
import type { UserPlant } from '@rootshare/contracts/user-plants';
import { sampleProfile, sampleUserPlant } from './render';

/** The two members of test swaps: sampleProfile() (fern) and ivy. */
export const fern = { id: sampleProfile().id, username: 'fern', full_name: 'Fern Gully', avatar_url: null };
export const ivy = { id: '55555555-5555-4555-8555-555555555555', username: 'ivy', full_name: null, avatar_url: null };
export const SWAP_ID = '77777777-7777-4777-8777-777777777777';
export const SWAP_CONVERSATION_ID = '66666666-6666-4666-8666-666666666666';

let counter = 0;
const nextId = (prefix: string) => {
  counter += 1;
  return `${prefix}-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

/** A plant on one side of a swap. */
export function sampleSwapPlant(name: string, overrides: Partial<SwapPlant> = {}): SwapPlant {
  return {
    id: nextId('aaaaaaaa'),
    custom_name: name,
    image_urls: [],
    thumbnail_urls: [],
    swap_type: 'cutting',
    available_for_swap: true,
    plants: { common_name: 'Pothos', care_level: 'beginner', category: 'houseplant', image_url: null },
    ...overrides,
  };
}

/** A pending request from ivy to fern unless told otherwise: ivy offers a monstera for fern's pothos. */
export function sampleSwap(overrides: Partial<SwapRequest> = {}): SwapRequest {
  return {
    id: SWAP_ID,
    conversation_id: SWAP_CONVERSATION_ID,
    requester_id: ivy.id,
    recipient_id: fern.id,
    requester: ivy,
    recipient: fern,
    status: 'pending',
    message: 'Would you swap?',
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3_600_000).toISOString(),
    requester_completed: false,
    recipient_completed: false,
    offeredPlantsDetails: [sampleSwapPlant('Ivy monstera')],
    requestedPlantsDetails: [sampleSwapPlant('Fern pothos')],
    reviews: [],
    handover: null,
    ...overrides,
  };
}

/** A review of a member, by ivy unless told otherwise. */
export function sampleReview(overrides: Partial<Review> = {}): Review {
  return {
    id: nextId('bbbbbbbb'),
    swap_request_id: SWAP_ID,
    rating: 4,
    plant_quality: 5,
    communication: null,
    packaging: 3,
    comment: 'Lovely cutting, well packed.',
    reviewed_user_id: fern.id,
    reviewer_id: ivy.id,
    reviewer: { avatar_url: null, username: ivy.username, full_name: ivy.full_name },
    created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    swapRequest: { id: SWAP_ID, plant_names: ['Ivy monstera', 'Fern pothos'] },
    ...overrides,
  };
}

/** A bell notification from ivy, unread unless told otherwise. */
export function sampleNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: nextId('cccccccc'),
    type: 'swap_request',
    title: 'New swap request',
    message: 'ivy sent you a swap request.',
    is_read: false,
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    swap_request_id: SWAP_ID,
    conversation_id: SWAP_CONVERSATION_ID,
    remote_conversation_id: null,
    meet_id: null,
    user_plant_id: null,
    other_user: { id: ivy.id, avatar_url: null, username: ivy.username, full_name: null },
    ...overrides,
  };
}

/** One of fern's own plants, as GET /user-plants?user_id= lists them, with a fresh id. */
export function sampleOwnPlant(name: string, overrides: Partial<UserPlant> = {}): UserPlant {
  return sampleUserPlant({ id: nextId('dddddddd'), custom_name: name, ...overrides });
}
