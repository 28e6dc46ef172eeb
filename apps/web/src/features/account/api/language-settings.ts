import type { LanguageSettings, LanguageSettingsUpdate } from '@rootshare/contracts/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { useSession } from '@/lib/session';
import { accountKeys } from './keys';

/** GET /account/language: the language the member's account keeps, asked once per sign-in. */
export function useLanguageSettings() {
  const { status, user } = useSession();
  return useQuery({
    queryKey: accountKeys.language(user?.id ?? ''),
    queryFn: ({ signal }) => apiRequest<LanguageSettings>('/account/language', { signal }),
    enabled: status === 'signed-in' && user !== null,
    staleTime: Infinity,
  });
}

/** PUT /account/language: keeps a new choice with the member, so their mail and other devices follow it. */
export function useSaveLanguageSettings() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    // Without zod, like every read of the first page (ADR 0010): every page asks for it.
    mutationFn: (update: LanguageSettingsUpdate) => apiRequest<LanguageSettings>('/account/language', { method: 'PUT', body: update }),
    // Noted before the answer (a read still under way is dropped), so the account's older language is never taken on again.
    onMutate: async (update) => {
      if (!user) return;
      await queryClient.cancelQueries({ queryKey: accountKeys.language(user.id) });
      queryClient.setQueryData(accountKeys.language(user.id), { language: update.language });
    },
  });
}
