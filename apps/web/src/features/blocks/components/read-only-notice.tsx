import { Ban } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BlockTarget } from '../api/block-member';
import { useBlockedByMe } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';

/**
 * In place of the message box of a conversation between members one of whom blocked the other: the
 * history stays readable. The blocker is offered Unblock; the other member is not told who blocked whom.
 */
export function ReadOnlyNotice({ other, className }: { other: BlockTarget; className?: string }) {
  const blockedByMe = useBlockedByMe(other.id);
  const unblock = useUnblockMember();
  return (
    <div
      role="status"
      className={cn('flex flex-wrap items-center gap-3 border-t border-border/70 bg-muted/60 px-4 py-3 text-sm', className)}
    >
      <Ban className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        {blockedByMe
          ? `You blocked ${other.username}. Unblock them to send messages again.`
          : 'This conversation is read-only. You can read past messages but not send new ones.'}
      </p>
      {blockedByMe && (
        <Button variant="outline" size="sm" disabled={unblock.isPending} onClick={() => unblock.mutate(other)}>
          {unblock.isPending ? 'Unblocking…' : 'Unblock'}
        </Button>
      )}
    </div>
  );
}
