import { REPORT_DETAILS_MAX } from '@rootshare/contracts/limits';
import { CreateReportSchema, REPORT_REASONS, type ReportReason, type ReportTargetType } from '@rootshare/contracts/reports';
import { RadioGroup } from 'radix-ui';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { TextareaField } from '@/components/ui/textarea-field';
import { ApiError } from '@/lib/api';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useT } from '@/lib/i18n/i18n';
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

/** The server's sentence for a refused report (not found, too many reports…), else null for a generic one. */
const refusal = (error: unknown) => (error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null);

/** The chosen reason, the details and the sending of the report, closing the dialog once it is received. */
function useReportForm(target: ReportTarget, onOpenChange: (open: boolean) => void) {
  const t = useT();
  const translate = useContractMessage();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | undefined>();
  const send = useCreateReport();
  const sending = send.isPending;

  const submit = () => {
    if (sending) return;
    const parsed = CreateReportSchema.safeParse({ target_type: target.type, target_id: target.id, reason, details });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message && translate(parsed.error.issues[0].message));
      return;
    }
    setError(undefined);
    void send.mutateAsync({ ...parsed.data, details: parsed.data.details ?? null }).then(
      () => {
        toast.success(t('reports.received'));
        onOpenChange(false);
      },
      (failure: unknown) => {
        const refused = refusal(failure);
        toast.error(refused ? translate(refused) : t('reports.failed'));
      },
    );
  };
  const chooseReason = (value: string) => {
    setReason(REPORT_REASONS.find((r) => r === value) ?? '');
    setError(undefined);
  };
  return { reason, chooseReason, details, setDetails, error, sending, submit };
}

/** The reasons to report, each a radio card with its hint. */
function ReasonChoices({
  ids,
  type,
  reason,
  onChoose,
  disabled,
}: {
  ids: string;
  type: { type: ReportTargetType };
  reason: ReportReason | '';
  onChoose: (value: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const legendId = `${ids}-legend`;
  return (
    <fieldset className="space-y-2">
      <legend id={legendId} className="mb-2 text-sm font-semibold">
        {t('reports.why', type)}
      </legend>
      <RadioGroup.Root
        aria-labelledby={legendId}
        aria-required="true"
        value={reason}
        onValueChange={onChoose}
        disabled={disabled}
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
                  {t(`reports.reason.${value}`)}
                </span>
                <span id={`${itemId}-hint`} className="block text-xs text-muted-foreground">
                  {t(`reports.hint.${value}`)}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}

function OpenReportDialog({ target, onOpenChange }: Omit<ReportDialogProps, 'open'>) {
  const t = useT();
  const { reason, chooseReason, details, setDetails, error, sending, submit } = useReportForm(target, onOpenChange);
  const ids = useId();
  const type = { type: target.type };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!sending) onOpenChange(next);
      }}
      title={t('reports.reportThis', type)}
      description={t('reports.description')}
      footer={
        <>
          <Button variant="outline" disabled={sending} onClick={() => onOpenChange(false)}>
            {t('ui.cancel')}
          </Button>
          <Button variant="destructive" onClick={submit} disabled={!reason || sending} aria-busy={sending || undefined}>
            {t(sending ? 'reports.sending' : 'reports.send')}
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
        <ReasonChoices ids={ids} type={type} reason={reason} onChoose={chooseReason} disabled={sending} />
        <TextareaField
          id={`${ids}-details`}
          label={t('reports.details')}
          optional
          showCount
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          disabled={sending}
          placeholder={t('reports.detailsPlaceholder')}
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
  return open ? (
    <CatalogGate part="reports" fallback={null}>
      <OpenReportDialog target={target} onOpenChange={onOpenChange} />
    </CatalogGate>
  ) : null;
}
