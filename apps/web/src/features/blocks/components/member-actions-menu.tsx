import { Ban } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { MENU_ITEM, ReportMenu } from '@/features/reports/components/report-menu';
import type { BlockTarget } from '../api/block-member';
import { useBlockedByMe } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';
import { BlockDialog } from './block-dialog';

/**
 * The '⋯' menu about another member (on their profile and in a chat): Block or Unblock, and Report.
 * Shows nothing to visitors and on the member's own profile.
 */
export function MemberActionsMenu({ member, label, className }: { member: BlockTarget; label: string; className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const blocked = useBlockedByMe(member.id);
  const unblock = useUnblockMember();
  return (
    <>
      <ReportMenu target={{ type: 'member', id: member.id }} ownerId={member.id} label={label} className={className}>
        <DropdownMenu.Item className={MENU_ITEM} onSelect={() => (blocked ? unblock.mutate(member) : setConfirming(true))}>
          <Ban className="h-4 w-4" aria-hidden="true" /> {blocked ? `Unblock ${member.username}` : `Block ${member.username}`}
        </DropdownMenu.Item>
      </ReportMenu>
      <BlockDialog member={member} open={confirming} onOpenChange={setConfirming} />
    </>
  );
}
