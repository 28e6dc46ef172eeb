import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_DELETED, PASSWORD_INCORRECT, deleteAccountFormSchema, type DeleteAccountForm } from '@rootshare/contracts/account';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { SettingsSection } from '@/components/ui/settings-section';

const FORM_ID = 'delete-account-form';
const EMPTY: DeleteAccountForm = { password: '', confirm_username: '' };

function DeleteAccountDialog({ username, open, onOpenChange }: { username: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const translate = useContractMessage();
  const translateError = (message: string | undefined) => message && translate(message);
  const { forgetSession } = useSession();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const schema = useMemo(() => deleteAccountFormSchema(username), [username]);
  const { register, handleSubmit, formState, setError, reset } = useForm<DeleteAccountForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync({ password });
    } catch (error) {
      const message = error instanceof Error ? translate(error.message) : t('settings.delete.failed');
      if (message === PASSWORD_INCORRECT) setError('password', { message }, { shouldFocus: true });
      else toast.error(t('settings.delete.failed'), { description: translate(message) });
      return;
    }
    // The server has ended every session: forget this one before anything asks with it.
    forgetSession();
    toast.success(translate(ACCOUNT_DELETED));
    await navigate('/', { replace: true });
  });

  const { errors, isSubmitting } = formState;
  const changeOpen = (next: boolean) => {
    if (isSubmitting) return;
    // A closed dialog forgets what was typed, the password above all.
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('settings.delete.dialogTitle')}
      description={t('settings.delete.dialogText')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={isSubmitting}>
            {t('settings.delete.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} variant="destructive" disabled={isSubmitting}>
            {t(isSubmitting ? 'settings.delete.deleting' : 'settings.delete.confirm')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-muted-foreground">{t('settings.delete.what')}</p>
        <FormField
          id="delete-password"
          label={t('settings.delete.password')}
          type="password"
          autoComplete="current-password"
          error={translateError(errors.password?.message)}
          {...register('password')}
        />
        <FormField
          id="delete-confirm-username"
          label={t('settings.delete.typeUsername', { username })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={translateError(errors.confirm_username?.message)}
          {...register('confirm_username')}
        />
      </form>
    </Dialog>
  );
}

/** The danger zone: deleting the account, behind a dialog that asks for the password and the username. */
export function DeleteAccountSection({ username }: { username: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection id="delete-account" title={t('settings.delete.title')} danger description={t('settings.delete.text')}>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('settings.delete.open')}
      </Button>
      <DeleteAccountDialog username={username} open={open} onOpenChange={setOpen} />
    </SettingsSection>
  );
}
