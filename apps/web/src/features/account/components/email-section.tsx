import { zodResolver } from '@hookform/resolvers/zod';
import {
  EMAIL_CHANGE_CANCELLED,
  EMAIL_UNCHANGED,
  EmailChangeSchema,
  PASSWORD_INCORRECT,
  type AccountEmail,
  type EmailChange,
} from '@rootshare/contracts/account';
import { formatDateTime } from '@rootshare/contracts/format';
import { EMAIL_CHANGE_HOURS } from '@rootshare/contracts/limits';
import { EMAIL_TAKEN_MESSAGE } from '@rootshare/contracts/profiles';
import { MailQuestion } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { quotaNotice, useQuotaWords, type QuotaWords } from '@/lib/quota-notice';
import { toast } from '@/lib/toast';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useChangeEmail } from '../api/change-email';
import { useAccountEmail } from '../api/get-account-email';
import { SettingsSection } from '@/components/ui/settings-section';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';

const EMPTY: EmailChange = { email: '', password: '' };
const messageOf = (error: unknown, fallback: string, words: QuotaWords) => quotaNotice(error, words) ?? errorMessage(error, fallback);

/** The address as it stands: confirmed or not (with Resend), and a change waiting for its link (with Cancel). */
function CurrentAddress({ address, onChanged }: { address: AccountEmail; onChanged: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const translate = useContractMessage();
  const quotaWords = useQuotaWords();
  const cancel = useCancelEmailChange();
  const onCancel = async () => {
    try {
      await cancel.mutateAsync();
      toast.success(translate(EMAIL_CHANGE_CANCELLED));
    } catch (error) {
      toast.error(t('settings.email.cancelFailed'), { description: translate(messageOf(error, t('settings.tryAgain'), quotaWords)) });
    }
  };
  return (
    <div className="space-y-3">
      <div>
        <p className="text-sm text-muted-foreground">{t('settings.email.current')}</p>
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="break-all">{address.email}</span>
          {address.verified ? (
            <Badge tone="success">{t('settings.email.confirmed')}</Badge>
          ) : (
            <Badge tone="warning">{t('settings.email.notConfirmed')}</Badge>
          )}
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
              {t.rich('settings.email.waiting', {
                email: address.pending.email,
                expires: formatDateTime(address.pending.expires_at, language),
                b: (chunks) => <strong className="break-all">{chunks}</strong>,
                time: (chunks) => <time dateTime={address.pending?.expires_at}>{chunks}</time>,
              })}
            </p>
          </div>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void onCancel()} disabled={cancel.isPending}>
            {t(cancel.isPending ? 'settings.email.cancelling' : 'settings.email.cancel')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The new address and the password; a wrong password, a taken or unchanged address is reported on its field. */
function ChangeEmailForm({ username }: { username: string }) {
  const t = useT();
  const translate = useContractMessage();
  const translateError = (message: string | undefined) => message && translate(message);
  const quotaWords = useQuotaWords();
  const change = useChangeEmail();
  const { register, handleSubmit, formState, setError, reset } = useForm<EmailChange>({
    resolver: zodResolver(EmailChangeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      toast.success(t('settings.email.changeRequested', { email: values.email, hours: EMAIL_CHANGE_HOURS }));
    } catch (error) {
      const message = messageOf(error, t('settings.email.changeFailed'), quotaWords);
      if (message === PASSWORD_INCORRECT) setError('password', { message }, { shouldFocus: true });
      else if (message === EMAIL_TAKEN_MESSAGE || message === EMAIL_UNCHANGED) setError('email', { message }, { shouldFocus: true });
      else toast.error(t('settings.email.changeFailed'), { description: translate(message) });
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4" aria-label={t('settings.email.change')}>
      {/* Tells password managers whose password this is. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField
        id="new-email"
        label={t('settings.email.newAddress')}
        type="email"
        autoComplete="email"
        error={translateError(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        id="email-password"
        label={t('settings.email.password')}
        type="password"
        autoComplete="current-password"
        error={translateError(errors.password?.message)}
        {...register('password')}
      />
      <p className="text-xs text-muted-foreground">{t('settings.email.hint')}</p>
      <Button type="submit" disabled={formState.isSubmitting}>
        {t(formState.isSubmitting ? 'settings.email.sending' : 'settings.email.change')}
      </Button>
    </form>
  );
}

/** Settings' e-mail block: the member's own address, its state, a waiting change, and the change form. */
export function EmailSection({ username }: { username: string }) {
  const t = useT();
  const address = useAccountEmail();
  return (
    <SettingsSection id="email" title={t('settings.email.title')} description={t('settings.email.text')}>
      {address.isPending ? (
        <div role="status" aria-label={t('settings.email.loading')} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-6 w-64 max-w-full" />
        </div>
      ) : address.isError ? (
        <LoadError message={t('settings.email.loadFailed')} onRetry={() => void address.refetch()} />
      ) : (
        <CurrentAddress address={address.data} onChanged={() => void address.refetch()} />
      )}
      <ChangeEmailForm username={username} />
    </SettingsSection>
  );
}
