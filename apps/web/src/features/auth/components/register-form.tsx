import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_FALLBACK, PASSWORD_TOO_WEAK, SIGN_UP_SUCCESS, SignUpFormSchema, type SignUpForm } from '@rootshare/contracts/auth';
import { useForm } from 'react-hook-form';
import { isFirstVisit } from '@/lib/greeting';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useLanguage, useT } from '@/lib/i18n/i18n';

/** Registration: username, e-mail, password twice; switches the page to sign-in when done. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const { signUp } = useSession();
  const { register, handleSubmit, formState, setError } = useForm<SignUpForm>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      const member = await signUp({ username, email, password, language });
      // The sign-up toast is the member's welcome: this tab's visit is their first, later sign-ins are returns.
      isFirstVisit(member.profile);
      // At the bottom: the banner asking to confirm the address sits right under the header.
      toast.success(translate(SIGN_UP_SUCCESS), { position: 'bottom-center' });
      onRegistered();
    } catch (error) {
      const message = translate(errorMessage(error, AUTH_ERROR_FALLBACK));
      // The server judges how guessable a password is (its dictionaries are too large for this page): its advice goes under the field.
      if (errorMessage(error, '').startsWith(PASSWORD_TOO_WEAK)) setError('password', { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });

  const { errors } = formState;
  const translateError = (message: string | undefined) => message && translate(message);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="register-username"
        label={t('auth.username')}
        autoComplete="username"
        error={translateError(errors.username?.message)}
        {...register('username')}
      />
      <FormField
        id="register-email"
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={translateError(errors.email?.message)}
        {...register('email')}
      />
      <FormField
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={translateError(errors.password?.message)}
        {...register('password')}
      />
      <FormField
        id="register-confirm"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={translateError(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <p className="text-xs text-muted-foreground">{t('auth.passwordHint')}</p>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {t(formState.isSubmitting ? 'auth.creatingAccount' : 'auth.createAccount')}
      </Button>
    </form>
  );
}
