import { lazy, Suspense } from 'react';
import { CatalogGate } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';

// The reminder's code loads only for a member who has not confirmed their address.
const VerifyEmailBanner = lazy(async () => ({ default: (await import('./verify-email-banner')).VerifyEmailBanner }));

/** Under the header, while the signed-in member's e-mail address is not confirmed; nothing otherwise. */
export function EmailReminder() {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user || user.emailVerified) return null;
  return (
    <CatalogGate part="auth" fallback={null}>
      <Suspense fallback={null}>
        <VerifyEmailBanner key={user.id} user={user} />
      </Suspense>
    </CatalogGate>
  );
}
