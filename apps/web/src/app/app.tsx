import type { Language } from '@rootshare/contracts/languages';
import type { OwnProfile } from '@rootshare/contracts/profiles';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { accountKeys } from '@/features/account/api/keys';
import { profileQueryOptions, storeProfile } from '@/features/profiles/api/get-profile';
import type { Catalog } from '@/lib/i18n/catalogs';
import { SessionProvider } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { readToken } from '@/lib/session-storage';
import { persistMemberQueries } from '@/lib/stored-queries';
import { LanguageRoot } from './language-root';
import { router } from './router';

// The query client assumes a connection until the browser says otherwise; a tab opened without
// one pauses its reads from the start instead of failing them.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);

// What the member saw before comes back from IndexedDB, for reading it offline (ADR 0048); a
// visitor's reads are not stored, and a member who signs in starts storing then (lib/session.tsx).
const restored = readToken() ? persistMemberQueries(queryClient) : Promise.resolve();

// The session reads and keeps the member's own profile in the profiles feature's queries.
// A restore that fails signs out at once rather than after the query client's retries. Online it
// takes the route's prefetch of the profile (or joins it); offline, the stored profile restores
// the session, so a reload without signal keeps the member signed in.
const readProfile = async (profileId: string) => {
  const options = profileQueryOptions(profileId);
  const check = () => queryClient.fetchQuery({ ...options, retry: false });
  if (onlineManager.isOnline()) return check();
  await restored;
  return queryClient.getQueryData(options.queryKey) ?? check();
};
// A saved profile may have moved the member's place, and with it what Automatic distances mean.
const onProfileSaved = (profile: OwnProfile) => {
  storeProfile(queryClient, profile);
  void queryClient.invalidateQueries({ queryKey: accountKeys.units(profile.id) });
};

/** The app, opening in `language` with its catalog already loaded (main.tsx). */
export function App({ language, catalog }: { language: Language; catalog: Catalog }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider readProfile={readProfile} onProfileSaved={onProfileSaved}>
        <LanguageRoot initial={language} catalog={catalog}>
          <RouterProvider router={router} />
        </LanguageRoot>
      </SessionProvider>
    </QueryClientProvider>
  );
}
