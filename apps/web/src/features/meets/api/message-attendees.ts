import { HostMessageResultSchema } from '@rootshare/contracts/meets';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

/** POST /meets/{id}/messages: the host writes to everyone who answered. */
export function useMessageAttendees(id: string) {
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest(`/meets/${id}/messages`, { method: 'POST', body: { message }, schema: HostMessageResultSchema }),
  });
}
