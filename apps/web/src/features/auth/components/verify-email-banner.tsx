import { MailWarning, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/session';
import { AUTH_USER_KEY, type StoredUser } from '@/lib/session-storage';
import { ResendVerification } from './resend-verification';
import { useT } from '@/lib/i18n/i18n';

/** Where a hidden reminder is remembered: for this browser tab's session, for one member. */
export const BANNER_HIDDEN_KEY = 'email_banner_hidden';

/** True when another tab stored the member as confirmed (it opened the link): a hint to read the account again. */
function confirmedElsewhere(event: StorageEvent): boolean {
  if (event.key !== AUTH_USER_KEY || !event.newValue) return false;
  try {
    const stored: unknown = JSON.parse(event.newValue);
    return typeof stored === 'object' && stored !== null && 'emailVerified' in stored && stored.emailVerified === true;
  } catch {
    return false;
  }
}

/**
 * The reminder under the header while a member's address is not confirmed: the address, a Resend
 * link, and a button that hides it until the tab is closed. It goes away without a reload once the
 * address is confirmed, here (the link's page, Resend finding it confirmed) or in another tab.
 */
export function VerifyEmailBanner({ user }: { user: StoredUser }) {
  const t = useT();
  const { refreshUser } = useSession();
  const [hidden, setHidden] = useState(() => sessionStorage.getItem(BANNER_HIDDEN_KEY) === user.id);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (confirmedElsewhere(event)) void refreshUser().catch(() => undefined);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refreshUser]);

  if (hidden) return null;
  const hide = () => {
    sessionStorage.setItem(BANNER_HIDDEN_KEY, user.id);
    setHidden(true);
  };
  return (
    <section aria-label={t('verify.title')} className="border-b border-accent/30 bg-accent-soft">
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5 sm:px-6">
        <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          {t.rich('verify.bannerText', { email: user.email, b: (chunks) => <strong className="break-all">{chunks}</strong> })}{' '}
          <ResendVerification className="inline-flex flex-wrap items-baseline gap-x-3" />
        </p>
        <button
          type="button"
          onClick={hide}
          aria-label={t('verify.hideBanner')}
          className="-m-1 rounded-full p-1 text-muted-foreground hover:bg-accent/10 hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
