import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_DELETED, PASSWORD_INCORRECT, deleteAccountFormSchema, type DeleteAccountForm } from '@rootshare/contracts/account';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
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
      const message = error instanceof Error ? error.message : 'Could not delete your account';
      if (message === PASSWORD_INCORRECT) setError('password', { message }, { shouldFocus: true });
      else toast.error('Could not delete your account', { description: message });
      return;
    }
    // The server has ended every session: forget this one before anything asks with it.
    forgetSession();
    toast.success(ACCOUNT_DELETED);
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
      title="Delete your account?"
      description="This cannot be undone."
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => changeOpen(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="destructive" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Your profile, plants, wishlist, posts, comments, photos, conversations, swaps and reviews will be deleted, with every file you
          uploaded. Members you talked to lose those conversations too.
        </p>
        <FormField
          id="delete-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="delete-confirm-username"
          label={`Type ${username} to confirm`}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.confirm_username?.message}
          {...register('confirm_username')}
        />
      </form>
    </Dialog>
  );
}

/** The danger zone: deleting the account, behind a dialog that asks for the password and the username. */
export function DeleteAccountSection({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      danger
      description="Deletes your account and everything in it for good, including your uploaded photos and videos. Download your data first if you want a copy."
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete account…
      </Button>
      <DeleteAccountDialog username={username} open={open} onOpenChange={setOpen} />
    </SettingsSection>
  );
}
