import type { GardenPhoto } from '@rootshare/contracts/garden-photos';
import type { GardenPhotoRow } from './garden-photos.repo';

/** A garden photo as anyone who may see it reads it. */
export const presentGardenPhoto = (row: GardenPhotoRow): GardenPhoto => ({
  id: row.id,
  user_id: row.userId,
  image_url: row.imageUrl,
  thumbnail_url: row.thumbnailUrl,
  caption: row.caption,
  location: row.location,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});
