import { toCareLevel, toPlantCategory } from '@rootshare/contracts/catalogue';
import type { Review, SwapPlant, SwapRequest } from '@rootshare/contracts/swaps';
import { toSwapType } from '@rootshare/contracts/user-plants';
import type { PartyRow, ReviewWithReviewerRow, SwapPlantRow, SwapRow } from './swaps.repo';

const presentPlant = (row: SwapPlantRow): SwapPlant => ({
  id: row.id,
  custom_name: row.customName,
  image_urls: row.images.map((image) => image.url),
  thumbnail_urls: row.images.map((image) => image.thumbnailUrl),
  swap_type: toSwapType(row.swapType),
  available_for_swap: row.availableForSwap,
  plants: {
    common_name: row.commonName,
    care_level: toCareLevel(row.careLevel),
    category: toPlantCategory(row.category),
    image_url: row.catalogueImageUrl,
  },
});

const presentParty = (id: string, party: PartyRow | undefined) => ({
  id,
  username: party?.username ?? 'Unknown User',
  full_name: party?.fullName ?? null,
  avatar_url: party?.avatarUrl ?? null,
});

/** A review with its reviewer's public face and the names of the plants the swap moved. */
export function presentReview(row: ReviewWithReviewerRow, plantNames: string[]): Review {
  return {
    id: row.id,
    swap_request_id: row.swapRequestId,
    rating: row.rating,
    plant_quality: row.plantQuality,
    communication: row.communication,
    packaging: row.packaging,
    comment: row.comment,
    reviewed_user_id: row.reviewedUserId,
    reviewer_id: row.reviewerId,
    reviewer: { username: row.reviewer.username, full_name: row.reviewer.fullName, avatar_url: row.reviewer.avatarUrl },
    created_at: row.createdAt.toISOString(),
    swapRequest: { id: row.swapRequestId, plant_names: plantNames },
  };
}

export const plantNameOf = (row: Pick<SwapPlantRow, 'customName' | 'commonName'>) => row.customName?.trim() || row.commonName;

export interface SwapDetails {
  parties: Map<string, PartyRow>;
  plants: SwapPlantRow[];
  reviews: ReviewWithReviewerRow[];
}

/** A swap as its two members see it: what each side gives, who they are, and the reviews left. */
export function presentSwap(swap: SwapRow, details: SwapDetails): SwapRequest {
  const plants = details.plants.filter((p) => p.swapRequestId === swap.id);
  const names = plants.map(plantNameOf);
  return {
    id: swap.id,
    conversation_id: swap.conversationId,
    requester_id: swap.requesterId,
    recipient_id: swap.recipientId,
    requester: presentParty(swap.requesterId, details.parties.get(swap.requesterId)),
    recipient: presentParty(swap.recipientId, details.parties.get(swap.recipientId)),
    status: swap.status,
    message: swap.message,
    created_at: swap.createdAt.toISOString(),
    updated_at: swap.updatedAt.toISOString(),
    requester_completed: swap.requesterCompleted,
    recipient_completed: swap.recipientCompleted,
    offeredPlantsDetails: plants.filter((p) => p.ownerId === swap.requesterId).map(presentPlant),
    requestedPlantsDetails: plants.filter((p) => p.ownerId === swap.recipientId).map(presentPlant),
    reviews: details.reviews.filter((r) => r.swapRequestId === swap.id).map((r) => presentReview(r, names)),
    handover: swap.handover,
  };
}
