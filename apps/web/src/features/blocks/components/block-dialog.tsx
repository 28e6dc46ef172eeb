import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useBlockMember, type BlockTarget } from '../api/block-member';

/** What blocking does, said before the member commits to it. */
export const BLOCK_EFFECTS = [
  'They can no longer message you, send you swap requests or comment on your posts.',
  'They no longer see your profile, plants, posts or when you are online.',
  'Your conversations with them become read-only, and their notifications stop.',
] as const;

/** Asks before blocking a member, then blocks them. */
export function BlockDialog({ member, open, onOpenChange }: { member: BlockTarget; open: boolean; onOpenChange: (open: boolean) => void }) {
  const block = useBlockMember();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Block ${member.username}?`}
      description="They are not told. You can unblock them at any time in Settings."
      confirmLabel="Block"
      onConfirm={() => block.mutate(member)}
    >
      <ul className="list-disc space-y-1.5 pl-5 text-sm">
        {BLOCK_EFFECTS.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
