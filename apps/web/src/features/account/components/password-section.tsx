import { zodResolver } from '@hookform/resolvers/zod';
import {
  CURRENT_PASSWORD_INCORRECT,
  PASSWORD_CHANGED,
  ChangePasswordFormSchema,
  type ChangePasswordForm,
} from '@rootshare/contracts/account';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useChangePassword } from '../api/change-password';
import { SettingsSection } from '@/components/ui/settings-section';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmed password; a wrong current one is reported on its field. */
export function PasswordSection({ username }: { username: string }) {
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      reset(EMPTY);
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not change your password';
      if (message === CURRENT_PASSWORD_INCORRECT) setError('current_password', { message }, { shouldFocus: true });
      else toast.error('Could not change your password', { description: message });
    }
  });

  const { errors } = formState;
  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out on every other device.">
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <FormField
          id="current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <FormField
          id="new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <FormField
          id="confirm-password"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <p className="text-xs text-muted-foreground">At least 8 characters. A few words make a strong, memorable password.</p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Changing password…' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
