import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The destructive button's word ('Delete', 'Suspend'). */
  confirmLabel: string;
  /** Called once the dialog has closed. */
  onConfirm: () => void;
  children?: ReactNode;
}

/** Asks before something that cannot be taken back lightly: Cancel, or the destructive action. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, children }: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button
            variant="destructive"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
