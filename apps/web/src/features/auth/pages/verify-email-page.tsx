import { EMAIL_LINK_INVALID, type EmailConfirmed } from '@rootshare/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { homeFor, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { confirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import { ResendVerification } from '../components/resend-verification';
import { errorMessage } from '@/lib/error-message';
import type { MessageKey } from '@/lib/i18n/catalogs';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

type Result = { kind: 'done'; answer: EmailConfirmed } | { kind: 'failed'; message: string };

/** The page's heading for each thing a link did; a reopened link of a confirmed address says so, not that it failed. */
const DONE_TITLES: Record<EmailConfirmed['outcome'], MessageKey> = {
  verified: 'verify.verifiedTitle',
  changed: 'verify.changedTitle',
  already_verified: 'verify.alreadyTitle',
};

/** The link refused for good (400 unknown, 409 address taken meanwhile, 410 used or expired); other failures may be tried again. */
const isFinal = (error: unknown): error is ApiError => error instanceof ApiError && [400, 409, 410].includes(error.status);

/** What a member can do about a link that does not work: ask for a new one, or sign in to. */
function NextSteps() {
  const t = useT();
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) {
    return (
      <Link to="/auth?mode=signin" className={buttonClasses('primary')}>
        {t('verify.signInForLink')}
      </Link>
    );
  }
  return (
    <>
      {!user.emailVerified && <ResendVerification variant="primary" className="flex flex-col items-center gap-2" />}
      <Link to="/settings#email" className={buttonClasses('outline')}>
        {t('verify.goToSettings')}
      </Link>
    </>
  );
}

/**
 * /auth/verify?token=…: the page an e-mail link opens. The link is spent by pressing the button
 * (a POST), never by opening the page, so a mail scanner that fetches links confirms nothing.
 */
export function VerifyEmailPage() {
  const t = useT();
  const translate = useContractMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, user, refreshUser } = useSession();
  const [result, setResult] = useState<Result | null>(token ? null : { kind: 'failed', message: EMAIL_LINK_INVALID });
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    document.title = t('verify.documentTitle');
  }, [t]);

  const onConfirm = async () => {
    setConfirming(true);
    try {
      const answer = await confirmEmail({ token });
      setResult({ kind: 'done', answer });
      // Also said as a toast: when the change signed this device out, the app moves to sign-in.
      if (answer.outcome === 'changed') toast.success(translate(answer.message));
      if (status === 'signed-in') await refreshUser().catch(() => undefined);
    } catch (error) {
      if (isFinal(error)) setResult({ kind: 'failed', message: error.message });
      else toast.error(translate(errorMessage(error, t('verify.failed'))));
    } finally {
      setConfirming(false);
    }
  };

  if (result?.kind === 'done') {
    const { outcome } = result.answer;
    const changed = outcome === 'changed';
    return (
      <AuthCard
        title={t(DONE_TITLES[outcome])}
        subtitle={t(outcome === 'already_verified' ? 'verify.alreadySubtitle' : 'verify.thanksSubtitle')}
      >
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="h-8 w-8 text-primary" aria-hidden="true" />
          <p className="text-sm">{translate(result.answer.message)}</p>
          {status === 'signed-in' && user ? (
            <Link to={changed ? '/settings#email' : homeFor(user)} className={buttonClasses('primary')}>
              {t(changed ? 'verify.backToSettings' : 'verify.continue')}
            </Link>
          ) : (
            <Link to="/auth?mode=signin" className={buttonClasses('primary')}>
              {t('verify.signIn')}
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }

  if (result?.kind === 'failed') {
    return (
      <AuthCard title={t('verify.brokenTitle')} subtitle={t('verify.brokenSubtitle')}>
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-sm">{translate(result.message)}</p>
          <NextSteps />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.title')} subtitle={t('verify.subtitle')}>
      <Button size="lg" className="w-full" onClick={() => void onConfirm()} disabled={confirming}>
        {t(confirming ? 'verify.confirming' : 'verify.confirm')}
      </Button>
    </AuthCard>
  );
}
