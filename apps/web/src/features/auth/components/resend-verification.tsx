import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { quotaNotice, useQuotaWords } from '@/lib/quota-notice';
import { useSession } from '@/lib/session';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';

interface ResendProps {
  /** 'inline': a link-like button that sits in a sentence; otherwise a button of that variant. */
  variant?: ButtonProps['variant'] | 'inline';
  className?: string;
  /** Told when the server says the address is confirmed already, for what else shows it. */
  onAlreadyConfirmed?: () => void;
}

function ResendButton({ variant = 'inline', className, onAlreadyConfirmed }: ResendProps) {
  const t = useT();
  const translate = useContractMessage();
  const resend = useResendVerification();
  const { refreshUser } = useSession();
  const [note, setNote] = useState('');

  const quotaWords = useQuotaWords();
  const onResend = async () => {
    setNote('');
    try {
      setNote(translate((await resend.mutateAsync()).message));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNote(translate(error.message));
        onAlreadyConfirmed?.();
        await refreshUser().catch(() => undefined);
        return;
      }
      setNote(quotaNotice(error, quotaWords) ?? translate(errorMessage(error, t('verify.resendFailed'))));
    }
  };

  const label = t(resend.isPending ? 'auth.sending' : 'verify.resend');
  return (
    <span className={className}>
      {variant === 'inline' ? (
        <button
          type="button"
          onClick={() => void onResend()}
          disabled={resend.isPending}
          className="font-semibold text-primary underline underline-offset-4 hover:no-underline disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {label}
        </button>
      ) : (
        <Button variant={variant} size="sm" onClick={() => void onResend()} disabled={resend.isPending}>
          {label}
        </Button>
      )}
      <span role="status" className="text-sm">
        {note}
      </span>
    </span>
  );
}

/**
 * "Resend link": a new link to confirm the member's address. Says, beside the button, that it is on
 * its way, or that the hour's links are spent and after what time to try again; an address
 * confirmed meanwhile is read again, so whatever asks for confirmation goes away.
 */
export function ResendVerification(props: ResendProps) {
  // Its words are the auth part's, which a page outside the auth pages (Settings) may not have loaded yet.
  return (
    <CatalogGate part="auth" fallback={null}>
      <ResendButton {...props} />
    </CatalogGate>
  );
}
