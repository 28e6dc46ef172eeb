import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetRequestSchema, type PasswordResetRequest } from '@rootshare/contracts/auth';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

/** /auth/forgot: asks for the account's e-mail address and sends a reset link there. */
export function ForgotPasswordPage() {
  const t = useT();
  const translate = useContractMessage();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => {
    document.title = t('auth.forgotDocumentTitle');
  }, [t]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await requestPasswordReset(values)).message);
    } catch (error) {
      toast.error(translate(errorMessage(error, t('auth.sendFailed'))));
    }
  });

  if (sent) {
    return (
      <AuthCard title={t('auth.checkEmailTitle')} subtitle={t('auth.checkEmailSubtitle')}>
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="h-8 w-8 text-primary" aria-hidden="true" />
          <p className="text-sm">{translate(sent)}</p>
          <p className="text-sm text-muted-foreground">{t('auth.checkSpam')}</p>
          <Link to="/auth?mode=signin" className={buttonClasses('outline')}>
            {t('auth.backToSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="forgot-email"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message && translate(formState.errors.email.message)}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          {t(formState.isSubmitting ? 'auth.sending' : 'auth.sendResetLink')}
        </Button>
        <p className="text-center text-sm">
          <Link to="/auth?mode=signin" className="font-semibold text-primary underline-offset-4 hover:underline">
            {t('auth.backToSignIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
