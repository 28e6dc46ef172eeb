import { UNSUBSCRIBE_LINK_INVALID } from '@rootshare/contracts/notification-settings';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { AuthCard } from '@/features/auth/components/auth-card';
import { useConfirmUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe';

function SettingsLink() {
  const t = useT();
  return (
    <Link to="/settings" className={buttonClasses('outline', 'md', 'w-full')}>
      {t('settings.unsubscribe.openSettings')}
    </Link>
  );
}

/**
 * /unsubscribe?token=…: where a mail's unsubscribe link leads, signed in or not. Opening it changes
 * nothing (mail scanners open links too); the button turns the e-mails off, as a mail client's
 * one-click unsubscribe does.
 */
export function UnsubscribePage() {
  const t = useT();
  const translate = useContractMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const confirm = useConfirmUnsubscribe(token);
  const documentTitle = t('settings.unsubscribe.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  if (!token || link.isError) {
    // A link this server did not make answers 400; anything else (no network) may work on a retry.
    const invalid = !token || (link.error instanceof ApiError && link.error.status === 400);
    return (
      <AuthCard
        title={t(invalid ? 'settings.unsubscribe.invalidTitle' : 'settings.unsubscribe.checkFailedTitle')}
        subtitle={t(invalid ? 'settings.unsubscribe.invalidText' : 'settings.unsubscribe.checkFailedText')}
      >
        <div role="alert" className="space-y-4 text-center">
          <p className="text-sm">{translate(invalid ? UNSUBSCRIBE_LINK_INVALID : (link.error?.message ?? ''))}</p>
          {!invalid && (
            <Button className="w-full" onClick={() => void link.refetch()}>
              {t('settings.unsubscribe.tryAgain')}
            </Button>
          )}
          <SettingsLink />
        </div>
      </AuthCard>
    );
  }
  if (link.isPending) {
    return (
      <AuthCard title={t('settings.unsubscribe.title')} subtitle={t('settings.unsubscribe.checking')}>
        <div role="status" aria-label={t('settings.unsubscribe.checkingLabel')} className="space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </AuthCard>
    );
  }
  const topic = t('settings.unsubscribe.topic', { topic: link.data.topic });
  if (link.data.unsubscribed) {
    return (
      <AuthCard title={t('settings.unsubscribe.doneTitle')} subtitle={t('settings.unsubscribe.doneText', { topic })}>
        <div role="status" className="space-y-4 text-center">
          <p className="text-sm text-muted-foreground">{t('settings.unsubscribe.changedMind')}</p>
          <SettingsLink />
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('settings.unsubscribe.askTitle')} subtitle={t('settings.unsubscribe.askText', { topic })}>
      <div className="space-y-4 text-center">
        <p className="text-sm text-muted-foreground">{t('settings.unsubscribe.othersStay')}</p>
        {confirm.isError && (
          <p role="alert" className="text-sm text-destructive">
            {translate(confirm.error.message)}
          </p>
        )}
        <Button size="lg" className="w-full" onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {t(confirm.isPending ? 'settings.unsubscribe.unsubscribing' : 'settings.unsubscribe.title')}
        </Button>
        <SettingsLink />
      </div>
    </AuthCard>
  );
}
