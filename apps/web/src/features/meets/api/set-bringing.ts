import { MeetSchema } from '@rootshare/contracts/meets';
import { apiRequest } from '@/lib/api';
import { useMeetMutation } from './meet-mutation';

/** PUT /meets/{id}/bringing: the member's swappable plants they bring. */
export const useSetBringing = (id: string) =>
  useMeetMutation((plantIds: string[]) =>
    apiRequest(`/meets/${id}/bringing`, { method: 'PUT', body: { user_plant_ids: plantIds }, schema: MeetSchema }),
  );
