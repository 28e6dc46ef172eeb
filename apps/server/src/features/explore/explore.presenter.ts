import type { ExploreItem, UserCard } from '@rootshare/contracts/explore';
import { roundMiles } from '@rootshare/contracts/units';
import type { MemberPhotos } from '../catalogue/catalogue.service';
import { presentUserPlantDetail } from '../user-plants/user-plants.presenter';
import type { ExploreRow, MemberCardRow } from './explore.repo';

/**
 * How well a plant matches the search, 0 to 1: the catalogue's confidence for its plant, or full
 * marks when the member's own name for it contains the text; 1 without a search.
 */
function relevanceOf(row: ExploreRow, search: string | undefined, scores: ReadonlyMap<string, number>): number {
  if (!search) return 1;
  if (row.plant.customName?.toLowerCase().includes(search.toLowerCase())) return 1;
  return scores.get(row.plant.plantId) ?? 0;
}

/** An explore result: the plant, its catalogue entry (with its species' member photo, ADR 0056), its owner (city level) and the distance only. */
export function presentExploreItem(
  row: ExploreRow,
  search: string | undefined,
  scores: ReadonlyMap<string, number>,
  photos: MemberPhotos,
): ExploreItem {
  const detail = presentUserPlantDetail(row, photos.get(row.plant.plantId));
  return {
    ...detail,
    distance_miles: row.miles === null ? null : roundMiles(row.miles),
    relevance_score: relevanceOf(row, search, scores),
  };
}

/** A member card: public fields and plant counts; never the e-mail address or the coordinates. */
export function presentUserCard(row: MemberCardRow, rank?: number): UserCard {
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    bio: row.bio,
    avatar_url: row.avatarUrl,
    location: row.location,
    plant_count: row.plantCount,
    available_count: row.availableCount,
    created_at: row.createdAt.toISOString(),
    ...(rank === undefined ? {} : { relevance_score: 1 - rank / 4 }),
  };
}
