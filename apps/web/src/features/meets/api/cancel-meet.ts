import { MeetSchema } from '@rootshare/contracts/meets';
import { apiRequest } from '@/lib/api';
import { useMeetMutation } from './meet-mutation';

/** POST /meets/{id}/cancel. */
export const useCancelMeet = () =>
  useMeetMutation((id: string) => apiRequest(`/meets/${id}/cancel`, { method: 'POST', schema: MeetSchema }));
