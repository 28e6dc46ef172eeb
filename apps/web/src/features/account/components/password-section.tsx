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
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';

const EMPTY: ChangePasswordForm = { current_password: '', new_password: '', confirm_password: '' };

/** Current, new and confirmed password; a wrong current one is reported on its field. */
export function PasswordSection({ username }: { username: string }) {
  const t = useT();
  const translate = useContractMessage();
  const translateError = (message: string | undefined) => message && translate(message);
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ current_password, new_password }) => {
    try {
      await change.mutateAsync({ current_password, new_password });
      reset(EMPTY);
      toast.success(translate(PASSWORD_CHANGED));
    } catch (error) {
      const message = error instanceof Error ? translate(error.message) : t('settings.password.failed');
      if (message === CURRENT_PASSWORD_INCORRECT) setError('current_password', { message }, { shouldFocus: true });
      else toast.error(t('settings.password.failed'), { description: translate(message) });
    }
  });

  const { errors } = formState;
  return (
    <SettingsSection id="password" title={t('settings.password.title')} description={t('settings.password.text')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        {/* Tells password managers whose password this is. */}
        <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        <FormField
          id="current-password"
          label={t('settings.password.current')}
          type="password"
          autoComplete="current-password"
          error={translateError(errors.current_password?.message)}
          {...register('current_password')}
        />
        <FormField
          id="new-password"
          label={t('settings.password.new')}
          type="password"
          autoComplete="new-password"
          error={translateError(errors.new_password?.message)}
          {...register('new_password')}
        />
        <FormField
          id="confirm-password"
          label={t('settings.password.confirm')}
          type="password"
          autoComplete="new-password"
          error={translateError(errors.confirm_password?.message)}
          {...register('confirm_password')}
        />
        <p className="text-xs text-muted-foreground">{t('settings.password.hint')}</p>
        <Button type="submit" disabled={formState.isSubmitting}>
          {t(formState.isSubmitting ? 'settings.password.changing' : 'settings.password.change')}
        </Button>
      </form>
    </SettingsSection>
  );
}
