import { MeetSchema, type MeetInput } from '@rootshare/contracts/meets';
import { apiRequest } from '@/lib/api';
import { useMeetMutation } from './meet-mutation';

/** POST /meets, or PUT /meets/{id} for the host's changes. */
export const useSaveMeet = (id?: string) =>
  useMeetMutation((input: MeetInput) =>
    apiRequest(id ? `/meets/${id}` : '/meets', { method: id ? 'PUT' : 'POST', body: input, schema: MeetSchema }),
  );
