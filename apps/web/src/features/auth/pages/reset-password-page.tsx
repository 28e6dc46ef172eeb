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

/** A link that no longer works (used, past its hour, or cut short): say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 text-center">
      <p className="text-sm">{message}</p>
      <Link to="/auth/forgot" className={buttonClasses('primary')}>
        Send me a new link
      </Link>
    </div>
  );
}

/** /auth/reset?token=…: the page a reset mail links to, where the member chooses a new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState<string | null>(token ? null : PASSWORD_RESET_INVALID);
  const { register, handleSubmit, formState } = useForm<PasswordResetForm>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  useEffect(() => {
    document.title = 'Choose a new password — Rootshare';
  }, []);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword({ token, password });
      toast.success(message);
      void navigate('/auth?mode=signin', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setInvalid(error.message);
      else toast.error(errorMessage(error, 'Could not change the password. Please try again.'));
    }
  });

  return (
    <AuthCard title="Choose a new password" subtitle="Every device signed in to your account will be signed out.">
      {invalid ? (
        <InvalidLink message={invalid} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField
            id="reset-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <FormField
            id="reset-confirm"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={formState.errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Saving…' : 'Save new password'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
