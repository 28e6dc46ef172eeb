import { zodResolver } from '@hookform/resolvers/zod';
import { AUTH_ERROR_FALLBACK, PASSWORD_TOO_WEAK, SIGN_UP_SUCCESS, SignUpFormSchema, type SignUpForm } from '@rootshare/contracts/auth';
import { useForm } from 'react-hook-form';
import { isFirstVisit } from '@/lib/greeting';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';

/** Registration: username, e-mail, password twice; switches the page to sign-in when done. */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { signUp } = useSession();
  const { register, handleSubmit, formState, setError } = useForm<SignUpForm>({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    try {
      const member = await signUp({ username, email, password });
      // The sign-up toast is the member's welcome: this tab's visit is their first, later sign-ins are returns.
      isFirstVisit(member.profile);
      // At the bottom: the banner asking to confirm the address sits right under the header.
      toast.success(SIGN_UP_SUCCESS, { position: 'bottom-center' });
      onRegistered();
    } catch (error) {
      const message = errorMessage(error, AUTH_ERROR_FALLBACK);
      // The server judges how guessable a password is (its dictionaries are too large for this page): its advice goes under the field.
      if (message.startsWith(PASSWORD_TOO_WEAK)) setError('password', { message }, { shouldFocus: true });
      else toast.error(message);
    }
  });

  const { errors } = formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="register-username"
        label="Username"
        autoComplete="username"
        error={errors.username?.message}
        {...register('username')}
      />
      <FormField id="register-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        id="register-confirm"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <p className="text-xs text-muted-foreground">At least 8 characters. A few words make a strong, memorable password.</p>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
