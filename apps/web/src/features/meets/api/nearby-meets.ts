import { NearbyMeetsSchema } from '@rootshare/contracts/meets';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { meetKeys } from './keys';

/** GET /meets/nearby: the few meets within the member's swap distance, for the home page. */
export function useNearbyMeets() {
  return useQuery({
    queryKey: meetKeys.nearby,
    queryFn: ({ signal }) => apiRequest('/meets/nearby', { schema: NearbyMeetsSchema, signal }),
  });
}
