import { Ban } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { ReportMenu } from '@/features/reports/components/report-menu';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import type { BlockTarget } from '../api/block-member';
import { useBlockedByMe } from '../api/list-blocks';
import { useUnblockMember } from '../api/unblock-member';

// The confirmation (a dialog) loads when a member first asks to block someone.
const BlockDialog = lazy(async () => ({ default: (await import('./block-dialog')).BlockDialog }));

interface MemberActionsMenuProps {
  member: BlockTarget;
  label: string;
  className?: string;
}

/**
 * The '⋯' menu about another member (on their profile and in a chat): Block or Unblock, and Report.
 * Shows nothing to visitors and on the member's own profile, nor until blocking's words are loaded.
 */
export function MemberActionsMenu(props: MemberActionsMenuProps) {
  return (
    <CatalogGate part="blocks" fallback={null}>
      <ActionsMenu {...props} />
    </CatalogGate>
  );
}

function ActionsMenu({ member, label, className }: MemberActionsMenuProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const blocked = useBlockedByMe(member.id);
  const unblock = useUnblockMember();
  const action = {
    key: 'block',
    icon: Ban,
    label: t(blocked ? 'blocks.unblock' : 'blocks.block', { username: member.username }),
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
