import { OutboxPageSchema } from '@rootshare/contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /admin/outbox: the mails kept while no SMTP server is configured, newest first. */
export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: ({ signal }) => apiRequest('/admin/outbox', { schema: OutboxPageSchema, signal }),
    staleTime: 0,
  });
}
