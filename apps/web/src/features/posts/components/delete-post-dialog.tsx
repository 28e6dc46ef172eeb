import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The confirmation before a post is deleted. */
export function DeletePostDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  title: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title="Delete Post"
      description="Are you sure you want to delete this post?"
      confirmLabel="Delete"
    >
      <p className="text-sm text-muted-foreground">
        &ldquo;<span className="font-semibold text-foreground">{title}</span>&rdquo; and its likes and comments will be removed. This cannot
        be undone.
      </p>
    </ConfirmDialog>
  );
}
