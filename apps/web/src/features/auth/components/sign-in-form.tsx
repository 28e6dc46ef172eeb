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

export function SignInForm() {
  const { signIn } = useSession();
  const { register, handleSubmit, formState } = useForm<SignIn>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signIn(values);
      toast.success(isFirstVisit(user.profile) ? 'Welcome to Rootshare!' : SIGN_IN_SUCCESS);
    } catch (error) {
      toast.error(errorMessage(error, AUTH_ERROR_FALLBACK));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField
        id="signin-username"
        label="Username or email"
        autoComplete="username"
        error={formState.errors.username?.message}
        {...register('username')}
      />
      <FormField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/auth/forgot" className="font-semibold text-primary underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in…' : 'Sign In'}
      </Button>
    </form>
  );
}
