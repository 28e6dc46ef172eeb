import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** The confirmation of part 2 §2 before a post is deleted. */
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Post"
      description="Are you sure you want to delete this post?"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">
        &ldquo;<span className="font-semibold text-foreground">{title}</span>&rdquo; and its likes and comments will be removed. This cannot
        be undone.
      </p>
    </Dialog>
  );
}
