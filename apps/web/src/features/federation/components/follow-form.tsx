import { RemoteHandleSchema } from '@rootshare/contracts/federation-following';
import { AddressForm } from '@/components/ui/address-form';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useFollow } from '../api/following';

/** Follow @name@host or a link to an account elsewhere: checked here with the contract, the server's refusal shown under the field. */
export function FollowForm() {
  const t = useT();
  const follow = useFollow();
  return (
    <AddressForm
      id="remote-handle"
      label={t('federation.follow.label')}
      placeholder={t('federation.follow.placeholder')}
      submitLabel={follow.isPending ? t('federation.follow.sending') : t('federation.follow.submit')}
      parse={(typed) => RemoteHandleSchema.safeParse(typed)}
      send={async (handle) => toast.success(t('federation.follow.done', { handle: (await follow.mutateAsync(handle)).handle }))}
      pending={follow.isPending}
    />
  );
}
