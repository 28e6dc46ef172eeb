import { OwnProfileSchema, type UpdateProfile } from '@rootshare/contracts/profiles';
import { apiRequest } from '@/lib/api';

/** PUT /profiles/{id}: changes the caller's own profile. */
export function updateProfile(id: string, changes: UpdateProfile) {
  return apiRequest(`/profiles/${encodeURIComponent(id)}`, { method: 'PUT', body: changes, schema: OwnProfileSchema });
}
