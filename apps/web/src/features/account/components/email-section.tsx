import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CANCELLED,
  EMAIL_UNCHANGED,
  EmailChangeSchema,
  PASSWORD_INCORRECT,
  emailChangeRequested,
  type AccountEmail,
  type EmailChange,
} from '@rootshare/contracts/account';
import { formatDateTime } from '@rootshare/contracts/format';
import { EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { MailQuestion } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { quotaNotice } from '@/lib/quota-notice';
import { toast } from '@/lib/toast';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useChangeEmail } from '../api/change-email';
import { useAccountEmail } from '../api/get-account-email';
import { SettingsSection } from '@/components/ui/settings-section';
import { errorMessage } from '@/lib/error-message';

const EMPTY: EmailChange = { email: '', password: '' };
const messageOf = (error: unknown, fallback: string) => quotaNotice(error) ?? errorMessage(error, fallback);

/** The address as it stands: confirmed or not (with Resend), and a change waiting for its link (with Cancel). */
function CurrentAddress({ address, onChanged }: { address: AccountEmail; onChanged: () => void }) {
  const cancel = useCancelEmailChange();
  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(EMAIL_CHANGE_CANCELLED);
    } catch (error) {
      toast.error('Could not cancel the change', { description: messageOf(error, 'Please try again.') });
    }
  };
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm text-muted-foreground">Current address</p>
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-all">{address.email}</span>
          {address.verified ? <Badge tone="success">Confirmed</Badge> : <Badge tone="warning">Not confirmed</Badge>}
        </p>
        {!address.verified && (
          <ResendVerification className="mt-1 flex flex-wrap items-baseline gap-x-3 text-sm" onAlreadyConfirmed={onChanged} />
        )}
      </div>
      {address.pending && (
        <div className="flex flex-col gap-3 rounded-xl border border-border bg-muted/50 p-3 sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <MailQuestion className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <p className="min-w-0 text-sm">
              Waiting for confirmation: <strong className="break-all">{address.pending.email}</strong>. Open the link we sent there before{' '}
              <time dateTime={address.pending.expires_at}>{formatDateTime(address.pending.expires_at)}</time>; until then your address stays
              as it is.
            </p>
          </div>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void onCancel()} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling…' : 'Cancel change'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The new address and the password; a wrong password, a taken or unchanged address is reported on its field. */
function ChangeEmailForm({ username }: { username: string }) {
  const change = useChangeEmail();
  const { register, handleSubmit, formState, setError, reset } = useForm<EmailChange>({
    resolver: zodResolver(EmailChangeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(emailChangeRequested(values.email));
    } catch (error) {
      const message = messageOf(error, 'Could not change your e-mail address');
      if (message === PASSWORD_INCORRECT) setError('password', { message }, { shouldFocus: true });
      else if (message === EMAIL_TAKEN_MESSAGE || message === EMAIL_UNCHANGED) setError('email', { message }, { shouldFocus: true });
      else toast.error('Could not change your e-mail address', { description: message });
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4" aria-label="Change e-mail address">
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField
        id="new-email"
        label="New e-mail address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id="email-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="text-xs text-muted-foreground">
        We send a link to the new address and tell the current one. Your address changes when the link is opened.
      </p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending link…' : 'Change e-mail address'}
      </Button>
    </form>
  );
}

/** Settings' e-mail block: the member's own address, its state, a waiting change, and the change form. */
export function EmailSection({ username }: { username: string }) {
  const address = useAccountEmail();
  return (
    <SettingsSection
      id="email"
      title="E-mail address"
      description="Only you see it. You can sign in with it, and we write to it about your account."
    >
      {address.isPending ? (
        <div role="status" aria-label="Loading your e-mail address" className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-6 w-64 max-w-full" />
        </div>
      ) : address.isError ? (
        <LoadError message="Your e-mail address could not be loaded." onRetry={() => void address.refetch()} />
      ) : (
        <CurrentAddress address={address.data} onChanged={() => void address.refetch()} />
      )}
      <ChangeEmailForm username={username} />
    </SettingsSection>
  );
}
