import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_FALLBACK, SIGN_IN_SUCCESS, SignInSchema, type SignIn } from '@rootshare/contracts/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isFirstVisit } from '@/lib/greeting';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

export function SignInForm() {
  const t = useT();
  const translate = useContractMessage();
  const { signIn } = useSession();
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signIn(values);
      toast.success(isFirstVisit(user.profile) ? t('auth.welcomeFirst') : translate(SIGN_IN_SUCCESS));
    } catch (error) {
      toast.error(translate(errorMessage(error, AUTH_ERROR_FALLBACK)));
    }
  });

  const translateError = (message: string | undefined) => message && translate(message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="signin-username"
        label={t('auth.usernameOrEmail')}
        autoComplete="username"
        error={translateError(formState.errors.username?.message)}
        {...register('username')}
      />
      <FormField
        id="signin-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={translateError(formState.errors.password?.message)}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/auth/forgot" className="font-semibold text-primary underline-offset-4 hover:underline">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {t(formState.isSubmitting ? 'auth.signingIn' : 'auth.signInButton')}
      </Button>
    </form>
  );
}
