import type { UpdateImageDescription } from '@rootshare/contracts/image-descriptions';
import { UserPlantDetailSchema } from '@rootshare/contracts/user-plants';
import { apiRequest } from '@/lib/api';

/** PUT /user-plants/{id}/images/{index}: the owner describes one photo (its alt text); answers the new detail. */
export function describePlantImage(id: string, index: number, description: UpdateImageDescription['description']) {
  return apiRequest(`/user-plants/${encodeURIComponent(id)}/images/${index}`, {
    method: 'PUT',
    body: { description },
    schema: UserPlantDetailSchema,
  });
}
