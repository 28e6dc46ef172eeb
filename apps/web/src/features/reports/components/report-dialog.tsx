import { REPORT_DETAILS_MAX } from '@rootshare/contracts/limits';
import {
  CreateReportSchema,
  REPORT_FAILED,
  REPORT_REASON_HINTS,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  REPORT_RECEIVED,
  REPORT_TARGET_LABELS,
  type ReportReason,
  type ReportTargetType,
} from '@rootshare/contracts/reports';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCreateReport } from '../api/create-report';

/** What is reported: a member (by profile id) or something a member posted. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

export interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The server's sentence for a refused report (not found, too many reports…), else a generic one. */
const failureMessage = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : REPORT_FAILED;

function OpenReportDialog({ target, onOpenChange }: Omit<ReportDialogProps, 'open'>) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useCreateReport();
  const ids = useId();
  const legendId = `${ids}-legend`;
  const detailsId = `${ids}-details`;
  const sending = send.isPending;
  const noun = REPORT_TARGET_LABELS[target.type];

  const submit = () => {
    if (sending) return;
    const parsed = CreateReportSchema.safeParse({ target_type: target.type, target_id: target.id, reason, details });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    void send.mutateAsync({ ...parsed.data, details: parsed.data.details ?? null }).then(
      () => {
        toast.success(REPORT_RECEIVED);
        onOpenChange(false);
      },
      (failure: unknown) => toast.error(failureMessage(failure)),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      title={`Report this ${noun}`}
      description="Reports are private: nobody is told who sent them. Our moderators review every one."
      footer={
        <>
          <Button variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={!reason || sending} aria-busy={sending || undefined}>
            {sending ? 'Sending...' : 'Send report'}
          </Button>
        </>
      }
    >
      <form
        className="space-y-5"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="space-y-2">
          <legend id={legendId} className="mb-2 text-sm font-semibold">
            Why are you reporting this {noun}?
          </legend>
          <RadioGroup.Root
            aria-labelledby={legendId}
            aria-required="true"
            value={reason}
            onValueChange={(value) => {
              setReason(REPORT_REASONS.find((r) => r === value) ?? '');
              setError(undefined);
            }}
            disabled={sending}
            className="grid gap-2"
          >
            {REPORT_REASONS.map((value) => {
              const itemId = `${ids}-${value}`;
              return (
                <label
                  key={value}
                  htmlFor={itemId}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border border-border px-3.5 py-2.5 transition-colors hover:bg-muted/60',
                    reason === value && 'border-primary bg-sage/40',
                  )}
                >
                  <RadioGroup.Item
                    id={itemId}
                    value={value}
                    aria-labelledby={`${itemId}-label`}
                    aria-describedby={`${itemId}-hint`}
                    className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-muted-foreground/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=checked]:border-primary"
                  >
                    <RadioGroup.Indicator className="h-2.5 w-2.5 rounded-full bg-primary" />
                  </RadioGroup.Item>
                  <span className="min-w-0">
                    <span id={`${itemId}-label`} className="block text-sm font-semibold">
                      {REPORT_REASON_LABELS[value]}
                    </span>
                    <span id={`${itemId}-hint`} className="block text-xs text-muted-foreground">
                      {REPORT_REASON_HINTS[value]}
                    </span>
                  </span>
                </label>
              );
            })}
          </RadioGroup.Root>
        </fieldset>
        <TextareaField
          id={detailsId}
          label="Details"
          optional
          showCount
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          disabled={sending}
          placeholder="Anything that helps the moderators understand what happened"
          onChange={(event) => setDetails(event.target.value)}
        />
        <FieldError id={`${ids}-error`} message={error} />
      </form>
    </Dialog>
  );
}

/**
 * Reporting a member or something they posted to the moderators: a reason, optional details, and
 * a thank-you toast. Mounted per opening, so each report starts from an empty form.
 */
export function ReportDialog({ target, open, onOpenChange }: ReportDialogProps) {
  return open ? <OpenReportDialog target={target} onOpenChange={onOpenChange} /> : null;
}
