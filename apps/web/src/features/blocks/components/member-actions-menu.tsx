import { Ban } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ReportMenu } from '@/features/reports/components/report-menu';
import type { BlockTarget } from '../api/block-member';
import { useBlockedByMe } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';

// The confirmation (a dialog) loads when a member first asks to block someone.
const BlockDialog = lazy(async () => ({ default: (await import('./block-dialog')).BlockDialog }));

/**
 * The '⋯' menu about another member (on their profile and in a chat): Block or Unblock, and Report.
 * Shows nothing to visitors and on the member's own profile.
 */
export function MemberActionsMenu({ member, label, className }: { member: BlockTarget; label: string; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const blocked = useBlockedByMe(member.id);
  const unblock = useUnblockMember();
  const action = {
    key: 'block',
    icon: Ban,
    label: blocked ? `Unblock ${member.username}` : `Block ${member.username}`,
    onSelect: () => (blocked ? unblock.mutate(member) : setConfirming(true)),
  };
  return (
    <>
      <ReportMenu target={{ type: 'member', id: member.id }} ownerId={member.id} label={label} className={className} actions={[action]} />
      {confirming && (
        <Suspense fallback={null}>
          <BlockDialog member={member} open onOpenChange={setConfirming} />
        </Suspense>
      )}
    </>
  );
}
