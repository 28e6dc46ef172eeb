import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
import { useBlockMember, type BlockTarget } from '../api/block-member';

/** What blocking does, said before the member commits to it. */
const BLOCK_EFFECTS = ['blocks.effectMessages', 'blocks.effectProfile', 'blocks.effectConversations'] as const;

interface BlockDialogProps {
  member: BlockTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Asks before blocking a member, then blocks them; it opens once blocking's words are loaded. */
export function BlockDialog(props: BlockDialogProps) {
  return (
    <CatalogGate part="blocks" fallback={null}>
      <ConfirmBlock {...props} />
    </CatalogGate>
  );
}

function ConfirmBlock({ member, open, onOpenChange }: BlockDialogProps) {
  const t = useT();
  const block = useBlockMember();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('blocks.confirmTitle', { username: member.username })}
      description={t('blocks.confirmText')}
      confirmLabel={t('blocks.confirm')}
      onConfirm={() => block.mutate(member)}
    >
      <ul className="list-disc space-y-1.5 pl-5 text-sm">
        {BLOCK_EFFECTS.map((effect) => (
          <li key={effect}>{t(effect)}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
