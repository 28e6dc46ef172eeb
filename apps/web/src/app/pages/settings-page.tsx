import { useEffect } from 'react';
import { Page } from '@/components/ui/page';
import { SignInPrompt } from '@/components/ui/sign-in-prompt';
import { Skeleton } from '@/components/ui/skeleton';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { BlockedMembersSection } from '@/features/blocks/components/blocked-members-section';
import { CalendarFeedSection } from '@/features/account/components/calendar-feed-section';
import { NotificationSettingsSection } from '@/features/notification-settings/components/notification-settings-section';
import { PushSection } from '@/features/push/components/push-section';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { EmailSection } from '@/features/account/components/email-section';
import { FederationSection } from '@/features/account/components/federation-section';
import { ExportSection } from '@/features/account/components/export-section';
import { PasswordSection } from '@/features/account/components/password-section';
import { SessionsSection } from '@/features/account/components/sessions-section';
import { LanguageSection } from '@/features/account/components/language-section';
import { UnitsSection } from '@/features/account/components/units-section';
import { SearchVisibilitySection } from '@/features/profiles/components/search-visibility-section';

/** Account settings at /settings: e-mail address, password, devices, distance unit, whether search engines list the member and people on other servers may follow them, notification choices and this device's pushes, blocked members, data export, deletion; members only. */
export function SettingsPage() {
  const t = useT();
  const { status, user } = useSession();
  const title = t('settings.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const loading = (
    <div role="status" aria-label={t('settings.loading')} className="space-y-6">
      <Skeleton className="h-72" />
      <Skeleton className="h-48" />
    </div>
  );
  if (status === 'loading') {
    return (
      <Page title={t('settings.title')} width="narrow">
        {loading}
      </Page>
    );
  }
  if (status !== 'signed-in' || !user) {
    return <SignInPrompt message={t('settings.signInPrompt')} asPage />;
  }
  return (
    <Page title={t('settings.title')} subtitle={t('settings.signedInAs', { username: user.username })} width="narrow">
      {/* The forms show the contracts' messages, whose words are the auth part's. */}
      <CatalogGate part="auth" fallback={loading}>
        <div className="space-y-6">
          <EmailSection username={user.username} />
          <PasswordSection username={user.username} />
          <SessionsSection />
          <LanguageSection />
          <UnitsSection />
          <SearchVisibilitySection />
          <FederationSection />
          <NotificationSettingsSection />
          <PushSection />
          <CalendarFeedSection />
          <BlockedMembersSection />
          <ExportSection />
          <DeleteAccountSection username={user.username} />
        </div>
      </CatalogGate>
    </Page>
  );
}
