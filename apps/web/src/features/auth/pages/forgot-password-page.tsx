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

const backToSignIn = (
  <Link to="/auth?mode=signin" className="font-semibold text-primary underline-offset-4 hover:underline">
    Back to sign in
  </Link>
);

/** /auth/forgot: asks for the account's e-mail address and sends a reset link there. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequest>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  useEffect(() => {
    document.title = 'Forgot your password? — Rootshare';
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    try {
      setSent((await requestPasswordReset(values)).message);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send the link. Please try again.'));
    }
  });

  if (sent) {
    return (
      <AuthCard title="Check your e-mail" subtitle="A link to choose a new password is on its way.">
        <div role="status" className="flex flex-col items-center gap-4 text-center">
          <MailCheck className="h-8 w-8 text-primary" aria-hidden="true" />
          <p className="text-sm">{sent}</p>
          <p className="text-sm text-muted-foreground">Nothing after a few minutes? Look in your spam folder, or ask again.</p>
          <Link to="/auth?mode=signin" className={buttonClasses('outline')}>
            Back to sign in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Type the e-mail address of your account and we will send you a link to choose a new one."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          id="forgot-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
        <p className="text-center text-sm">{backToSignIn}</p>
      </form>
    </AuthCard>
  );
}
