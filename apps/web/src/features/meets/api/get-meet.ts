import { MeetSchema } from '@rootshare/contracts/meets';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { meetKeys } from './keys';

/**
 * GET /meets/{id}: a meet's page (the venue and the attendees when the member may see them); asks
 * nothing without an id (the form of a new meet).
 */
export function useMeet(id: string | undefined) {
  return useQuery({
    queryKey: meetKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiRequest(`/meets/${encodeURIComponent(id ?? '')}`, { schema: MeetSchema, signal }),
    enabled: Boolean(id),
  });
}
