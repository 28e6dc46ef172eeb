import { GardenPhotoSchema, type CreateGardenPhoto } from '@rootshare/contracts/garden-photos';
import { apiRequest } from '@/lib/api';

/** POST /garden-photos: one call per photo at publish; the image travels as a data URL. */
export function createGardenPhoto(photo: CreateGardenPhoto) {
  return apiRequest('/garden-photos', { method: 'POST', body: photo, schema: GardenPhotoSchema });
}
