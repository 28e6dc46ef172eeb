import type { OwnProfile, ProfileStats, PublicProfile } from '@rootshare/contracts/profiles';
import type { ProfileCounts, ProfileRow } from './profiles.repo';

/** What anyone may see of a member: no e-mail, no coordinates. */
export function presentPublicProfile(row: ProfileRow): PublicProfile {
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    bio: row.bio,
    location: row.location,
    avatar_url: row.avatarUrl,
    banner_image_url: row.bannerImageUrl,
    swap_preferences: row.swapPreferences,
    created_at: row.createdAt.toISOString(),
    hidden_from_search: row.hiddenFromSearch,
  };
}

/** The member's own profile, with their e-mail address, whether they confirmed it, and whether they moderate. */
export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return { ...presentPublicProfile(row), email: row.email, email_verified: row.emailVerifiedAt !== null, is_admin: row.role === 'admin' };
}

/** A profile's stat counts, with the swap record kept apart from them. */
export function presentProfileStats(counts: ProfileCounts): ProfileStats {
  return {
    plants: counts.plants,
    available: counts.available,
    posts: counts.posts,
    garden_photos: counts.gardenPhotos,
    swaps_completed: counts.swapsCompleted,
    rating: { average: counts.ratingAverage === null ? null : Number(counts.ratingAverage), count: counts.reviews },
    reply_speed: counts.replySpeed,
  };
}
