import { OutboxMailSchema } from '@rootshare/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /admin/outbox/{id}: one kept mail with its text and HTML parts. */
export function useOutboxMail(id: string) {
  return useQuery({
    queryKey: adminKeys.outboxMail(id),
    queryFn: ({ signal }) => apiRequest(`/admin/outbox/${encodeURIComponent(id)}`, { schema: OutboxMailSchema, signal }),
  });
}
