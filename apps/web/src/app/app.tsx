import type { OwnProfile } from '@rootshare/contracts/profiles';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { profileQueryOptions, storeProfile } from '@/features/profiles/api/get-profile';
import { SessionProvider } from '@/lib/session';
import { queryClient } from '@/lib/query-client';
import { router } from './router';

// The session reads and keeps the member's own profile in the profiles feature's queries.
// A restore that fails signs out at once rather than after the query client's retries.
const readProfile = (profileId: string) => queryClient.fetchQuery({ ...profileQueryOptions(profileId), retry: false });
const onProfileSaved = (profile: OwnProfile) => storeProfile(queryClient, profile);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider readProfile={readProfile} onProfileSaved={onProfileSaved}>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
