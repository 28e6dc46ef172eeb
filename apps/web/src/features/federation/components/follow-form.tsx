import { RemoteHandleSchema } from '@rootshare/contracts/federation-following';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useFollow } from '../api/following';

/** Follow @name@host or a link to an account elsewhere: checked here with the contract, the server's refusal shown under the field. */
export function FollowForm() {
  const t = useT();
  const translate = useContractMessage();
  const follow = useFollow();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RemoteHandleSchema.safeParse(handle);
    if (!parsed.success) return setError(translate(parsed.error.issues[0]?.message ?? ''));
    setError(undefined);
    follow.mutate(parsed.data, {
      onSuccess: (account) => {
        setHandle('');
        toast.success(t('federation.follow.done', { handle: account.handle }));
      },
      onError: (failure) => setError(translate(failure.message)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="min-w-0 flex-1">
        <FormField
          id="remote-handle"
          label={t('federation.follow.label')}
          placeholder={t('federation.follow.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={handle}
          error={error}
          onChange={(event) => setHandle(event.target.value)}
        />
      </div>
      <Button type="submit" className="sm:mt-[1.625rem]" disabled={follow.isPending}>
        {follow.isPending ? t('federation.follow.sending') : t('federation.follow.submit')}
      </Button>
    </form>
  );
}
