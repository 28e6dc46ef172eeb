import type { RemoteAccount } from '@rootshare/contracts/federation-following';
import { ExternalLink, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useFollowing, useUnfollow } from '../api/following';

function AccountRow({ account, onUnfollow }: { account: RemoteAccount; onUnfollow: () => void }) {
  const t = useT();
  const name = account.name || account.handle;
  return (
    <Card className="flex flex-wrap items-center gap-3 p-3">
      <Avatar src={account.icon_url} name={name} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold">{name}</p>
        <p className="truncate text-sm text-muted-foreground">{account.handle}</p>
        {!account.accepted && (
          <Badge tone="warning" className="mt-1">
            {t('federation.following.waiting')}
          </Badge>
        )}
      </div>
      <div className="flex w-full justify-end gap-2 sm:w-auto">
        {account.url && (
          <Button asChild variant="ghost" size="sm">
            <a href={account.url} target="_blank" rel="noopener noreferrer" aria-label={t('federation.following.profileOf', { name })}>
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> {t('federation.following.profile')}
            </a>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onUnfollow} aria-label={t('federation.following.unfollowName', { name })}>
          {t('federation.following.unfollow')}
        </Button>
      </div>
    </Card>
  );
}

/** The accounts elsewhere the member follows, each with its profile on its own server and Unfollow (asked first). */
export function FollowingList() {
  const t = useT();
  const translate = useContractMessage();
  const following = useFollowing();
  const unfollow = useUnfollow();
  const [leaving, setLeaving] = useState<RemoteAccount | null>(null);

  if (following.isPending) {
    return (
      <div role="status" aria-label={t('federation.following.loading')} className="space-y-2">
        <Skeleton className="h-16 w-full rounded-[var(--radius-card)]" />
        <Skeleton className="h-16 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (following.isError) return <LoadError message={t('federation.following.loadError')} onRetry={() => void following.refetch()} />;
  const { accounts } = following.data;
  return (
    <>
      {accounts.length === 0 ? (
        <EmptyState
          icon={<Users className="h-6 w-6" />}
          title={t('federation.following.emptyTitle')}
          description={t('federation.following.emptyText')}
        />
      ) : (
        <ul className="space-y-2" aria-label={t('federation.following.title')}>
          {accounts.map((account) => (
            <li key={account.actor}>
              <AccountRow account={account} onUnfollow={() => setLeaving(account)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('federation.unfollow.title', { handle: leaving?.handle ?? '' })}
        description={t('federation.unfollow.text')}
        confirmLabel={t('federation.following.unfollow')}
        onConfirm={() => {
          if (!leaving) return;
          const { actor, handle } = leaving;
          unfollow.mutate(actor, {
            onSuccess: () => toast.success(t('federation.unfollow.done', { handle })),
            onError: (failure) => toast.error(translate(failure.message)),
          });
        }}
      />
    </>
  );
}
