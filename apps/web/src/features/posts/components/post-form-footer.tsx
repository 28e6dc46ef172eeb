import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';
import { UploadProgress, type UploadStage } from './upload-progress';

/**
 * The post forms' footer, always in view: the upload's progress while sending, Cancel (Cancel
 * upload while sending) and the submit button.
 */
export function PostFormFooter({
  formId,
  task,
  onClose,
  submitLabel,
  busyLabel,
  leading,
}: {
  formId: string;
  task: { stage: UploadStage; percent: number; cancel: () => void };
  onClose: () => void;
  submitLabel: string;
  busyLabel: string;
  leading?: ReactNode;
}) {
  const t = useT();
  const busy = task.stage !== 'idle';
  return (
    <>
      {task.stage !== 'idle' && (
        <div className="basis-full">
          <UploadProgress stage={task.stage} percent={task.percent} />
        </div>
      )}
      {!busy && leading}
      <Button variant="outline" onClick={busy ? task.cancel : onClose}>
        {t(busy ? 'postForms.upload.cancel' : 'ui.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={busy}>
        {busy && <Loader2 className="h-4 w-4 motion-safe:animate-spin" aria-hidden="true" />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
}
