import { MeetSchema, type RsvpAnswer } from '@rootshare/contracts/meets';
import { apiRequest } from '@/lib/api';
import { useMeetMutation } from './meet-mutation';

/** PUT /meets/{id}/rsvp: going, maybe or not going. */
export const useRsvp = (id: string) =>
  useMeetMutation((status: RsvpAnswer) => apiRequest(`/meets/${id}/rsvp`, { method: 'PUT', body: { status }, schema: MeetSchema }));
