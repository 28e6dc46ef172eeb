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

type Result = { kind: 'done'; answer: EmailConfirmed } | { kind: 'failed'; message: string };

/** The page's heading for each thing a link did; a reopened link of a confirmed address says so, not that it failed. */
const DONE_TITLES: Record<EmailConfirmed['outcome'], string> = {
  verified: 'E-mail address confirmed',
  changed: 'E-mail address changed',
  already_verified: 'Already confirmed',
};

/** The link refused for good (400 unknown, 409 address taken meanwhile, 410 used or expired); other failures may be tried again. */
const isFinal = (error: unknown): error is ApiError => error instanceof ApiError && [400, 409, 410].includes(error.status);

/** What a member can do about a link that does not work: ask for a new one, or sign in to. */
function NextSteps() {
  const { status, user } = useSession();
  if (status !== 'signed-in' || !user) {
    return (
      <Link to="/auth?mode=signin" className={buttonClasses('primary')}>
        Sign in to ask for a new link
      </Link>
    );
  }
  return (
    <>
      {!user.emailVerified && <ResendVerification variant="primary" className="flex flex-col items-center gap-2" />}
      <Link to="/settings#email" className={buttonClasses('outline')}>
        Go to Settings
      </Link>
    </>
  );
}

/**
 * /auth/verify?token=…: the page an e-mail link opens. The link is spent by pressing the button
 * (a POST), never by opening the page, so a mail scanner that fetches links confirms nothing.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { status, user, refreshUser } = useSession();
  const [result, setResult] = useState<Result | null>(token ? null : { kind: 'failed', message: EMAIL_LINK_INVALID });
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    document.title = 'Confirm your e-mail address — Rootshare';
  }, []);

  const onConfirm = async () => {
    setConfirming(true);
    try {
      const answer = await confirmEmail({ token });
      setResult({ kind: 'done', answer });
      // Also said as a toast: when the change signed this device out, the app moves to sign-in.
      if (answer.outcome === 'changed') toast.success(answer.message);
      if (status === 'signed-in') await refreshUser().catch(() => undefined);
    } catch (error) {
      if (isFinal(error)) setResult({ kind: 'failed', message: error.message });
      else toast.error(errorMessage(error, 'Could not confirm the address. Please try again.'));
    } finally {
      setConfirming(false);
    }
  };

  if (result?.kind === 'done') {
    const { outcome } = result.answer;
    const changed = outcome === 'changed';
    return (
      <AuthCard
        title={DONE_TITLES[outcome]}
        subtitle={
          outcome === 'already_verified'
            ? 'This link was used before; nothing more to do.'
            : 'Thank you for keeping your account reachable.'
        }
      >
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="h-8 w-8 text-primary" aria-hidden="true" />
          <p className="text-sm">{result.answer.message}</p>
          {status === 'signed-in' && user ? (
            <Link to={changed ? '/settings#email' : homeFor(user)} className={buttonClasses('primary')}>
              {changed ? 'Back to Settings' : 'Continue'}
            </Link>
          ) : (
            <Link to="/auth?mode=signin" className={buttonClasses('primary')}>
              Sign in
            </Link>
          )}
        </div>
      </AuthCard>
    );
  }

  if (result?.kind === 'failed') {
    return (
      <AuthCard title="This link does not work" subtitle="Links from our e-mails work once, for a limited time.">
        <div role="alert" className="flex flex-col items-center gap-4 text-center">
          <p className="text-sm">{result.message}</p>
          <NextSteps />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your e-mail address" subtitle="You opened a link from a Rootshare e-mail. Confirm to finish.">
      <Button size="lg" className="w-full" onClick={() => void onConfirm()} disabled={confirming}>
        {confirming ? 'Confirming…' : 'Confirm my address'}
      </Button>
    </AuthCard>
  );
}
