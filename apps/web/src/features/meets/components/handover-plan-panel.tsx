import { dateLocaleOf } from '@rootshare/contracts/format';
import { HANDOVER_PLACE_MAX } from '@rootshare/contracts/limits';
import { HandoverPlanInputSchema, type HandoverPlan } from '@rootshare/contracts/meets';
import type { Language } from '@rootshare/contracts/languages';
import type { SwapRequest } from '@rootshare/contracts/swaps';
import { formatZonedRange } from '@rootshare/contracts/time-zones';
import { CalendarCheck, CalendarClock, CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FieldError, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useContractMessage } from '@/lib/i18n/contract-messages';
import { CatalogGate, useLanguage, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { useDownloadCalendar } from '../api/download-calendar';
import { handoverCalendarPath, useChangeHandoverPlan, useHandoverPlan } from '../api/handover-plan';
import { browserTimeZone, timeZoneChoices } from '../lib/meet-time';

const planWhen = (plan: HandoverPlan, language: Language) =>
  formatZonedRange(new Date(plan.starts_at), null, plan.time_zone, dateLocaleOf(language));

/**
 * When and where an accepted swap's plants change hands: either member proposes, the other accepts
 * or proposes another. Agreed, it offers the .ics; both get a reminder two hours before.
 */
export function HandoverPlanPanel({ swap, me }: { swap: SwapRequest; me: string }) {
  return (
    <CatalogGate part="meets" fallback={<Skeleton className="h-16" />}>
      <Handover swap={swap} me={me} />
    </CatalogGate>
  );
}

/** The agreed plan, its .ics, and proposing a change. */
function AgreedPlan({ swapId, plan, onPropose }: { swapId: string; plan: HandoverPlan; onPropose: (() => void) | null }) {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const download = useDownloadCalendar();
  return (
    <>
      <p className="flex items-start gap-2 text-sm">
        <CalendarCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          {t.rich('meets.handover.agreed', {
            when: planWhen(plan, language),
            place: plan.place,
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(
              { path: handoverCalendarPath(swapId), name: 'plant-handover.ics' },
              { onError: (failure) => toast.error(translate(failure.message)) },
            )
          }
        >
          <CalendarPlus className="h-4 w-4" aria-hidden="true" /> {t('meets.addToCalendar')}
        </Button>
        {onPropose && (
          <Button size="sm" variant="ghost" onClick={onPropose}>
            {t('meets.handover.proposeChange')}
          </Button>
        )}
      </div>
    </>
  );
}

/** A proposed plan: who proposed it, Accept for the other member, and proposing another. */
function ProposedPlan({
  plan,
  me,
  other,
  accept,
  onPropose,
}: {
  plan: HandoverPlan;
  me: string;
  other: string;
  accept: ReturnType<typeof useChangeHandoverPlan>['accept'];
  onPropose: (() => void) | null;
}) {
  const t = useT();
  const translate = useContractMessage();
  const { language } = useLanguage();
  const words = { when: planWhen(plan, language), place: plan.place, other };
  return (
    <>
      <p className="flex items-start gap-2 text-sm">
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden="true" />
        <span>{plan.proposed_by === me ? t('meets.handover.youProposed', words) : t('meets.handover.theyProposed', words)}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {plan.proposed_by !== me && (
          <Button
            size="sm"
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => toast.success(t('meets.handover.agreedToast')),
                onError: (failure) => toast.error(translate(failure.message)),
              })
            }
          >
            {t('meets.handover.accept')}
          </Button>
        )}
        {onPropose && (
          <Button size="sm" variant="outline" onClick={onPropose}>
            {t('meets.handover.proposeAnother')}
          </Button>
        )}
      </div>
    </>
  );
}

function Handover({ swap, me }: { swap: SwapRequest; me: string }) {
  const t = useT();
  const plan = useHandoverPlan(swap.id);
  const { propose, accept } = useChangeHandoverPlan(swap.id);
  const [proposing, setProposing] = useState(false);
  const other = swap.requester_id === me ? swap.recipient.username : swap.requester.username;
  if (plan.isPending) return <Skeleton className="h-16" />;
  const current = plan.data?.plan ?? null;
  // While the form is open, the buttons that open it are gone.
  const onPropose = proposing ? null : () => setProposing(true);

  return (
    <section className="space-y-2 rounded-xl border border-border p-3" aria-label={t('meets.handover.label')}>
      {current?.status === 'agreed' ? (
        <AgreedPlan swapId={swap.id} plan={current} onPropose={onPropose} />
      ) : current ? (
        <ProposedPlan plan={current} me={me} other={other} accept={accept} onPropose={onPropose} />
      ) : (
        onPropose && (
          <Button size="sm" variant="outline" onClick={onPropose}>
            <CalendarClock className="h-4 w-4" aria-hidden="true" /> {t('meets.handover.propose')}
          </Button>
        )
      )}
      {proposing && (
        <ProposeForm swapId={swap.id} onDone={() => setProposing(false)} pending={propose.isPending} submit={propose.mutateAsync} />
      )}
    </section>
  );
}

/** The time zone the handover time is read in, the browser's first. */
function TimeZoneSelect({ id, zone, onChange }: { id: string; zone: string; onChange: (zone: string) => void }) {
  const t = useT();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{t('meets.form.timeZone')}</Label>
      <select
        id={id}
        className="h-11 w-full rounded-xl border border-border bg-card px-3"
        value={zone}
        onChange={(e) => onChange(e.target.value)}
      >
        {timeZoneChoices(zone).map((choice) => (
          <option key={choice} value={choice}>
            {choice.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}

function ProposeForm({
  swapId,
  onDone,
  pending,
  submit,
}: {
  swapId: string;
  onDone: () => void;
  pending: boolean;
  submit: (input: { starts_at: string; time_zone: string; place: string }) => Promise<unknown>;
}) {
  const t = useT();
  const contractMessage = useContractMessage();
  const [startsAt, setStartsAt] = useState('');
  const [zone, setZone] = useState(browserTimeZone);
  const [place, setPlace] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ids = `handover-${swapId}`;

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = HandoverPlanInputSchema.safeParse({ starts_at: startsAt, time_zone: zone, place });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message;
      setError(first && contractMessage(first));
      return;
    }
    try {
      await submit(parsed.data);
      toast.success(t('meets.handover.proposed'));
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? contractMessage(failure.message) : t('meets.handover.proposalFailed'));
    }
  }

  return (
    <form className="space-y-3" onSubmit={(e) => void send(e)} noValidate aria-label={t('meets.handover.formLabel')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          id={`${ids}-time`}
          label={t('meets.handover.when')}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <TimeZoneSelect id={`${ids}-zone`} zone={zone} onChange={setZone} />
      </div>
      <FormField
        id={`${ids}-place`}
        label={t('meets.handover.where')}
        placeholder={t('meets.handover.wherePlaceholder')}
        maxLength={HANDOVER_PLACE_MAX}
        value={place}
        onChange={(e) => setPlace(e.target.value)}
      />
      <FieldError id={`${ids}-error`} message={error} />
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={pending}>
          {pending ? t('meets.handover.sending') : t('meets.handover.send')}
        </Button>
        <Button size="sm" variant="ghost" type="button" onClick={onDone}>
          {t('meets.handover.cancel')}
        </Button>
      </div>
    </form>
  );
}
