import { HostMessageResultSchema, MeetSchema, type Meet, type MeetInput, type RsvpAnswer } from '@rootshare/contracts/meets';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { uploadForm } from '@/lib/upload';
import { meetKeys } from './keys';

/** Every change answers the meet as it now is: its page takes it, the lists refetch. */
function settle(queryClient: QueryClient, meet: Meet) {
  queryClient.setQueryData(meetKeys.detail(meet.id), meet);
  void queryClient.invalidateQueries({ queryKey: meetKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
}

function useMeetMutation<V>(request: (variables: V) => Promise<Meet>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: (meet) => settle(queryClient, meet) });
}

/** POST /meets, or PUT /meets/{id} for the host's changes. */
export const useSaveMeet = (id?: string) =>
  useMeetMutation((input: MeetInput) =>
    apiRequest(id ? `/meets/${id}` : '/meets', { method: id ? 'PUT' : 'POST', body: input, schema: MeetSchema }),
  );

/** PUT /meets/{id}/cover: the cover photo, through the image pipeline. */
export const useUploadCover = () =>
  useMeetMutation(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('cover', file);
    return uploadForm(`/meets/${id}/cover`, form, {
      method: 'PUT',
      schema: MeetSchema,
      fallbackMessage: 'The cover photo could not be uploaded',
    });
  });

/** POST /meets/{id}/cancel. */
export const useCancelMeet = () =>
  useMeetMutation((id: string) => apiRequest(`/meets/${id}/cancel`, { method: 'POST', schema: MeetSchema }));

/** PUT /meets/{id}/rsvp: going, maybe or not going. */
export const useRsvp = (id: string) =>
  useMeetMutation((status: RsvpAnswer) => apiRequest(`/meets/${id}/rsvp`, { method: 'PUT', body: { status }, schema: MeetSchema }));

/** PUT /meets/{id}/bringing: the member's swappable plants they bring. */
export const useSetBringing = (id: string) =>
  useMeetMutation((plantIds: string[]) =>
    apiRequest(`/meets/${id}/bringing`, { method: 'PUT', body: { user_plant_ids: plantIds }, schema: MeetSchema }),
  );

/** POST /meets/{id}/messages: the host writes to everyone who answered. */
export function useMessageAttendees(id: string) {
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest(`/meets/${id}/messages`, { method: 'POST', body: { message }, schema: HostMessageResultSchema }),
  });
}
