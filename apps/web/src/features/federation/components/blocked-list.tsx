import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useBlockRemote, useRemoteBlocks } from '../api/blocks';

/** The accounts elsewhere the member blocked, each with Unblock; nothing while there are none. */
export function BlockedList() {
  const t = useT();
  const translate = useContractMessage();
  const blocks = useRemoteBlocks();
  const unblock = useBlockRemote();
  const accounts = blocks.data?.accounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="blocked-heading" className="space-y-3">
      <h2 id="blocked-heading" className="text-lg font-bold">
        {t('federation.blocked.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('federation.blocked.text')}</p>
      <ul className="space-y-2" aria-label={t('federation.blocked.title')}>
        {accounts.map((account) => (
          <li key={account.actor}>
            <Card className="flex flex-wrap items-center justify-between gap-3 p-3">
              <p className="min-w-0 font-semibold break-all">{account.handle}</p>
              <Button
                variant="outline"
                size="sm"
                disabled={unblock.isPending}
                aria-label={t('federation.blocked.unblockName', { handle: account.handle })}
                onClick={() =>
                  unblock.mutate(
                    { actor: account.actor, blocked: false },
                    {
                      onSuccess: () => toast.success(t('federation.blocked.lifted', { handle: account.handle })),
                      onError: (failure) => toast.error(translate(failure.message)),
                    },
                  )
                }
              >
                {t('federation.blocked.unblock')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
