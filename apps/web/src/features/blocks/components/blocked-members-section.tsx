import type { BlockedMember } from '@rootshare/contracts/blocks';
import { formatRelativeTime } from '@rootshare/contracts/format';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/list-states';
import { PersonSkeleton } from '@/components/ui/skeleton';
import { SettingsSection } from '@/components/ui/settings-section';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { useNow } from '@/lib/use-now';
import { useBlocks } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';

function BlockedRow({
  member,
  now,
  unblocking,
  onUnblock,
}: {
  member: BlockedMember;
  now: Date;
  unblocking: boolean;
  onUnblock: () => void;
}) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={member.avatar_url} name={member.username} />
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${encodeURIComponent(member.username)}`} className="block truncate font-semibold hover:underline">
          {member.username}
        </Link>
        <p className="text-sm text-muted-foreground">
          {t.rich('settings.blocks.blockedAt', {
            when: formatRelativeTime(member.blocked_at, now, language),
            time: (chunks) => <time dateTime={member.blocked_at}>{chunks}</time>,
          })}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={onUnblock}
        disabled={unblocking}
        aria-label={t('blocks.unblock', { username: member.username })}
      >
        {t(unblocking ? 'blocks.unblocking' : 'blocks.unblockButton')}
      </Button>
    </li>
  );
}

/** Settings: the members the member blocked, each of whom can be unblocked. */
export function BlockedMembersSection() {
  const t = useT();
  const blocks = useBlocks();
  const unblock = useUnblockMember();
  const now = useNow();
  const list = blocks.data?.blocked ?? [];
  const loading = (
    <div role="status" aria-label={t('settings.blocks.loading')} className="space-y-4">
      <PersonSkeleton />
    </div>
  );
  return (
    <SettingsSection id="blocked" title={t('settings.blocks.title')} description={t('settings.blocks.text')}>
      {blocks.isPending ? (
        loading
      ) : blocks.isError ? (
        <LoadError message={t('settings.blocks.loadFailed')} onRetry={() => void blocks.refetch()} />
      ) : list.length === 0 ? (
        <div className="rounded-xl bg-muted/60 p-4 text-sm">
          <p className="font-semibold">{t('settings.blocks.none')}</p>
          <p className="mt-1 text-muted-foreground">{t('settings.blocks.noneHint')}</p>
        </div>
      ) : (
        // Unblocking speaks (its buttons and toasts) from blocking's words, as it does beside a chat.
        <CatalogGate part="blocks" fallback={loading}>
          <ul aria-label={t('settings.blocks.title')} className="divide-y divide-border/70">
            {list.map((member) => (
              <BlockedRow
                key={member.id}
                member={member}
                now={now}
                unblocking={unblock.isPending && unblock.variables.id === member.id}
                onUnblock={() => unblock.mutate({ id: member.id, username: member.username })}
              />
            ))}
          </ul>
        </CatalogGate>
      )}
    </SettingsSection>
  );
}
