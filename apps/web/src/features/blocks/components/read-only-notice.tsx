import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import type { BlockTarget } from '../api/block-member';
import { useBlockedByMe } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';

interface ReadOnlyNoticeProps {
  other: BlockTarget;
  className?: string;
}

/**
 * In place of the message box of a conversation between members one of whom blocked the other: the
 * history stays readable. The blocker is offered Unblock; the other member is not told who blocked whom.
 */
export function ReadOnlyNotice(props: ReadOnlyNoticeProps) {
  return (
    <CatalogGate part="blocks" fallback={null}>
      <Notice {...props} />
    </CatalogGate>
  );
}

function Notice({ other, className }: ReadOnlyNoticeProps) {
  const t = useT();
  const blockedByMe = useBlockedByMe(other.id);
  const unblock = useUnblockMember();
  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 border-t border-border/70 bg-muted/60 px-4 py-3 text-sm', className)}
    >
      <Ban className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">{blockedByMe ? t('blocks.readOnlyMine', { username: other.username }) : t('blocks.readOnly')}</p>
      {blockedByMe && (
        <Button variant="outline" size="sm" disabled={unblock.isPending} onClick={() => unblock.mutate(other)}>
          {t(unblock.isPending ? 'blocks.unblocking' : 'blocks.unblockButton')}
        </Button>
      )}
    </div>
  );
}
