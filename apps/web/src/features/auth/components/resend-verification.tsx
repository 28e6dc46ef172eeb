import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { quotaNotice } from '@/lib/quota-notice';
import { useSession } from '@/lib/session';
import { useResendVerification } from '../api/resend-verification';
import { errorMessage } from '@/lib/error-message';

/**
 * "Resend link": a new link to confirm the member's address. Says, beside the button, that it is on
 * its way, or that the hour's links are spent and after what time to try again; an address
 * confirmed meanwhile is read again, so whatever asks for confirmation goes away.
 */
export function ResendVerification({
  variant = 'inline',
  className,
  onAlreadyConfirmed,
}: {
  /** 'inline': a link-like button that sits in a sentence; otherwise a button of that variant. */
  variant?: ButtonProps['variant'] | 'inline';
  className?: string;
  /** Told when the server says the address is confirmed already, for what else shows it. */
  onAlreadyConfirmed?: () => void;
}) {
  const resend = useResendVerification();
  const { refreshUser } = useSession();
  const [note, setNote] = useState('');

  const onResend = async () => {
    setNote('');
    try {
      setNote((await resend.mutateAsync()).message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setNote(error.message);
        onAlreadyConfirmed?.();
        await refreshUser().catch(() => undefined);
        return;
      }
      setNote(quotaNotice(error) ?? errorMessage(error, 'Could not send a new link. Please try again.'));
    }
  };

  const label = resend.isPending ? 'Sending…' : 'Resend link';
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
