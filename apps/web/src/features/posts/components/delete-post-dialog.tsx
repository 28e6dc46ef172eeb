import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';

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
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={t('posts.delete.title')}
      description={t('posts.delete.question')}
      confirmLabel={t('posts.delete.confirm')}
    >
      <p className="text-sm text-muted-foreground">
        {t.rich('posts.delete.text', { title, b: (chunks) => <span className="font-semibold text-foreground">{chunks}</span> })}
      </p>
    </ConfirmDialog>
  );
}
