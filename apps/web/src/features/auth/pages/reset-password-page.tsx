import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_RESET_INVALID, PasswordResetFormSchema, type PasswordResetForm } from '@rootshare/contracts/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

/** A link that no longer works (used, past its hour, or cut short): say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  const t = useT();
  const translate = useContractMessage();
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm">{translate(message)}</p>
      <Link to="/auth/forgot" className={buttonClasses('primary')}>
        {t('auth.newLink')}
      </Link>
    </div>
  );
}

/** /auth/reset?token=…: the page a reset mail links to, where the member chooses a new password. */
export function ResetPasswordPage() {
  const t = useT();
  const translate = useContractMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<string | null>(token ? null : PASSWORD_RESET_INVALID);
  const { register, handleSubmit, formState } = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  useEffect(() => {
    document.title = t('auth.resetDocumentTitle');
  }, [t]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword({ token, password });
      toast.success(translate(message));
      void navigate('/auth?mode=signin', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setInvalid(error.message);
      else toast.error(translate(errorMessage(error, t('auth.resetFailed'))));
    }
  });

  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {invalid ? (
        <InvalidLink message={invalid} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            id="reset-password"
            label={t('auth.newPassword')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message && translate(formState.errors.password.message)}
            {...register('password')}
          />
          <FormField
            id="reset-confirm"
            label={t('auth.confirmNewPassword')}
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message && translate(formState.errors.confirmPassword.message)}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {t(formState.isSubmitting ? 'auth.saving' : 'auth.saveNewPassword')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
